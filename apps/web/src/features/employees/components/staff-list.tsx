import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useListView } from '../../../lib/use-list-view';
import { useEmployees } from '../api/list-employees';
import { EmployeeFilters } from './employee-filters';
import { EmployeeTable } from './employee-table';
import { CLEARED, hasFilters, queryOfView, URL_STATE } from './list-url-state';

export const EMPLOYEES_PATH = '/manage-your-employees';

/** The caller's staff, searchable and filterable, with the view in the address. */
export function StaffList() {
  const { t } = useTranslation();
  const [view, update] = useListView(URL_STATE);
  const query = useEmployees(queryOfView(view));
  const filtered = hasFilters(view);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EmployeeFilters idPrefix="staff" view={view} onChange={update} showJobRole />
      <EmployeeTable
        label={t('employees.table.label')}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        showJobRole
        rowHref={(employee) => `${EMPLOYEES_PATH}/${employee.id}`}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        empty={
          filtered ? (
            <EmptyState
              Icon={PersonSearchIcon}
              title={t('employees.empty.filteredTitle')}
              body={t('employees.empty.filteredBody')}
              action={
                <Button onClick={() => update(CLEARED)}>{t('employees.filters.clear')}</Button>
              }
            />
          ) : (
            <EmptyState
              Icon={GroupAddIcon}
              title={t('employees.empty.title')}
              body={t('employees.empty.body')}
              action={
                <Button component={RouterLink} to={`${EMPLOYEES_PATH}/add`} variant="contained">
                  {t('employees.add')}
                </Button>
              }
            />
          )
        }
      />
    </Box>
  );
}
