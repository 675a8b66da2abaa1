import { formatCell } from '@raahi/domain/report-cells';
import { reportCellWord } from '@raahi/domain/report-cell-words';
import type { ReportColumn, ReportValue } from '@raahi/domain/reports';
import type { TFunction } from 'i18next';
import { leftToRight } from '../../../lib/bidi';
import { listLabel } from '../../../lib/list-labels';

/**
 * A report's cell as the screen shows it: figures the Indian way, and the words a cell holds
 * (a duty's status, an invoice's, whether a month is paid) in the reader's language. The
 * server sends them in English, as the English CSV writes them; names and numbers are data.
 */
export function reportCellText(
  t: TFunction,
  column: ReportColumn,
  value: ReportValue | undefined,
): string {
  if (value === null && column.type === 'text') return '—';
  const word = reportCellWord(column.key, value);
  switch (word?.list) {
    case 'dutyStatuses':
      return t(`duties.statuses.${word.value}`);
    case 'serviceTypes':
      return listLabel(t, 'serviceTypes', word.value);
    case 'billing':
      return t(`reports.cells.${word.value}`);
    case 'against':
      return t('reports.cells.against', { number: leftToRight(word.number) });
    case undefined:
      return formatCell(column, value);
  }
}
