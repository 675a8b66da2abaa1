import type { SxProps, Theme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/** A list page's total as the server counted it: exact, or a lower bound past 1,000 ahead. */
export interface PageTotal {
  total: number;
  totalExact: boolean;
}

/** "1,234", or "1,000+" when the server stopped counting (Indian digit grouping). */
export function formatTotal({ total, totalExact }: PageTotal): string {
  return `${total.toLocaleString('en-IN')}${totalExact ? '' : '+'}`;
}

/** The pager under every list: pages, rows per page and "1–50 of 1,000+". */
export function ListPagination(props: {
  page: PageTotal;
  pageNumber: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  perPageLabel: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      // -1: MUI's "unknown", which keeps Next enabled while the server has more to count.
      count={props.page.totalExact ? props.page.total : -1}
      page={props.pageNumber - 1}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={[...props.pageSizes]}
      onPageChange={(_event, next) => props.onPage(next + 1)}
      onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      labelRowsPerPage={props.perPageLabel}
      labelDisplayedRows={({ from, to }) =>
        t('records.list.range', {
          from: from.toLocaleString('en-IN'),
          to: to.toLocaleString('en-IN'),
          total: formatTotal(props.page),
        })
      }
      sx={
        props.sx ?? { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }
      }
    />
  );
}
