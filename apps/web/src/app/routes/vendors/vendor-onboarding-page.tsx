import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { VendorOnboardingWizard } from '../../../features/vendors/components/wizard/vendor-onboarding-wizard';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /vendor-onboarding: a fleet owner registers the business as a vendor. */
export function VendorOnboardingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vendors.wizard.documentTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <VendorOnboardingWizard />
    </Container>
  );
}
