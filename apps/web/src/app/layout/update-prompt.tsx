import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker, updateNow, useUpdateWaiting } from '../../lib/service-worker';

/** Installs the service worker and offers a new version of the app once it is ready. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  useEffect(registerServiceWorker, []);
  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('serviceWorker.updateReady')}
      action={
        <Button color="secondary" size="small" onClick={updateNow}>
          {t('serviceWorker.reload')}
        </Button>
      }
    />
  );
}
