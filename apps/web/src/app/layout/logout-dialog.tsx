import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §2: 'Confirm Logout', its sentence, Cancel and Logout. */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
    >
      <DialogTitle id="logout-dialog-title">{t('logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{t('logout.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('logout.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained">
          {t('logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
