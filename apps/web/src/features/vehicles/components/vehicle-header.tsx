import { formatVehicleNumber } from '@raahi/domain/formats';
import type { Vehicle } from '@raahi/domain/vehicles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthedImage } from '../../../lib/use-authed-image';
import { AccountChip, ApprovalChip } from '../../../components/records/status-chips';
import { vehicleDocumentUrl } from '../api/vehicle-document-url';
import { ComplianceChip } from './compliance-chip';
import { listLabel } from '../../../lib/list-labels';

/** The front photo's thumbnail, or a plain tile until there is one. */
function FrontPhoto({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const front = vehicle.images.find((image) => image.slot === 'frontImage');
  const src = useAuthedImage(front ? vehicleDocumentUrl(vehicle.id, front, true) : null);
  return (
    <Box
      sx={{
        // A photo gets the width of a phone; the placeholder stays a small tile.
        width: { xs: src ? '100%' : 120, sm: 160 },
        maxWidth: 320,
        aspectRatio: '4 / 3',
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={t('vehicles.documents.slots.frontImage')}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
          {t('vehicles.details.noPhoto')}
        </Typography>
      )}
    </Box>
  );
}

/** Photo, grouped number, make and model, statuses: the top of a vehicle's page. */
export function VehicleHeader({ vehicle, children }: { vehicle: Vehicle; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 2, sm: 3 },
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <FrontPhoto vehicle={vehicle} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('vehicles.details.caption')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {formatVehicleNumber(vehicle.vehicleNumber)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {[
            `${vehicle.brand} ${vehicle.vehicleModelName}`,
            listLabel(t, 'vehicleCategories', vehicle.category),
            vehicle.color,
          ].join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={t('shell.account.id', { regId: vehicle.regId })} />
          <ApprovalChip status={vehicle.approvalStatus} />
          <AccountChip status={vehicle.accountStatus} />
          <ComplianceChip state={vehicle.compliance.overall} />
        </Box>
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      </Box>
    </Paper>
  );
}
