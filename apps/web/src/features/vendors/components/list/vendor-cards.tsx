import { formatPhone } from '@raahi/domain/contact';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorListItem } from '@raahi/domain/vendors';
import { stateName, vendorPath } from '../../lib/vendor-display';
import { AccountChip, ApprovalChip } from '../../../../components/records/status-chips';

/** Phones: one card per vendor, the whole card a link to it. */
export function VendorCards({ items }: { items: VendorListItem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((vendor) => (
        <Card component="li" key={vendor.id}>
          <CardActionArea
            component={RouterLink}
            to={vendorPath(vendor.id)}
            aria-label={t('vendors.list.open', { name: vendor.name })}
          >
            <CardContent sx={{ display: 'grid', gap: 0.75 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {vendor.name}
                </Typography>
                <Typography variant="caption" sx={{ fontFamily: 'monospace', flexShrink: 0 }}>
                  {vendor.regId}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {vendor.registrationType} · {formatPhone(vendor.phone)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {vendor.operationalArea.map((a) => stateName(a.state)).join(', ')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <ApprovalChip status={vendor.approvalStatus} />
                <AccountChip status={vendor.accountStatus} />
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
