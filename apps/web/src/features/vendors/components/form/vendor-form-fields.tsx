import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessSection } from './business-section';
import { IdentitySection } from './identity-section';
import { OperationsSection } from './operations-section';
import { OwnerSection } from './owner-section';

/** Every section of the wizard on one page, without the phone code or a password. */
export function VendorFormFields({
  idPrefix,
  aadhaarReminder,
}: {
  idPrefix: string;
  aadhaarReminder?: string;
}) {
  const { t } = useTranslation();
  const sections = [
    { key: 'business', body: <BusinessSection idPrefix={idPrefix} /> },
    {
      key: 'identity',
      body: <IdentitySection idPrefix={idPrefix} aadhaarReminder={aadhaarReminder} />,
    },
    { key: 'operations', body: <OperationsSection idPrefix={idPrefix} /> },
    { key: 'owner', body: <OwnerSection idPrefix={idPrefix} /> },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {sections.map(({ key, body }, index) => (
        <Fragment key={key}>
          {index > 0 && <Divider />}
          <Box component="section" aria-labelledby={`${idPrefix}-${key}-title`}>
            <Typography id={`${idPrefix}-${key}-title`} variant="h6" component="h3" sx={{ mb: 2 }}>
              {t(`vendors.create.sections.${key}`)}
            </Typography>
            {body}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
