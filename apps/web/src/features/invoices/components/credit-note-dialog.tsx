import { formatRupees } from '@raahi/domain/formats';
import type { Invoice } from '@raahi/domain/invoices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useCreditNote } from '../api/invoices';

/** A credit note on an invoice: whole duties, or an amount of its taxable value, and why. */
export function CreditNoteDialog(props: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const credit = useCreditNote(props.invoice.id);
  const credited = new Set(props.invoice.creditNotes.flatMap((note) => note.dutyIds));
  const open = props.invoice.lines.filter((line) => !credited.has(line.dutyId));
  const [mode, setMode] = useState<'duties' | 'amount'>('duties');
  const [dutyIds, setDutyIds] = useState<string[]>([]);
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const paise = Math.round(Number(rupees) * 100);
  const ready =
    reason.trim().length >= 3 &&
    (mode === 'duties' ? dutyIds.length > 0 : Number.isFinite(paise) && paise > 0);

  const submit = async () => {
    const body = mode === 'duties' ? { reason, dutyIds } : { reason, taxablePaise: paise };
    const note = await credit.mutateAsync(body).catch(() => null);
    if (note) props.onClose();
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('invoices.credit.title', { number: props.invoice.number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup
            row
            aria-label={t('invoices.credit.what')}
            value={mode}
            onChange={(event) => setMode(event.target.value as 'duties' | 'amount')}
          >
            <FormControlLabel
              value="duties"
              control={<Radio />}
              label={t('invoices.credit.duties')}
            />
            <FormControlLabel
              value="amount"
              control={<Radio />}
              label={t('invoices.credit.amount')}
            />
          </RadioGroup>
          {mode === 'duties' ? (
            <TextField
              select
              label={t('invoices.credit.duties')}
              value={dutyIds}
              slotProps={{ select: { multiple: true } }}
              onChange={(event) => setDutyIds(event.target.value as unknown as string[])}
            >
              {open.map((line) => (
                <MenuItem key={line.dutyId} value={line.dutyId}>
                  {line.regId} · {formatRupees(line.totalPaise)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              label={t('invoices.credit.taxable')}
              inputMode="decimal"
              value={rupees}
              onChange={(event) => setRupees(event.target.value)}
              helperText={t('invoices.credit.taxableHelp')}
            />
          )}
          <TextField
            label={t('invoices.credit.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
          {credit.error && (
            <Alert severity="error">
              {isApiError(credit.error) ? credit.error.message : t('errors.unexpected')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('invoices.cancel')}</Button>
        <Button variant="contained" disabled={!ready || credit.isPending} onClick={submit}>
          {t('invoices.credit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
