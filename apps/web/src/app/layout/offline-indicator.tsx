import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../lib/live-status';

// Beside a phone's top-bar buttons (and the demo chip) only the icon fits: the words are still
// there for screen readers, and come back from 600 px up.
const wordsFromTablets = {
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
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexShrink: 0 }}>
      {offline && (
        <Chip
          icon={<CloudOffIcon />}
          size="small"
          color="warning"
          variant="outlined"
          label={
            <Box component="span" sx={wordsFromTablets}>
              {t('shell.live.offline')}
            </Box>
          }
          sx={{ '& .MuiChip-label': { px: { xs: 0.5, sm: 1 } } }}
        />
      )}
    </Box>
  );
}
