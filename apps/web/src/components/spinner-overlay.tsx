import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

// MUI's Backdrop with its fade-in, drawn with CSS alone: every page loads this overlay up front,
// and Backdrop would bring MUI's transition components along (2 KB gzip).
const fadeIn = keyframes`from { opacity: 0; }`;

/** Full-screen loading state shown while a lazily loaded screen arrives. */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: 'rgba(240, 246, 250, 0.7)',
        WebkitTapHighlightColor: 'transparent',
        animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeInOut}`,
      })}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
