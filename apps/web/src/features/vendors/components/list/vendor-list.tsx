import { VENDOR_SORTS, type VendorListQuery } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error';
import { useVendors } from '../../api/list-vendors';
import { hasFilters, PAGE_SIZES } from '../../lib/list-params';
import { ListToolbar } from './list-toolbar';
import { useListParams } from './use-list-params';
import { VendorCards } from './vendor-cards';
import { VendorTable } from './vendor-table';
import { ListPagination } from '../../../../components/list/list-pagination';

function LoadingRows({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('app.loading')}
      sx={{ p: wide ? 2 : 0, display: 'grid', gap: 1.5 }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={wide ? 40 : 112} />
      ))}
    </Box>
  );
}

function Empty({ query, onClear }: { query: VendorListQuery; onClear: () => void }) {
  const { t } = useTranslation();
  const filtered = hasFilters(query);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <StorefrontIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h6" component="p">
        {t(filtered ? 'vendors.list.emptyTitle' : 'vendors.list.noneTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
        {t(filtered ? 'vendors.list.emptyBody' : 'vendors.list.noneBody')}
      </Typography>
      {filtered && <Button onClick={onClear}>{t('vendors.list.clear')}</Button>}
    </Box>
  );
}

/** The operator's vendor list: search, filters, sort and paging from the address, served by the server. */
export function VendorList() {
  const { t } = useTranslation();
  const { query, update } = useListParams();
  const vendors = useVendors(query);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const page = vendors.data;
  const clear = () =>
    update({
      q: undefined,
      approvalStatus: undefined,
      accountStatus: undefined,
      serviceType: undefined,
      state: undefined,
    });

  let body;
  if (vendors.isError && !page) {
    body = (
      <Alert
        severity="error"
        sx={{ m: wide ? 2 : 0 }}
        action={
          <Button color="inherit" size="small" onClick={() => void vendors.refetch()}>
            {t('vendors.list.retry')}
          </Button>
        }
      >
        {t('vendors.list.loadFailed', {
          message: isApiError(vendors.error) ? vendors.error.message : t('errors.unexpected'),
        })}
      </Alert>
    );
  } else if (!page) {
    body = <LoadingRows wide={wide} />;
  } else if (page.items.length === 0) {
    body = <Empty query={query} onClear={clear} />;
  } else if (wide) {
    body = <VendorTable items={page.items} sort={query.sort} onSort={(sort) => update({ sort })} />;
  } else {
    body = <VendorCards items={page.items} />;
  }

  return (
    <>
      <ListToolbar query={query} onChange={update} />
      {!wide && (
        <TextField
          select
          size="small"
          fullWidth
          id="vendor-sort"
          label={t('vendors.list.sortBy')}
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value as VendorListQuery['sort'] })}
          sx={{ mb: 2 }}
        >
          {VENDOR_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`vendors.list.sorts.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Paper
        variant={wide ? 'outlined' : 'elevation'}
        elevation={0}
        sx={{
          overflowX: 'auto',
          bgcolor: wide ? 'background.paper' : 'transparent',
          opacity: vendors.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
        aria-busy={vendors.isFetching}
      >
        {body}
        {page && page.total > 0 && (
          <ListPagination
            page={page}
            pageNumber={query.page}
            pageSize={query.pageSize}
            pageSizes={PAGE_SIZES}
            onPage={(next) => update({ page: next })}
            onPageSize={(pageSize) => update({ pageSize })}
            perPageLabel={t('vendors.list.rowsPerPage')}
          />
        )}
      </Paper>
    </>
  );
}
