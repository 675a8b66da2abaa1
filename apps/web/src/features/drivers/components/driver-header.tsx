import type { Driver } from '@raahi/domain/drivers';
import { formatPhone } from '@raahi/domain/formats';
import { formatDrivingLicence } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DriverPhoto } from './driver-photo';
import { AccountChip, ApprovalChip } from '../../../components/records/status-chips';

interface DriverHeaderProps {
  driver: Driver;
  /** Shown above the name, e.g. "Driver" or "Your driver profile". */
  caption: string;
  /** Buttons under the name (edit, workflow actions). */
  children?: ReactNode;
}

/** Profile photo, name, ID, statuses and phone: the top of a driver's page. */
export function DriverHeader({ driver, caption, children }: DriverHeaderProps) {
  const { t } = useTranslation();
  const photo = driver.images.find((image) => image.slot === 'livePhoto') ?? null;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 2, sm: 3 },
        alignItems: { xs: 'flex-start', sm: 'center' },
      }}
    >
      <DriverPhoto driverId={driver.id} name={driver.name} photo={photo} size={96} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {caption}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          translate="no"
          sx={{ mb: 1, overflowWrap: 'anywhere' }}
        >
          {driver.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Chip size="small" label={t('shell.account.id', { regId: driver.regId })} />
          <ApprovalChip status={driver.approvalStatus} />
          <AccountChip status={driver.accountStatus} />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[formatPhone(driver.phonePrimary), formatDrivingLicence(driver.dlNumber)].join(' · ')}
        </Typography>
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      </Box>
    </Paper>
  );
}
