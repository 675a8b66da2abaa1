import { todayInIndia } from '@raahi/domain/compliance';
import { formatRupees } from '@raahi/domain/formats';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { isApiError } from '../../../lib/api-error';
import { useRecordPayment } from '../api/invoices';

const RUPEES = /^\d{1,11}(\.\d{1,2})?$/;
const paiseOf = (rupees: string) => Math.round(Number(rupees) * 100);

/** A payment received from the client: amount, TDS it deducted, the day and the reference. */
export function RecordPaymentDialog(props: {
  invoiceId: string;
  duePaise: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordPayment(props.invoiceId);
  const [amount, setAmount] = useState((props.duePaise / 100).toFixed(2));
  const [tds, setTds] = useState('0');
  const [receivedOn, setReceivedOn] = useState(todayInIndia());
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    if (!RUPEES.test(amount.trim()) || !RUPEES.test(tds.trim()))
      return setProblem(t('invoices.payments.rupees'));
    setProblem(null);
    record.mutate(
      {
        amountPaise: paiseOf(amount),
        tdsPaise: paiseOf(tds),
        receivedOn,
        reference: reference.trim(),
      },
      { onSuccess: props.onClose },
    );
  };
  const failure = record.error;
  const error =
    problem ??
    (failure
      ? isApiError(failure)
        ? (failure.fieldErrors()[0]?.message ?? failure.message)
        : t('errors.unexpected')
      : null);

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="record-payment">
      <DialogTitle id="record-payment">{t('invoices.payments.record')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={t('invoices.payments.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          helperText={t('invoices.payments.dueHelp', { amount: formatRupees(props.duePaise) })}
          autoFocus
        />
        <TextField
          label={t('invoices.payments.tds')}
          inputMode="decimal"
          value={tds}
          onChange={(event) => setTds(event.target.value)}
          helperText={t('invoices.payments.tdsHelp')}
        />
        <DateField
          kind="date"
          label={t('invoices.payments.receivedOn')}
          value={receivedOn}
          onChange={setReceivedOn}
        />
        <TextField
          label={t('invoices.payments.reference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          helperText={t('invoices.payments.referenceHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('invoices.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={record.isPending}>
          {t('invoices.payments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
