import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
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
} from '../../../features/vehicles/components/list-url-state';
import { isRole } from '../../../lib/is-role';
import { useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListView } from '../../../lib/use-list-view';
import { formatTotal } from '../../../components/list/list-pagination';

const URL_STATE = { viewFromSearch, searchFromView, changeView };

/** /vehicles: the vehicles the person may see, with search, filters, sort and pages in the URL. */
export function VehiclesListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.list.documentTitle'));
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [view, onChange] = useListView(URL_STATE);
  const vehicles = useVehicles(queryOfView(view));
  const vendors = useVendorOptions({ enabled: operator });

  if (!role) return <SpinnerOverlay />;
  const mayAdd = can(role, 'vehicles:write');
  const page = vehicles.data;

  return (
    <ListPage
      title={t('vehicles.list.title')}
      subtitle={
        page
          ? t('vehicles.list.count', { count: page.total, total: formatTotal(page) })
          : t(operator ? 'vehicles.list.introOperator' : 'vehicles.list.intro')
      }
      add={mayAdd ? { to: '/vehicles/add', label: t('vehicles.add') } : null}
      filters={
        <VehiclesFilters
          view={view}
          onChange={onChange}
          vendors={operator ? (vendors.data ?? []) : null}
          compact={compact}
        />
      }
      view={view}
      onChange={onChange}
      cleared={CLEARED}
      query={vehicles}
      filtered={hasFilters(view)}
      EmptyIcon={DirectionsCarOutlinedIcon}
      empty={{
        title: t('vehicles.list.empty.title'),
        body: t(mayAdd ? 'vehicles.list.empty.body' : 'vehicles.list.empty.bodyReadOnly'),
        filteredTitle: t('vehicles.list.empty.filteredTitle'),
        filteredBody: t('vehicles.list.empty.filteredBody'),
      }}
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
    </ListPage>
  );
}
