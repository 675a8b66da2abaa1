import type { SessionUser } from '@raahi/domain/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmployeeCreated } from '../../../features/employees/api/create-employee';
import { EmployeeCreateForm } from '../../../features/employees/components/employee-create-form';
import { OnboardingResult } from '../../../features/employees/components/onboarding-result';
import { EMPLOYEES_PATH } from '../../../features/employees/components/staff-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ManagerOnly } from './manager-only';

/** /manage-your-employees/add: the form, then what the new person needs to get in. */
export function EmployeeAddPage() {
  return <ManagerOnly>{(user) => <AddEmployee user={user} />}</ManagerOnly>;
}

function AddEmployee({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Held only here: leaving the page forgets the temporary password for good.
  const [created, setCreated] = useState<EmployeeCreated | null>(null);
  const title = created ? t('employees.created.title') : t('employees.addPage.title');
  useDocumentTitle(title);
  const staffRole = user.role === 'admin' ? 'ADMIN_USER' : 'VENDOR_USER';

  return (
    <Box sx={{ maxWidth: 880, display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={EMPLOYEES_PATH} startIcon={<ArrowBackIcon />}>
          {t('employees.backToList')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
          {created && <CheckCircleIcon color="success" fontSize="large" />}
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
        </Box>
        {created ? (
          <OnboardingResult created={created}>
            <Button variant="outlined" onClick={() => setCreated(null)}>
              {t('employees.created.addAnother')}
            </Button>
            <Button
              component={RouterLink}
              to={`${EMPLOYEES_PATH}/${created.employee.id}`}
              variant="contained"
            >
              {t('employees.created.open')}
            </Button>
          </OnboardingResult>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('employees.addPage.intro', { role: t(`roles.${staffRole}`) })}
            </Typography>
            <EmployeeCreateForm
              kind="employee"
              onCreated={setCreated}
              onCancel={() => void navigate(EMPLOYEES_PATH)}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
