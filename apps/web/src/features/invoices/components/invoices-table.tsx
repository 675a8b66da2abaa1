import type { InvoiceListItem } from '@raahi/domain/invoices';
import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** Issued invoices: number (opens it), client, month, sums; credit notes taken off. */
export function InvoicesTable(props: { items: InvoiceListItem[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.columns.number')}</TableCell>
            <TableCell>{t('invoices.columns.date')}</TableCell>
            <TableCell>{t('invoices.columns.company')}</TableCell>
            <TableCell>{t('invoices.columns.month')}</TableCell>
            <TableCell align="right">{t('invoices.columns.duties')}</TableCell>
            <TableCell align="right">{t('invoices.columns.taxable')}</TableCell>
            <TableCell align="right">{t('invoices.columns.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.items.map((invoice) => (
            <TableRow key={invoice.id} hover>
              <TableCell>
                <Link component="button" type="button" onClick={() => props.onOpen(invoice.id)}>
                  {invoice.number}
                </Link>
                {invoice.reverseCharge && (
                  <Chip size="small" sx={{ ml: 1 }} label={t('invoices.reverseCharge')} />
                )}
              </TableCell>
              <TableCell>{formatIndianDate(invoice.date)}</TableCell>
              <TableCell>
                {invoice.companyName}
                {invoice.recipientGstin && (
                  <>
                    <br />
                    <small>{invoice.recipientGstin}</small>
                  </>
                )}
              </TableCell>
              <TableCell>{invoice.month}</TableCell>
              <TableCell align="right">{invoice.dutyCount}</TableCell>
              <TableCell align="right">{formatRupees(invoice.taxablePaise)}</TableCell>
              <TableCell align="right">
                {formatRupees(invoice.totalPaise)}
                {invoice.creditedPaise > 0 && (
                  <>
                    <br />
                    <small>
                      {t('invoices.credited', { amount: formatRupees(invoice.creditedPaise) })}
                    </small>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
