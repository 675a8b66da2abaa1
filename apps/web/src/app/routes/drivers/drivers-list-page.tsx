import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDrivers } from '../../../features/drivers/api/list-drivers';
import { useVendorOptions } from '../../../lib/options';
import { DriversFilters } from '../../../features/drivers/components/drivers-filters';
import { DriversTable } from '../../../features/drivers/components/drivers-table';
import {
  changeView,
  CLEARED,
  hasFilters,
  PAGE_SIZES,
  queryOfView,
  searchFromView,
  viewFromSearch,
  type DriverListView,
} from '../../../features/drivers/components/list-url-state';
import { isApiError } from '../../../lib/api-error';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /drivers: the drivers the person may see, with search, filters, sort and pages in the URL. */
export function DriversListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('drivers.list.documentTitle'));
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const drivers = useDrivers(queryOfView(view));
  const vendors = useVendorOptions({ enabled: operator });

  const onChange = useCallback(
    (change: Partial<DriverListView>) =>
      setParams((current) => searchFromView(changeView(viewFromSearch(current), change)), {
        // Typing a search replaces the entry; a filter, sort or page is a step back can undo.
        replace: 'q' in change && Object.keys(change).length === 1,
      }),
    [setParams],
  );

  if (!role) return <SpinnerOverlay />;
  const mayAdd = can(role, 'drivers:write');
  const addButton = mayAdd && (
    <Button component={RouterLink} to="/drivers/add" variant="contained" startIcon={<AddIcon />}>
      {t('drivers.add')}
    </Button>
  );
  const page = drivers.data;

  let results;
  if (drivers.isPending) {
    results = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  } else if (drivers.isError) {
    results = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void drivers.refetch()}>
            {t('records.list.retry')}
          </Button>
        }
      >
        {isApiError(drivers.error) ? drivers.error.message : t('errors.unexpected')}
      </Alert>
    );
  } else if (page && page.items.length === 0) {
    const filtered = hasFilters(view);
    const beyond = !filtered && view.page > 1;
    results = (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <PersonSearchIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(
            filtered
              ? 'drivers.list.empty.filteredTitle'
              : beyond
                ? 'drivers.list.empty.pageTitle'
                : 'drivers.list.empty.title',
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(
            filtered
              ? 'drivers.list.empty.filteredBody'
              : beyond
                ? 'drivers.list.empty.pageBody'
                : mayAdd
                  ? 'drivers.list.empty.body'
                  : 'drivers.list.empty.bodyReadOnly',
          )}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => onChange(CLEARED)}>
            {t('records.list.clearFilters')}
          </Button>
        ) : beyond ? (
          <Button variant="outlined" onClick={() => onChange({ page: 1 })}>
            {t('records.list.firstPage')}
          </Button>
        ) : (
          addButton
        )}
      </Box>
    );
  } else if (page) {
    results = (
      <>
        <DriversTable
          items={page.items}
          showVendors={operator}
          sort={view.sort}
          onSort={(sort) => onChange({ sort })}
          compact={compact}
        />
        <TablePagination
          component="div"
          count={page.total}
          page={view.page - 1}
          rowsPerPage={view.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => onChange({ page: next + 1 })}
          onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value) })}
          labelRowsPerPage={compact ? t('records.list.perPageShort') : t('drivers.list.perPage')}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
        />
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 1400, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('drivers.list.title')}
          </Typography>
          <Typography color="text.secondary">
            {page
              ? t('drivers.list.count', { count: page.total })
              : t(operator ? 'drivers.list.introOperator' : 'drivers.list.intro')}
          </Typography>
        </Box>
        {addButton}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <DriversFilters
          view={view}
          onChange={onChange}
          vendors={operator ? (vendors.data ?? []) : null}
          compact={compact}
        />
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          bgcolor: compact ? 'transparent' : 'background.paper',
          border: compact ? 'none' : undefined,
        }}
      >
        {drivers.isFetching && !drivers.isPending && (
          <LinearProgress aria-label={t('app.loading')} sx={{ mb: compact ? 1 : 0 }} />
        )}
        {results}
      </Paper>
    </Box>
  );
}
