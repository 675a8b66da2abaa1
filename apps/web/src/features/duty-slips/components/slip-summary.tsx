import { formatRupees } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSlip } from '../api/get-slip';
import { slipDuration } from '../lib/slip-refusal-text';
import { formatKm } from '../../../lib/format-km';

/**
 * The slip's figures in a few lines, for the duty's drawer, and the way to the whole slip.
 * While they come, the same lines hold their place, so the drawer's sections below do not move.
 */
export function SlipSummary({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const slip = useSlip(dutyId);
  if (slip.isError) return null;
  const totals = slip.data?.totals;
  const figure = (shown: (value: NonNullable<typeof totals>) => string): ReactNode =>
    totals ? shown(totals) : <Skeleton width={72} />;
  const rows: [string, ReactNode][] = [
    [t('dutySlips.summary.km'), figure(({ km }) => (km === null ? '—' : formatKm(km)))],
    [
      t('dutySlips.summary.hours'),
      figure(({ minutes }) => (minutes === null ? '—' : slipDuration(t, minutes))),
    ],
    [t('dutySlips.summary.charges'), figure(({ chargesPaise }) => formatRupees(chargesPaise))],
    [
      t('dutySlips.summary.allowances'),
      figure(({ allowancesPaise }) => formatRupees(allowancesPaise)),
    ],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-busy={slip.isPending}>
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
      {slip.data ? (
        <Button
          component={RouterLink}
          to={`/duties/${dutyId}/slip`}
          variant="outlined"
          startIcon={<ReceiptLongIcon />}
          sx={{ justifySelf: 'start' }}
        >
          {t('dutySlips.summary.open', { number: slip.data.number })}
        </Button>
      ) : (
        <Skeleton
          variant="rounded"
          width={180}
          height={36.5}
          role="progressbar"
          aria-label={t('app.loading')}
        />
      )}
    </Box>
  );
}
