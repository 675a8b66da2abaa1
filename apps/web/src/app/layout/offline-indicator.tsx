import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../lib/live-status';

// On a phone the full note does not fit beside the bar's buttons: it is still read out.
const hiddenOnPhones = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: 'hidden',
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

/**
 * A small note in the top bar while the live socket is down and trying again: what the screens
 * show may be behind until it is back. The region is always there, so screen readers announce
 * the note when it appears.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const offline = useLiveStatus((state) => state.status === 'reconnecting');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', minWidth: 0 }}>
      {offline && (
        <Chip
          icon={<CloudOffIcon />}
          size="small"
          color="warning"
          variant="outlined"
          label={
            <>
              <Box component="span" sx={hiddenOnPhones}>
                {t('shell.live.offline')}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { sm: 'none' } }}>
                {t('shell.live.offlineShort')}
              </Box>
            </>
          }
        />
      )}
    </Box>
  );
}
