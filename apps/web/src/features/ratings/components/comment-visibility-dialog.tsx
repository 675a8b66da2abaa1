import type { Rating } from '@raahi/domain/ratings';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks the operator why a comment is hidden (or shown again): the audit log keeps the reason. */
export function CommentVisibilityDialog(props: {
  rating: Rating | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { rating } = props;
  const valid = reason.trim().length >= 3;
  return (
    <Dialog
      open={rating !== null}
      onClose={props.onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle>
        {rating?.commentHidden ? t('ratings.list.show') : t('ratings.list.hide')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {rating?.comment}
        </Typography>
        <TextField
          autoFocus
          label={t('ratings.list.reasonLabel')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('ratings.list.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || props.busy}
          onClick={() => props.onConfirm(reason.trim())}
        >
          {rating?.commentHidden ? t('ratings.list.show') : t('ratings.list.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
