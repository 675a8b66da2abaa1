import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoiceAccount } from '../api/invoices';
import { RecordPaymentDialog } from './record-payment-dialog';

/** An invoice's payments from its client, what is still due, and recording another. */
export function InvoicePayments({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const account = useInvoiceAccount(invoiceId);
  const [recording, setRecording] = useState(false);
  const data = account.data;
  if (account.isError) return <Alert severity="error">{t('invoices.payments.failed')}</Alert>;
  if (!data) return null;
  return (
    <Box component="section" aria-labelledby="invoice-payments-title">
      <Typography id="invoice-payments-title" variant="subtitle2">
        {t('invoices.payments.title')}
      </Typography>
      {data.payments.length === 0 ? (
        <Typography variant="body2">{t('invoices.payments.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {data.payments.map((payment) => (
            <Typography component="li" variant="body2" key={payment.id}>
              {t('invoices.payments.line', {
                date: formatIndianDate(payment.receivedOn),
                amount: formatRupees(payment.amountPaise),
                tds: formatRupees(payment.tdsPaise),
                reference: payment.reference,
              })}
            </Typography>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('invoices.payments.due', { amount: formatRupees(data.duePaise) })}
        </Typography>
        {data.duePaise > 0 && (
          <Button size="small" variant="outlined" onClick={() => setRecording(true)}>
            {t('invoices.payments.record')}
          </Button>
        )}
      </Stack>
      {recording && (
        <RecordPaymentDialog
          invoiceId={invoiceId}
          duePaise={data.duePaise}
          onClose={() => setRecording(false)}
        />
      )}
    </Box>
  );
}
