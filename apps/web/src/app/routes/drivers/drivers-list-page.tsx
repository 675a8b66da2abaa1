import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDrivers } from '../../../features/drivers/api/list-drivers';
import { DriversFilters } from '../../../features/drivers/components/drivers-filters';
import { DriversTable } from '../../../features/drivers/components/drivers-table';
import {
  changeView,
  CLEARED,
  hasFilters,
  queryOfView,
  searchFromView,
  viewFromSearch,
} from '../../../features/drivers/components/list-url-state';
import { isRole } from '../../../lib/is-role';
import { useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListView } from '../../../lib/use-list-view';
import { formatTotal } from '../../../components/list/list-pagination';

const URL_STATE = { viewFromSearch, searchFromView, changeView };

/** /drivers: the drivers the person may see, with search, filters, sort and pages in the URL. */
export function DriversListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('drivers.list.documentTitle'));
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [view, onChange] = useListView(URL_STATE);
  const drivers = useDrivers(queryOfView(view));
  const vendors = useVendorOptions({ enabled: operator });

  if (!role) return <SpinnerOverlay />;
  const mayAdd = can(role, 'drivers:write');
  const page = drivers.data;

  return (
    <ListPage
      title={t('drivers.list.title')}
      subtitle={
        page
          ? t('drivers.list.count', { count: page.total, total: formatTotal(page) })
          : t(operator ? 'drivers.list.introOperator' : 'drivers.list.intro')
      }
      add={mayAdd ? { to: '/drivers/add', label: t('drivers.add') } : null}
      filters={
        <DriversFilters
          view={view}
          onChange={onChange}
          vendors={operator ? (vendors.data ?? []) : null}
          compact={compact}
        />
      }
      view={view}
      onChange={onChange}
      cleared={CLEARED}
      query={drivers}
      filtered={hasFilters(view)}
      EmptyIcon={PersonSearchIcon}
      empty={{
        title: t('drivers.list.empty.title'),
        body: t(mayAdd ? 'drivers.list.empty.body' : 'drivers.list.empty.bodyReadOnly'),
        filteredTitle: t('drivers.list.empty.filteredTitle'),
        filteredBody: t('drivers.list.empty.filteredBody'),
      }}
      perPageLabel={t('drivers.list.perPage')}
      compact={compact}
    >
      {(items) => (
        <DriversTable
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
