import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromTimeInput, nowInput } from '../lib/slip-input';

export interface StepValue {
  at: string;
  km: number | null;
}

interface StepDialogProps {
  title: string;
  /** Whether the step has an odometer reading to enter. */
  withKm: boolean;
  /** Why these values cannot be right (the slip's rules), or null. */
  check: (value: StepValue) => string | null;
  onSave: (value: StepValue) => void;
  onClose: () => void;
}

/** A step of the duty on the road: when (now, unless changed) and the odometer reading. */
export function StepDialog({ title, withKm, check, onSave, onClose }: StepDialogProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState(nowInput());
  const [km, setKm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const at = fromTimeInput(time);
    const reading = km.trim() === '' ? null : Number(km);
    if (!at) return setProblem(t('dutySlips.step.timeRequired'));
    if (withKm && (reading === null || !Number.isInteger(reading) || reading < 0))
      return setProblem(t('dutySlips.step.kmRequired'));
    const value = { at, km: withKm ? reading : null };
    const refusal = check(value);
    if (refusal) return setProblem(refusal);
    onSave(value);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="slip-step-title">
      <DialogTitle id="slip-step-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('dutySlips.step.time')}
          type="datetime-local"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {withKm && (
          <TextField
            label={t('dutySlips.step.km')}
            value={km}
            onChange={(event) => setKm(event.target.value.replace(/\D/g, ''))}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dutySlips.cancel')}</Button>
        <Button variant="contained" size="large" onClick={save}>
          {t('dutySlips.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
