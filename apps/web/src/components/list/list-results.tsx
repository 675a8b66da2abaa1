import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../lib/list-url-state';
import { LoadingBlock, QueryErrorAlert } from '../query-states';
import { ListPagination, type PageTotal } from './list-pagination';

export interface ListResultsProps<T> {
  query: UseQueryResult<{ items: T[] } & PageTotal>;
  page: number;
  pageSize: number;
  /** Whether a search or filter is set (the empty state then offers to clear it). */
  filtered: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onClear: () => void;
  /** The rows of one page: a table, or cards on phones. */
  children: (items: T[]) => ReactNode;
  EmptyIcon: typeof SvgIcon;
  /** The empty states' texts: nothing yet, nothing matches, a page past the end. */
  empty: { title: string; body: string; filteredTitle: string; filteredBody: string };
  /** Offered when the list has nothing yet (Add …). */
  addButton: ReactNode;
  perPageLabel: string;
  compact: boolean;
  /** The server's problem in the list's own sentence, when it has one. */
  describeError?: (message: string) => string;
}

/**
 * A record list's results: loading, the server's problem with a retry, an empty state, or the
 * rows with pages. Shared by the vendors, drivers and vehicles lists.
 */
export function ListResults<T>({
  query,
  page: pageNumber,
  pageSize,
  filtered,
  onPage,
  onPageSize,
  onClear,
  children,
  EmptyIcon,
  empty,
  addButton,
  perPageLabel,
  compact,
  describeError,
}: ListResultsProps<T>) {
  const { t } = useTranslation();
  const page = query.data;

  let results;
  if (query.isPending) {
    results = <LoadingBlock />;
  } else if (query.isError) {
    results = (
      <QueryErrorAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t('records.list.retry')}
        describe={describeError}
      />
    );
  } else if (page && page.items.length === 0) {
    const beyond = !filtered && pageNumber > 1;
    results = (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <EmptyIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {filtered ? empty.filteredTitle : beyond ? t('records.list.pageTitle') : empty.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {filtered ? empty.filteredBody : beyond ? t('records.list.pageBody') : empty.body}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={onClear}>
            {t('records.list.clearFilters')}
          </Button>
        ) : beyond ? (
          <Button variant="outlined" onClick={() => onPage(1)}>
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
        {children(page.items)}
        <ListPagination
          page={page}
          pageNumber={pageNumber}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          perPageLabel={compact ? t('records.list.perPageShort') : perPageLabel}
        />
      </>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{
        overflow: 'hidden',
        bgcolor: compact ? 'transparent' : 'background.paper',
        border: compact ? 'none' : undefined,
      }}
    >
      {query.isFetching && !query.isPending && (
        <LinearProgress aria-label={t('app.loading')} sx={{ mb: compact ? 1 : 0 }} />
      )}
      {results}
    </Paper>
  );
}
