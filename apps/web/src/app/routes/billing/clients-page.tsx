import type { CompanyDetail } from '@raahi/domain/vendors';
import { isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BillingTabs } from '../../../components/billing-tabs';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useCompaniesBilling } from '../../../features/companies/api/company-billing';
import { CompaniesBillingTable } from '../../../features/companies/components/companies-billing-table';
import { CompanyBillingDialog } from '../../../features/companies/components/company-billing-dialog';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /billing/clients: the client companies' billing details and how each is invoiced. */
export function ClientsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!isOperatorRole(user.role)) return <Navigate to="/billing" replace />;
  return <Clients />;
}

function Clients() {
  const { t } = useTranslation();
  const companies = useCompaniesBilling();
  const [editing, setEditing] = useState<CompanyDetail | null>(null);
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('companies.title')}
      </Typography>
      <BillingTabs operator />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('companies.intro')}
      </Typography>
      {companies.isPending ? (
        <LoadingBlock />
      ) : companies.isError ? (
        <QueryErrorAlert
          error={companies.error}
          onRetry={() => void companies.refetch()}
          retryLabel={t('companies.retry')}
        />
      ) : (
        <CompaniesBillingTable companies={companies.data} onEdit={setEditing} />
      )}
      {editing && <CompanyBillingDialog company={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
