import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why, for a correction that has nothing else to enter (removing a charge). */
export function ReasonDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="slip-reason-title">
      <DialogTitle id="slip-reason-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          label={t('dutySlips.correct.reason')}
          helperText={t('dutySlips.correct.reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dutySlips.cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onConfirm(reason.trim())}>
          {t('dutySlips.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
