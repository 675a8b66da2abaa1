import { LANGUAGE_CODES } from '@raahi/domain/language-list';
import { REPORT_KINDS, REPORTS, reportColumns, type ReportGroup } from '@raahi/domain/reports';
import { describe, expect, it } from 'vitest';
import {
  localColumns,
  localRow,
  REPORT_LANGUAGES,
  reportLanguage,
} from '../../src/modules/reports/report-language.js';
import { REPORT_COLUMN_KEYS } from '../../src/modules/reports/report-words/report-words.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every string of a catalogue with its path: `email.body`, `columns.km`, … */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    strings(inner, path ? `${path}.${key}` : key),
  );
}

const SCRIPTS: Record<string, RegExp> = {
  kn: /\p{Script=Kannada}/u,
  hi: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  ml: /\p{Script=Malayalam}/u,
  te: /\p{Script=Telugu}/u,
  ur: /\p{Script=Arabic}/u,
  mr: /\p{Script=Devanagari}/u,
  kok: /\p{Script=Devanagari}/u,
};

/** Every report with every grouping it takes. */
const layouts = REPORT_KINDS.flatMap((kind) =>
  (REPORTS[kind].groups as readonly ReportGroup[]).map((group) => ({ kind, group })),
);

describe('the words of reports’ files and e-mails', () => {
  it('come in every language of the screens', () => {
    expect(Object.keys(REPORT_LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('keep English’s placeholders in every sentence of every language', () => {
    const english = new Map(strings(REPORT_LANGUAGES.en));
    for (const [code, words] of Object.entries(REPORT_LANGUAGES)) {
      // A report's own word for a column is optional (English has "Date" for invoices' day).
      const required = (path: string) => !path.startsWith('reportColumns.');
      const paths = strings(words);
      expect(
        paths
          .map(([path]) => path)
          .filter(required)
          .sort(),
        code,
      ).toEqual([...english.keys()].filter(required).sort());
      for (const [path, text] of paths)
        expect(placeholders(text), `${code} ${path}`).toEqual(
          placeholders(english.get(path) ?? ''),
        );
    }
  });

  it('name every column of every report', () => {
    const keys: readonly string[] = REPORT_COLUMN_KEYS;
    for (const { kind, group } of layouts)
      for (const column of reportColumns(kind, group))
        expect(keys, `${kind} ${group}`).toContain(column.key);
  });

  it('leave English files as they were: the domain’s titles and headings', () => {
    const { words } = reportLanguage('en');
    for (const { kind, group } of layouts) {
      expect(words.titles[kind]).toBe(REPORTS[kind].title);
      const columns = reportColumns(kind, group);
      expect(localColumns(words, kind, columns), `${kind} ${group}`).toEqual(columns);
    }
    expect(words.total).toBe('Total');
  });

  it('write the other languages in their own letters, right to left for Urdu', () => {
    for (const [code, script] of Object.entries(SCRIPTS)) {
      const { words, direction } = reportLanguage(code as keyof typeof REPORT_LANGUAGES);
      expect(direction).toBe(code === 'ur' ? 'rtl' : 'ltr');
      for (const [path, text] of strings(words))
        if (!/^(columns|reportColumns)\.\w*\.?(cgst|sgst|igst|tds)$|^email\.subject$/.test(path))
          expect(text, `${code} ${path}`).toMatch(script);
    }
  });

  it('put a duty’s status and service type in words, and leave names and other values', () => {
    const { words } = reportLanguage('hi');
    const row = { status: 'NoShow', serviceType: 'AD/Hoc Cabs', driver: 'Ravi', km: 40 };
    expect(localRow(words, row)).toEqual({
      status: 'यात्री नहीं आया',
      serviceType: 'ज़रूरत पर कैब',
      driver: 'Ravi',
      km: 40,
    });
    // A value that is no list's stays as it is.
    expect(localRow(words, { status: 'constructor' })).toEqual({ status: 'constructor' });
    expect(localRow(words, { company: 'Paid' })).toEqual({ company: 'Paid' });
  });

  it('put billing’s words in cells, a credit note’s invoice kept whole', () => {
    const { words } = reportLanguage('hi');
    const invoice = { document: 'Invoice', reverseCharge: 'No', status: 'Part credited' };
    expect(localRow(words, invoice)).toEqual({
      document: 'इनवॉइस',
      reverseCharge: 'नहीं',
      status: 'आंशिक क्रेडिट',
    });
    const note = { document: 'Credit note', status: 'Against RH/26-27/0007', total: -1050 };
    expect(localRow(words, note)).toEqual({
      document: 'क्रेडिट नोट',
      status: 'RH/26-27/0007 के विरुद्ध',
      total: -1050,
    });
    expect(localRow(reportLanguage('ta').words, { paid: 'Not paid' })).toEqual({
      paid: 'செலுத்தப்படவில்லை',
    });
    // English files keep the words as the CSV always wrote them.
    expect(localRow(reportLanguage('en').words, note)).toBe(note);
  });
});
