import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useEmployee } from '../../../features/employees/api/get-employee';
import { EmployeeActions } from '../../../features/employees/components/employee-actions';
import { EmployeeEditForm } from '../../../features/employees/components/employee-edit-form';
import { EmployeeHistory } from '../../../features/employees/components/employee-history';
import { EmployeeSummary } from '../../../features/employees/components/employee-summary';
import { EMPLOYEES_PATH } from '../../../features/employees/components/staff-list';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileSection } from '../profile/profile-section';
import { ManagerOnly } from './manager-only';

/** /manage-your-employees/:userId: one staff member, their access, details and history. */
export function EmployeeDetailsPage() {
  const { userId = '' } = useParams();
  return <ManagerOnly>{() => <EmployeeDetails key={userId} userId={userId} />}</ManagerOnly>;
}

function EmployeeDetails({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useEmployee(userId);
  const employee = query.data;
  // 404: not on the caller's staff (or no one); 400: not even an id.
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    employee
      ? employee.name
      : t(missing ? 'employees.details.notFound.title' : 'employees.details.title'),
  );

  const back = (
    <Box>
      <Button component={RouterLink} to={EMPLOYEES_PATH} startIcon={<ArrowBackIcon />}>
        {t('employees.backToList')}
      </Button>
    </Box>
  );

  if (!employee) {
    return (
      <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
        {back}
        {missing ? (
          <EmptyState
            Icon={PersonOffIcon}
            title={t('employees.details.notFound.title')}
            body={t('employees.details.notFound.body')}
          />
        ) : query.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('employees.retry')}
              </Button>
            }
          >
            {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 3 }}>
      {back}
      <EmployeeSummary employee={employee} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <ProfileSection id="employee-details-title" title={t('employees.edit.title')}>
          {/* Remounted with each saved version, so the form starts from what the server has. */}
          <EmployeeEditForm
            key={`${employee.name}|${employee.email}|${employee.phone}|${employee.jobRole}|${employee.accountStatus}`}
            employee={employee}
          />
        </ProfileSection>
        {/* On phones the status actions come first: they are what people come here for. */}
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          <ProfileSection id="employee-access-title" title={t('employees.access.title')}>
            <EmployeeActions employee={employee} />
          </ProfileSection>
        </Box>
      </Box>
      <ProfileSection id="employee-history-title" title={t('employees.history.title')}>
        <EmployeeHistory userId={employee.id} />
      </ProfileSection>
    </Box>
  );
}
