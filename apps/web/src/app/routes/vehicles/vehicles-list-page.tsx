import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/list/list-results';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useVehicles } from '../../../features/vehicles/api/list-vehicles';
import { VehiclesFilters } from '../../../features/vehicles/components/vehicles-filters';
import { VehiclesTable } from '../../../features/vehicles/components/vehicles-table';
import {
  changeView,
  CLEARED,
  hasFilters,
  queryOfView,
  searchFromView,
  viewFromSearch,
  type VehicleListView,
} from '../../../features/vehicles/components/list-url-state';
import { isRole } from '../../../lib/is-role';
import { useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /vehicles: the vehicles the person may see, with search, filters, sort and pages in the URL. */
export function VehiclesListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.list.documentTitle'));
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const vehicles = useVehicles(queryOfView(view));
  const vendors = useVendorOptions({ enabled: operator });

  const onChange = useCallback(
    (change: Partial<VehicleListView>) =>
      setParams((current) => searchFromView(changeView(viewFromSearch(current), change)), {
        // Typing a search replaces the entry; a filter, sort or page is a step back can undo.
        replace: 'q' in change && Object.keys(change).length === 1,
      }),
    [setParams],
  );

  if (!role) return <SpinnerOverlay />;
  const mayAdd = can(role, 'vehicles:write');
  const addButton = mayAdd && (
    <Button component={RouterLink} to="/vehicles/add" variant="contained" startIcon={<AddIcon />}>
      {t('vehicles.add')}
    </Button>
  );
  const page = vehicles.data;

  return (
    <Box sx={{ maxWidth: 1400, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('vehicles.list.title')}
          </Typography>
          <Typography color="text.secondary">
            {page
              ? t('vehicles.list.count', { count: page.total })
              : t(operator ? 'vehicles.list.introOperator' : 'vehicles.list.intro')}
          </Typography>
        </Box>
        {addButton}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <VehiclesFilters
          view={view}
          onChange={onChange}
          vendors={operator ? (vendors.data ?? []) : null}
          compact={compact}
        />
      </Paper>
      <ListResults
        query={vehicles}
        page={view.page}
        pageSize={view.pageSize}
        filtered={hasFilters(view)}
        onPage={(next) => onChange({ page: next })}
        onPageSize={(pageSize) => onChange({ pageSize })}
        onClear={() => onChange(CLEARED)}
        EmptyIcon={DirectionsCarOutlinedIcon}
        empty={{
          title: t('vehicles.list.empty.title'),
          body: t(mayAdd ? 'vehicles.list.empty.body' : 'vehicles.list.empty.bodyReadOnly'),
          filteredTitle: t('vehicles.list.empty.filteredTitle'),
          filteredBody: t('vehicles.list.empty.filteredBody'),
        }}
        addButton={addButton}
        perPageLabel={t('vehicles.list.perPage')}
        compact={compact}
      >
        {(items) => (
          <VehiclesTable
            items={items}
            showVendors={operator}
            sort={view.sort}
            onSort={(sort) => onChange({ sort })}
            compact={compact}
          />
        )}
      </ListResults>
    </Box>
  );
}
