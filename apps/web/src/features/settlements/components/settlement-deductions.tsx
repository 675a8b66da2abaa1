import { formatRupees } from '@raahi/domain/formats';
import { ruleReasonParts } from '@raahi/domain/settlement-penalties';
import type { SettlementStatement } from '@raahi/domain/settlements';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Deduction = SettlementStatement['deductions'][number];

/** The operator's own words as typed; a rule's in the reader's language, with its duty and minutes. */
function reasonText(t: TFunction, deduction: Deduction): string {
  const parts = deduction.rule ? ruleReasonParts(deduction.rule, deduction.reason) : null;
  if (!deduction.rule || !parts) return deduction.reason;
  return t(`settlements.ruleReasons.${deduction.rule}`, {
    duty: parts.duty,
    minutes: parts.minutes ?? '',
  });
}

/**
 * The month's deductions, each saying whether the operator made it by hand or a rule did (a late
 * start, a vehicle that did not report, priced by the operator's settings).
 */
export function SettlementDeductions({
  statement,
}: {
  statement: Pick<SettlementStatement, 'deductions'>;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('settlements.deductions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('settlements.deductionColumns.reason')}</TableCell>
            <TableCell>{t('settlements.deductionColumns.source')}</TableCell>
            <TableCell align="right">{t('settlements.deductionColumns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.deductions.map((deduction, index) => (
            // A rule's line has no id until the month is paid; its duty and rule name it.
            <TableRow key={deduction.id ?? `${deduction.rule}-${deduction.dutyId}-${index}`}>
              <TableCell>{reasonText(t, deduction)}</TableCell>
              <TableCell>
                {deduction.rule
                  ? t('settlements.source.rule', {
                      rule: t(`settlements.rules.${deduction.rule}`),
                    })
                  : t('settlements.source.hand')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                −{formatRupees(deduction.amountPaise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
