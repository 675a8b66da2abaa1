import { formatRupees } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSlip } from '../api/get-slip';
import { slipDuration } from '../lib/slip-refusal-text';
import { formatKm } from '../../../lib/format-km';

/** The slip's figures in a few lines, for the duty's drawer, and the way to the whole slip. */
export function SlipSummary({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const slip = useSlip(dutyId);
  if (slip.isPending) return <CircularProgress size={20} aria-label={t('app.loading')} />;
  if (slip.isError) return null;
  const { totals } = slip.data;
  const rows: [string, string][] = [
    [t('dutySlips.summary.km'), totals.km === null ? '—' : formatKm(totals.km)],
    [t('dutySlips.summary.hours'), totals.minutes === null ? '—' : slipDuration(t, totals.minutes)],
    [t('dutySlips.summary.charges'), formatRupees(totals.chargesPaise)],
    [t('dutySlips.summary.allowances'), formatRupees(totals.allowancesPaise)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: 0.75 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={`/duties/${dutyId}/slip`}
        variant="outlined"
        startIcon={<ReceiptLongIcon />}
        sx={{ justifySelf: 'start' }}
      >
        {t('dutySlips.summary.open', { number: slip.data.number })}
      </Button>
    </Box>
  );
}
