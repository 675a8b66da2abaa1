import type { ReportColumn, ReportPage } from '@raahi/domain/reports';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { reportCellText } from '../lib/report-cell-text';
import { columnLabel, reportTitle } from '../lib/report-words';

const numeric = (column: ReportColumn) => !['text', 'date', 'month'].includes(column.type);

/**
 * A report's page as a table: headers sort on the server (average ratings cannot), the rows
 * in Indian formats, the totals of every row in the footer, and the server's paging.
 */
export function ReportTable(props: {
  report: ReportPage;
  onSort: (key: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const { report } = props;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={reportTitle(t, report.kind)}>
          <TableHead>
            <TableRow>
              {report.columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={numeric(column) ? 'right' : 'left'}
                  sortDirection={report.sort === column.key ? report.order : false}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                >
                  {column.type === 'rating' ? (
                    columnLabel(t, report.kind, column)
                  ) : (
                    <TableSortLabel
                      active={report.sort === column.key}
                      direction={report.sort === column.key ? report.order : 'asc'}
                      onClick={() => props.onSort(column.key)}
                    >
                      {columnLabel(t, report.kind, column)}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row, index) => (
              <TableRow key={index} hover>
                {report.columns.map((column) => (
                  <TableCell key={column.key} align={numeric(column) ? 'right' : 'left'}>
                    {reportCellText(t, column, row[column.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              {report.columns.map((column, i) => (
                <TableCell
                  key={column.key}
                  align={numeric(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {i === 0
                    ? t('reports.total')
                    : reportCellText(t, column, report.totals[column.key] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={report.total}
        page={report.page - 1}
        rowsPerPage={report.pageSize}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, page) => props.onPage(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      />
    </>
  );
}
