import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import { Navigate } from 'react-router';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';

/** /billing: the operator's invoices, a vendor's settlements; nothing here for a driver. */
export function BillingPage() {
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (isOperatorRole(user.role)) return <Navigate to="/billing/invoices" replace />;
  if (isVendorRole(user.role)) return <Navigate to="/billing/settlements" replace />;
  return <Navigate to="/" replace />;
}
