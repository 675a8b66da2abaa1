import type { KycCheck } from '@raahi/domain/kyc';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { translateEnglishMessage } from '../../lib/validation/validation-messages';

/** The offline checks run on a number as it is typed, each with its outcome. */
export function ChecksList({ checks, label }: { checks: KycCheck[]; label: string }) {
  if (checks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-live="polite"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {checks.map((check) => (
        <Box
          component="li"
          key={check.check}
          sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', py: 0.25 }}
        >
          {check.ok ? (
            <CheckCircleIcon fontSize="small" color="success" aria-hidden sx={{ mt: '1px' }} />
          ) : (
            <ErrorOutlineIcon fontSize="small" color="error" aria-hidden sx={{ mt: '1px' }} />
          )}
          <Typography variant="body2" color={check.ok ? 'text.secondary' : 'error'}>
            {translateEnglishMessage(check.message)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
