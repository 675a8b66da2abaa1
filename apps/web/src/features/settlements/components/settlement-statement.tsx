import { formatRupees } from '@raahi/domain/formats';
import type { SettlementStatement as Statement } from '@raahi/domain/settlements';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeLineText } from '../../../lib/charge-line-text';
import { formatDate } from '../../../lib/format-date';
import { SettlementDeductions } from './settlement-deductions';
import { SettlementDownloads } from './settlement-downloads';

/** Why this TDS rate or none: section 194C's case, and the year's untaxed payments joining in. */
function tdsReason(t: TFunction, totals: Statement['totals']): string {
  const reason = t(`settlements.tdsRules.${totals.tdsRule}`);
  return totals.tdsCatchUp ? t('settlements.tdsCatchUp', { reason }) : reason;
}

/** A vendor's month: totals down to the net, each duty's amount, the deductions, the payment. */
export function SettlementStatement({
  statement,
  actions,
}: {
  statement: Statement;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { totals, payment } = statement;
  const rows: [string, string][] = [
    [t('settlements.totals.duties'), formatRupees(totals.dutiesPaise)],
    [t('settlements.totals.allowances'), formatRupees(totals.allowancesPaise)],
    [t('settlements.totals.actuals'), formatRupees(totals.actualsPaise)],
    [t('settlements.totals.deductions'), `−${formatRupees(totals.deductionsPaise)}`],
    [t('settlements.totals.amount'), formatRupees(totals.amountPaise)],
    [
      `${t('settlements.totals.tds')} (${tdsReason(t, totals)})`,
      `−${formatRupees(totals.tdsPaise)}`,
    ],
    [t('settlements.totals.net'), formatRupees(totals.netPaise)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('settlements.statementTitle', { vendor: statement.vendorName, month: statement.month })}
      </Typography>
      <Typography color={payment ? 'success.main' : 'text.secondary'}>
        {payment
          ? t('settlements.paid', {
              date: formatDate(payment.paidOn),
              reference: payment.reference,
              net: formatRupees(payment.netPaise),
            })
          : t('settlements.unpaid')}
      </Typography>
      <SettlementDownloads statement={statement} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.75, maxWidth: 560 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {actions}
      {statement.deductions.length > 0 && <SettlementDeductions statement={statement} />}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('settlements.dutiesLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settlements.columns.duty')}</TableCell>
              <TableCell>{t('settlements.columns.lines')}</TableCell>
              <TableCell align="right">{t('settlements.columns.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.duties.map((duty) => (
              <TableRow key={duty.dutyId}>
                <TableCell>{duty.regId}</TableCell>
                <TableCell>
                  {duty.charge
                    ? duty.charge.lines.map((line) => chargeLineText(t, line)).join('; ')
                    : t(`tariffs.charges.missing.${duty.missing ?? 'no-tariff'}`)}
                </TableCell>
                <TableCell align="right">
                  {duty.charge ? formatRupees(duty.charge.totalPaise) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
