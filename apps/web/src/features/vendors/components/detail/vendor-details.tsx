import type { Vendor } from '@raahi/domain/vendors';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VENDOR_FIELDS, vendorFieldText } from '../../lib/vendor-fields';
import { FieldList } from '../field-list';

/** The vendor's labelled fields (spec §3), hidden ones left out. */
export function VendorDetails({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <FieldList
      rows={VENDOR_FIELDS.map((field) => {
        const text = vendorFieldText(vendor, field);
        return {
          key: field,
          label: t(`vendors.fields.${field}`),
          value: text ?? (
            <Typography component="span" color="text.secondary">
              {t('vendors.notGiven')}
            </Typography>
          ),
        };
      })}
    />
  );
}
