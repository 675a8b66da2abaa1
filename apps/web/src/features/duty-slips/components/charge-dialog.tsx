import { CHARGE_KINDS, type ChargeKind } from '@raahi/domain/duty-slips';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, fileProblem } from '../../../lib/document-files';
import { parseRupees } from '../lib/slip-input';

export interface ChargeDraft {
  kind: ChargeKind;
  amountPaise: number;
  note: string | null;
  receipt: File | null;
}

/** A toll, parking, permit or other charge paid on the duty, with a photo of its receipt. */
export function ChargeDialog({
  initialKind,
  onSave,
  onClose,
}: {
  initialKind: ChargeKind;
  onSave: (charge: ChargeDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ChargeKind>(initialKind);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const paise = parseRupees(amount);
    if (!paise) return setProblem(t('dutySlips.charges.amountRequired'));
    onSave({ kind, amountPaise: paise, note: note.trim() || null, receipt });
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    const wrong = fileProblem(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
    setProblem(wrong ? t(`dutySlips.charges.file.${wrong}`) : null);
    setReceipt(wrong ? null : file);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="slip-charge-title">
      <DialogTitle id="slip-charge-title">{t('dutySlips.charges.add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <ToggleButtonGroup
          exclusive
          value={kind}
          onChange={(_, next: ChargeKind | null) => next && setKind(next)}
          aria-label={t('dutySlips.charges.kind')}
          sx={{ flexWrap: 'wrap' }}
        >
          {CHARGE_KINDS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ minHeight: 48, flexGrow: 1 }}>
              {t(`dutySlips.charges.kinds.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label={t('dutySlips.charges.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('dutySlips.charges.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button component="label" variant="outlined" size="large">
          {receipt
            ? t('dutySlips.charges.receiptChosen', { name: receipt.name })
            : t('dutySlips.charges.photo')}
          <input
            hidden
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            capture="environment"
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </Button>
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
