import type { Vendor } from '@raahi/domain/vendors';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../../components/records/detail-list';
import { VENDOR_FIELDS, vendorFieldText } from '../../lib/vendor-fields';
import { listLabel } from '../../../../lib/list-labels';

/** The vendor's labelled fields (spec §3), hidden ones left out. */
export function VendorDetails({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={VENDOR_FIELDS.map((field) => ({
        key: field,
        label: t(`vendors.fields.${field}`),
        value:
          field === 'registrationType'
            ? listLabel(t, 'registrationTypes', vendor.registrationType)
            : vendorFieldText(vendor, field),
      }))}
    />
  );
}
