import type { SosRaise } from '@raahi/domain/safety';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPosition } from '../lib/current-position';

/**
 * The SOS button and its confirmation (one more tap, so a phone in a pocket does not raise one).
 * `send` gets the phone's position, or nothing when it has none in 5 seconds.
 */
export function SosButton(props: {
  send: (body: SosRaise) => void;
  pending: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [locating, setLocating] = useState(false);

  async function confirm() {
    setLocating(true);
    const position = await currentPosition();
    setLocating(false);
    setAsking(false);
    props.send(position);
  }

  return (
    <>
      <Button
        variant="contained"
        color="error"
        size="large"
        fullWidth
        sx={{ py: 1.5, fontSize: '1.25rem', fontWeight: 700 }}
        disabled={props.pending}
        onClick={() => setAsking(true)}
      >
        {props.label ?? t('emergency.button')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="sos-confirm-title">
        <DialogTitle id="sos-confirm-title">{t('emergency.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('emergency.confirmBody')}</DialogContentText>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('emergency.call112')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('emergency.cancel')}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={locating}
            onClick={() => void confirm()}
          >
            {locating ? t('emergency.locating') : t('emergency.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
