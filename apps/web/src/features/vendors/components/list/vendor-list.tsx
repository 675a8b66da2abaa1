import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../../components/list/list-results';
import { useListView } from '../../../../lib/use-list-view';
import { useVendors } from '../../api/list-vendors';
import {
  changeView,
  CLEARED,
  hasFilters,
  queryOfView,
  searchFromView,
  viewFromSearch,
} from '../../lib/list-url-state';
import { VendorCards } from './vendor-cards';
import { VendorFilters } from './vendor-filters';
import { VendorTable } from './vendor-table';

const URL_STATE = { viewFromSearch, searchFromView, changeView };

/** The operator's vendor list: search, filters, sort and paging from the address, served by the server. */
export function VendorList() {
  const { t } = useTranslation();
  const [view, onChange] = useListView(URL_STATE);
  const vendors = useVendors(queryOfView(view));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <VendorFilters view={view} onChange={onChange} />
      </Paper>
      <ListResults
        query={vendors}
        page={view.page}
        pageSize={view.pageSize}
        filtered={hasFilters(view)}
        onPage={(page) => onChange({ page })}
        onPageSize={(pageSize) => onChange({ pageSize })}
        onClear={() => onChange(CLEARED)}
        EmptyIcon={StorefrontIcon}
        empty={{
          title: t('vendors.list.noneTitle'),
          body: t('vendors.list.noneBody'),
          filteredTitle: t('vendors.list.emptyTitle'),
          filteredBody: t('vendors.list.emptyBody'),
        }}
        addButton={null}
        perPageLabel={t('vendors.list.rowsPerPage')}
        compact={!wide}
        describeError={(message) => t('vendors.list.loadFailed', { message })}
      >
        {(items) =>
          wide ? (
            <VendorTable items={items} sort={view.sort} onSort={(sort) => onChange({ sort })} />
          ) : (
            <VendorCards items={items} />
          )
        }
      </ListResults>
    </Box>
  );
}
