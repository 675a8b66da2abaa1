import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Full-screen loading state shown while a lazily loaded screen arrives. */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  return (
    <Backdrop
      open
      role="status"
      aria-live="polite"
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        backgroundColor: 'rgba(240, 246, 250, 0.7)',
      })}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Backdrop>
  );
}
