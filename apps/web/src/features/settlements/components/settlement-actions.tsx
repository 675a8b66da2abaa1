import { todayInIndia } from '@raahi/domain/compliance';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useSettlementChange } from '../api/settlements';
import { translateEnglishMessage } from '../../../lib/validation/validation-messages';

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

/** The operator's moves on an unpaid month: deduct by hand with a reason, record the payment. */
export function SettlementActions({ vendorId, month }: { vendorId: string; month: string }) {
  const { t } = useTranslation();
  const { deduct, pay } = useSettlementChange(vendorId, month);
  const [open, setOpen] = useState<'deduct' | 'pay' | null>(null);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = open === 'pay' ? pay : deduct;
  const start = (which: 'deduct' | 'pay') => {
    setOpen(which);
    setFirst('');
    setSecond(which === 'pay' ? todayInIndia() : '');
    setProblem(null);
    deduct.reset();
    pay.reset();
  };
  const close = () => setOpen(null);
  const save = () => {
    if (open === 'deduct') {
      if (!RUPEES.test(first.trim())) return setProblem(t('tariffs.errors.rupees'));
      deduct.mutate(
        { amountPaise: Math.round(Number(first) * 100), reason: second },
        { onSuccess: close },
      );
    } else pay.mutate({ reference: first, paidOn: second }, { onSuccess: close });
  };
  const error = problem ?? (mutation.isError ? mutationMessage(mutation.error) : null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => start('deduct')}>
        {t('settlements.deduct.open')}
      </Button>
      <Button variant="contained" onClick={() => start('pay')}>
        {t('settlements.pay.open')}
      </Button>
      {open && (
        <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="settlement-dialog">
          <DialogTitle id="settlement-dialog">{t(`settlements.${open}.title`)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t(`settlements.${open}.first`)}
              value={first}
              onChange={(event) => setFirst(event.target.value)}
              autoFocus
            />
            {open === 'deduct' ? (
              <TextField
                label={t('settlements.deduct.second')}
                value={second}
                onChange={(event) => setSecond(event.target.value)}
              />
            ) : (
              <DateField
                kind="date"
                label={t('settlements.pay.second')}
                value={second}
                onChange={setSecond}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('tariffs.form.cancel')}</Button>
            <Button variant="contained" onClick={save} disabled={mutation.isPending}>
              {t(`settlements.${open}.save`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );

  function mutationMessage(failure: unknown) {
    if (!isApiError(failure)) return t('errors.unexpected');
    const field = failure.fieldErrors()[0]?.message;
    return field ? translateEnglishMessage(field) : failure.message;
  }
}
