import { fillWords } from '../../core/fill-words.js';
import { formatIndianDate } from '@raahi/domain/formats';
import type { LanguageCode } from '@raahi/domain/language-list';
import { formatMadeAt } from '@raahi/domain/report-cells';
import { languageByCode } from '@raahi/domain/language-list';
import { reportCellWord } from '@raahi/domain/report-cell-words';
import type { ReportColumn, ReportKind, ReportRow } from '@raahi/domain/reports';
import { en } from './report-words/en.js';
import { hi } from './report-words/hi.js';
import { kn } from './report-words/kn.js';
import { kok } from './report-words/kok.js';
import { ml } from './report-words/ml.js';
import { mr } from './report-words/mr.js';
import type { ReportColumnKey, ReportWords } from './report-words/report-words.js';
import { ta } from './report-words/ta.js';
import { te } from './report-words/te.js';
import { ur } from './report-words/ur.js';

/**
 * The languages a report's file and e-mail are written in: every language of the screens; the
 * type makes a language added to the list come with its words.
 */
export const REPORT_LANGUAGES: Record<LanguageCode, ReportWords> = {
  kn,
  en,
  hi,
  ta,
  ml,
  te,
  ur,
  mr,
  kok,
};

/** What a report writer needs of a language: its words and which way its lines run. */
export interface ReportLanguage {
  code: LanguageCode;
  words: ReportWords;
  direction: 'ltr' | 'rtl';
}

export function reportLanguage(code: LanguageCode): ReportLanguage {
  return {
    code,
    words: REPORT_LANGUAGES[code],
    direction: languageByCode(code)?.dir ?? 'ltr',
  };
}

/** A report as its file writers take it (XLSX, PDF): already in the reader's words. */
export interface ReportFileContent {
  title: string;
  from: string;
  to: string;
  period: boolean;
  columns: ReportColumn[];
  totals: ReportRow;
  batches: AsyncIterable<ReportRow[]>;
  language: ReportLanguage;
}

/** The line under a report's title: its period (or "as of today") and when it was made. */
export function madeLine(report: ReportFileContent, madeAt: Date): string {
  const { words } = report.language;
  const period = report.period
    ? fillWords(words.period, {
        from: formatIndianDate(report.from),
        to: formatIndianDate(report.to),
      })
    : words.asOfToday;
  return fillWords(words.made, { period, at: formatMadeAt(madeAt) });
}

/** The columns with their headings in the language (a key it lacks keeps the domain's label). */
export function localColumns(
  words: ReportWords,
  kind: ReportKind,
  columns: ReportColumn[],
): ReportColumn[] {
  return columns.map((column) => {
    const key = column.key as ReportColumnKey;
    const label = words.reportColumns[kind]?.[key] ?? words.columns[key] ?? column.label;
    return { ...column, label };
  });
}

/** What a cell says in the language: its list value's or billing's word; names are data. */
function localCell(words: ReportWords, key: string, value: ReportRow[string]): ReportRow[string] {
  const word = reportCellWord(key, value);
  switch (word?.list) {
    case 'dutyStatuses':
      return words.dutyStatuses[word.value];
    case 'serviceTypes':
      return words.serviceTypes[word.value];
    case 'billing':
      return words.cells[word.value];
    case 'against':
      return fillWords(words.cells.against, { number: word.number });
    case undefined:
      return value;
  }
}

/** A row with the words its cells hold (statuses, service types, billing's) in the language. */
export function localRow(words: ReportWords, row: ReportRow): ReportRow {
  let local: ReportRow | undefined;
  for (const [key, value] of Object.entries(row)) {
    const word = localCell(words, key, value);
    if (word === value) continue;
    local ??= { ...row };
    local[key] = word;
  }
  return local ?? row;
}

/** The batches of rows as they come, each row in the language's words. */
export async function* localBatches(
  words: ReportWords,
  batches: AsyncIterable<ReportRow[]>,
): AsyncGenerator<ReportRow[]> {
  for await (const rows of batches) yield rows.map((row) => localRow(words, row));
}
