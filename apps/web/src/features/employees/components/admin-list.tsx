import { profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useListView } from '../../../lib/use-list-view';
import { useAdmins } from '../api/list-admins';
import { EmployeeFilters } from './employee-filters';
import { EmployeeTable } from './employee-table';
import { CLEARED, queryOfView, URL_STATE } from './list-url-state';

/** The operator's admins; each row opens the admin's (read-only) profile. */
export function AdminList() {
  const { t } = useTranslation();
  const [view, update] = useListView(URL_STATE);
  const { jobRole: _noJobRole, ...adminQuery } = queryOfView(view);
  const query = useAdmins(adminQuery);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EmployeeFilters idPrefix="admins" view={view} onChange={update} showJobRole={false} />
      <EmployeeTable
        label={t('employees.tabs.admins')}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        showJobRole={false}
        rowHref={(admin) => profilePath(admin.role, admin.id)}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        empty={
          <EmptyState
            Icon={PersonSearchIcon}
            title={t('employees.empty.filteredTitle')}
            body={t('employees.empty.filteredBody')}
            action={<Button onClick={() => update(CLEARED)}>{t('employees.filters.clear')}</Button>}
          />
        }
      />
    </Box>
  );
}
