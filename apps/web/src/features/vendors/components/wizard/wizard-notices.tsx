import type { VendorDraftAnswer } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { clampStep, WIZARD_STEPS } from '../../lib/wizard-steps';
import type { SaveStatus } from './use-server-draft';

interface ServerDraftOfferProps {
  draft: VendorDraftAnswer;
  onContinue: () => void;
  onKeep: () => void;
}

/** A draft saved online for the phone just verified: continue it, or keep what is on screen. */
export function ServerDraftOffer({ draft, onContinue, onKeep }: ServerDraftOfferProps) {
  const { t } = useTranslation();
  const step = WIZARD_STEPS[clampStep(draft.activeStep)]!;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{t('vendors.wizard.serverDraftTitle')}</AlertTitle>
      {t('vendors.wizard.serverDraftBody', {
        time: formatDateTime(draft.updatedAt),
        step: t(`vendors.wizard.steps.${step.key}`),
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={onContinue}>
          {t('vendors.wizard.continueDraft')}
        </Button>
        <Button size="small" color="inherit" onClick={onKeep}>
          {t('vendors.wizard.keepLocal')}
        </Button>
      </Box>
    </Alert>
  );
}

interface StartOverDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function StartOverDialog({ open, onCancel, onConfirm }: StartOverDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="start-over-title">
      <DialogTitle id="start-over-title">{t('vendors.wizard.startOverTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('vendors.wizard.startOverBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('vendors.wizard.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('vendors.wizard.startOver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where the draft stands online, once there is a verified phone to save it under. */
export function SaveStatusLine({ status, verified }: { status: SaveStatus; verified: boolean }) {
  const { t } = useTranslation();
  if (!verified || status.kind === 'idle') return null;
  const text =
    status.kind === 'saving'
      ? t('vendors.wizard.savingOnline')
      : status.kind === 'saved'
        ? t('vendors.wizard.savedOnline', { time: formatDateTime(status.at) })
        : t('vendors.wizard.saveFailed');
  return (
    <Typography
      variant="caption"
      component="p"
      role="status"
      color={status.kind === 'failed' ? 'warning.main' : 'text.secondary'}
      sx={{ mt: 1.5, textAlign: 'right' }}
    >
      {text}
    </Typography>
  );
}
