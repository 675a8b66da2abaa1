import { formatPhone } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { VendorListItem } from '@raahi/domain/vendors';
import { useTranslation } from 'react-i18next';
import { stateName, vendorPath } from '../../lib/vendor-display';
import { RecordCards } from '../../../../components/list/record-cards';
import { AccountChip, ApprovalChip } from '../../../../components/records/status-chips';
import { listLabel } from '../../../../lib/list-labels';

/**
 * Phones: one card per vendor, the whole card a link to it, named by what it shows (the
 * vendor's name first) like every other list's cards.
 */
export function VendorCards({ items }: { items: VendorListItem[] }) {
  const { t } = useTranslation();
  return (
    <RecordCards items={items} pathOf={(vendor) => vendorPath(vendor.id)}>
      {(vendor) => (
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              translate="no"
              sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {vendor.name}
            </Typography>
            <Typography variant="caption" sx={{ fontFamily: 'monospace', flexShrink: 0 }}>
              {vendor.regId}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {listLabel(t, 'registrationTypes', vendor.registrationType)} ·{' '}
            {formatPhone(vendor.phone)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {vendor.operationalArea.map((a) => stateName(a.state)).join(', ')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ApprovalChip status={vendor.approvalStatus} />
            <AccountChip status={vendor.accountStatus} />
          </Box>
        </CardContent>
      )}
    </RecordCards>
  );
}
