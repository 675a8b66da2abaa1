import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import type { Invoice } from '@raahi/domain/invoices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { downloadFile } from '../../../lib/download';
import { invoicePath, useInvoice } from '../api/invoices';
import { CreditNoteDialog } from './credit-note-dialog';
import { InvoicePayments } from './invoice-payments';
import { InvoiceSums } from './invoice-sums';

const fileName = (number: string) => number.replaceAll('/', '-');

function Parties({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {(
        [
          [t('invoices.detail.supplier'), invoice.supplier],
          [t('invoices.detail.recipient'), invoice.recipient],
        ] as const
      ).map(([label, party]) => (
        <Box key={label}>
          <Typography variant="overline">{label}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
          <Typography variant="body2">{party.address}</Typography>
          <Typography variant="body2">GSTIN {party.gstin ?? t('invoices.unregistered')}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An issued invoice: parties, each duty, the sums, credit notes, and its files. */
export function InvoiceDialog(props: { invoiceId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useInvoice(props.invoiceId);
  const [crediting, setCrediting] = useState(false);
  const data = invoice.data;
  return (
    <Dialog open={props.invoiceId !== null} onClose={props.onClose} fullWidth maxWidth="md">
      <DialogTitle>
        {data ? t('invoices.detail.title', { number: data.number }) : t('invoices.title')}
      </DialogTitle>
      {/* A long invoice scrolls: focusable, so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
        {!data ? (
          invoice.isError ? (
            <Alert severity="error">{t('invoices.detail.failed')}</Alert>
          ) : (
            <LoadingBlock />
          )
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2">
              {t('invoices.detail.facts', {
                date: formatIndianDate(data.date),
                month: data.month,
                place: data.placeOfSupply,
                sac: data.sac,
              })}
            </Typography>
            <Parties invoice={data} />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('invoices.detail.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invoices.detail.duty')}</TableCell>
                    <TableCell>{t('invoices.columns.date')}</TableCell>
                    <TableCell>{t('invoices.detail.breakdown')}</TableCell>
                    <TableCell align="right">{t('invoices.columns.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lines.map((line) => (
                    <TableRow key={line.dutyId}>
                      <TableCell>
                        {line.regId}
                        <br />
                        <small>{line.slipNumber}</small>
                      </TableCell>
                      <TableCell>{formatIndianDate(line.date)}</TableCell>
                      <TableCell>
                        {line.charges.map((charge) => (
                          <div key={charge.label}>{charge.label}</div>
                        ))}
                      </TableCell>
                      <TableCell align="right">{formatRupees(line.totalPaise)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <InvoiceSums sums={data} />
            {data.creditNotes.length > 0 && (
              <Box>
                <Typography variant="subtitle2">{t('invoices.detail.creditNotes')}</Typography>
                {data.creditNotes.map((note) => (
                  <Stack key={note.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      {note.number} · {formatIndianDate(note.date)} · {note.reason} ·{' '}
                      {formatRupees(note.totalPaise)}
                    </Typography>
                    <Button
                      size="small"
                      onClick={() =>
                        downloadFile(
                          `${invoicePath(data.id)}/credit-notes/${note.id}/pdf`,
                          `${fileName(note.number)}.pdf`,
                        )
                      }
                    >
                      {t('invoices.detail.pdf')}
                      <VisuallyHidden> {note.number}</VisuallyHidden>
                    </Button>
                  </Stack>
                ))}
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('invoices.detail.balance', { amount: formatRupees(data.balancePaise) })}
                </Typography>
              </Box>
            )}
            <InvoicePayments invoiceId={data.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data && (
          <>
            <Button
              onClick={() =>
                downloadFile(`${invoicePath(data.id)}/pdf`, `${fileName(data.number)}.pdf`)
              }
            >
              {t('invoices.detail.downloadPdf')}
            </Button>
            <Button
              onClick={() =>
                downloadFile(`${invoicePath(data.id)}/xlsx`, `${fileName(data.number)}.xlsx`)
              }
            >
              {t('invoices.detail.downloadXlsx')}
            </Button>
            {/* Only a registered client's invoice is e-invoiced (B2B). */}
            {data.recipient.gstin && (
              <Button
                onClick={() =>
                  downloadFile(
                    `${invoicePath(data.id)}/e-invoice`,
                    `${fileName(data.number)}-e-invoice.json`,
                  )
                }
              >
                {t('invoices.detail.downloadEInvoice')}
              </Button>
            )}
            <Button color="warning" onClick={() => setCrediting(true)}>
              {t('invoices.detail.creditNote')}
            </Button>
          </>
        )}
        <Button onClick={props.onClose}>{t('invoices.close')}</Button>
      </DialogActions>
      {data && crediting && <CreditNoteDialog invoice={data} onClose={() => setCrediting(false)} />}
    </Dialog>
  );
}
