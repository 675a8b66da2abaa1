import { can } from '@raahi/domain/permissions';
import { dashboardPath, isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { CreateVendorDialog } from '../../../features/vendors/components/create-vendor-dialog';
import { VendorList } from '../../../features/vendors/components/list/vendor-list';
import { vendorPath } from '../../../features/vendors/lib/vendor-display';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /vendors: the operator's Connected Vendors. A vendor's own people are sent to their vendor. */
export function VendorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vendors.list.documentTitle'));
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'vendors:list')) {
    const home = user.vendorId ? vendorPath(user.vendorId) : dashboardPath(user.role);
    return <Navigate to={home} replace />;
  }

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2.5 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('sidebar.vendors')}
        </Typography>
        {isOperatorRole(user.role) && (
          <Button
            variant="contained"
            startIcon={<AddBusinessIcon />}
            onClick={() => setAdding(true)}
          >
            {t('vendors.list.add')}
          </Button>
        )}
      </Box>
      <VendorList />
      <CreateVendorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(vendor) => {
          setAdding(false);
          toast.success(t('vendors.create.created', { name: vendor.name, regId: vendor.regId }));
          void navigate(vendorPath(vendor.id));
        }}
      />
    </Box>
  );
}
