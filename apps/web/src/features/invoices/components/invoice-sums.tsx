import { formatRate } from '@raahi/domain/billing';
import { formatRupees } from '@raahi/domain/formats';
import type { InvoicePreview } from '@raahi/domain/invoices';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Sums = Pick<
  InvoicePreview,
  | 'taxRows'
  | 'taxablePaise'
  | 'pureAgentPaise'
  | 'totalPaise'
  | 'amountInWords'
  | 'supply'
  | 'stateTaxName'
  | 'reverseCharge'
>;

/** Taxable value, each tax by rate, pure-agent actuals and the total, as the invoice prints them. */
export function InvoiceSums({ sums }: { sums: Sums }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [[t('invoices.sums.taxable'), sums.taxablePaise]];
  for (const tax of sums.taxRows) {
    const half = formatRate(tax.basisPoints / 2);
    if (sums.supply === 'intra-state') {
      rows.push([`CGST @ ${half}`, tax.cgstPaise]);
      rows.push([`${sums.stateTaxName} @ ${half}`, tax.sgstPaise]);
    } else rows.push([`IGST @ ${formatRate(tax.basisPoints)}`, tax.igstPaise]);
  }
  if (sums.pureAgentPaise > 0) rows.push([t('invoices.sums.pureAgent'), sums.pureAgentPaise]);
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
        {rows.map(([label, paise]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatRupees(paise)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('invoices.sums.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
          {formatRupees(sums.totalPaise)}
        </Typography>
      </Box>
      <Typography variant="caption" component="p">
        {sums.amountInWords}
        {sums.reverseCharge ? ` · ${t('invoices.reverseChargeNote')}` : ''}
      </Typography>
    </Box>
  );
}
