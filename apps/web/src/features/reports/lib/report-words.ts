import type { ReportColumn, ReportKind } from '@raahi/domain/reports';
import { REPORTS } from '@raahi/domain/reports';
import type { TFunction } from 'i18next';

/**
 * A report's title, description and column headings in the reader's language. The domain
 * names them in English for the server's exports (CSV, XLSX, PDF); the screen reads the same
 * words from the catalogues (`reportNames`), and a word the catalogue lacks stays English.
 */
export function reportTitle(t: TFunction, kind: ReportKind): string {
  return t(`reportNames.${kind}.title`, { defaultValue: REPORTS[kind].title });
}

export function reportDescription(t: TFunction, kind: ReportKind): string {
  return t(`reportNames.${kind}.description`, { defaultValue: REPORTS[kind].description });
}

/** A column's heading: the report's own word for it where it has one ("TDS deducted"). */
export function columnLabel(t: TFunction, kind: ReportKind, column: ReportColumn): string {
  return t([`reportNames.${kind}.columns.${column.key}`, `reportNames.columns.${column.key}`], {
    defaultValue: column.label,
  });
}
