import type { Vendor } from '@raahi/domain/vendors';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

function ChipGroup({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {items.map((item) => (
            <li key={item}>
              <Chip label={item} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('vendors.detail.none')}</Typography>
      )}
    </Box>
  );
}

/** What the vendor offers and whom it serves: fields the spec keeps out of the labelled list. */
export function VendorOperations({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ChipGroup title={t('vendors.detail.services')} items={vendor.serviceTypes} />
      <ChipGroup
        title={t('vendors.detail.companies')}
        items={vendor.associatedCompanies.map((company) => company.name)}
      />
    </Box>
  );
}
