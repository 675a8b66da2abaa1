import type { SessionUser } from '@raahi/domain/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddAdminDialog } from '../../../features/employees/components/add-admin-dialog';
import { AdminList } from '../../../features/employees/components/admin-list';
import { EMPLOYEES_PATH, StaffList } from '../../../features/employees/components/staff-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ManagerOnly } from './manager-only';

type ListTab = 'staff' | 'admins';

/** /manage-your-employees: the caller's staff; an admin also sees and adds admins. */
export function EmployeesPage() {
  return <ManagerOnly>{(user) => <Employees user={user} />}</ManagerOnly>;
}

function Employees({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('employees.title'));
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const isAdmin = user.role === 'admin';
  const tab: ListTab = isAdmin && search.get('tab') === 'admins' ? 'admins' : 'staff';

  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
            {t('employees.title')}
          </Typography>
          <Typography color="text.secondary">
            {tab === 'admins'
              ? t('admins.intro')
              : t(isAdmin ? 'employees.intro.admin' : 'employees.intro.vendor')}
          </Typography>
        </Box>
        {tab === 'admins' ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {t('admins.add')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={`${EMPLOYEES_PATH}/add`}
            variant="contained"
            startIcon={<PersonAddIcon />}
          >
            {t('employees.add')}
          </Button>
        )}
      </Box>
      {isAdmin && (
        <Tabs
          value={tab}
          // A new tab starts from a clean view: filters of one list mean nothing in the other.
          onChange={(_, next: ListTab) => setSearch(next === 'admins' ? { tab: 'admins' } : {})}
          aria-label={t('employees.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="staff" label={t('employees.tabs.staff')} />
          <Tab value="admins" label={t('employees.tabs.admins')} />
        </Tabs>
      )}
      {tab === 'admins' ? <AdminList /> : <StaffList />}
      {isAdmin && <AddAdminDialog open={adding} onClose={() => setAdding(false)} />}
    </Box>
  );
}
