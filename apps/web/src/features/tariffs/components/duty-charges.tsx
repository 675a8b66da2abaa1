import { formatRupees } from '@raahi/domain/formats';
import type { SideCharge } from '@raahi/domain/tariffs';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chargeLineText } from '../../../lib/charge-line-text';
import { useDutyCharges } from '../api/tariffs';

/** One side's amount and the lines that explain it, or why it has none yet. */
function Side({ title, side }: { title: string; side: SideCharge }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
        {side.charge && ` — ${formatRupees(side.charge.totalPaise)}`}
      </Typography>
      {side.charge ? (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}
        >
          {side.charge.lines.map((line, i) => (
            <Box key={i} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {chargeLineText(t, line)}
                {!line.taxable && ` (${t('tariffs.charges.atActuals')})`}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {formatRupees(line.amountPaise)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(`tariffs.charges.missing.${side.missing ?? 'no-tariff'}`)}
        </Typography>
      )}
    </Box>
  );
}

/** A completed duty's sale and purchase amounts, as much of them as the caller may see. */
export function DutyCharges({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const charges = useDutyCharges(dutyId);
  if (charges.isPending) return <CircularProgress size={20} aria-label={t('app.loading')} />;
  if (charges.isError) return null;
  const { sale, purchase } = charges.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {sale && <Side title={t('tariffs.charges.sale')} side={sale} />}
      {purchase && <Side title={t('tariffs.charges.purchase')} side={purchase} />}
    </Box>
  );
}
