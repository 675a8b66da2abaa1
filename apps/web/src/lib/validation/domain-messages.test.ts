import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { scanMessages, slotsBlanked } from './domain-message-scan';
import { i18n } from '../i18n';
import { translateEnglishMessage } from './validation-messages';

const domain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/domain/src',
);

/**
 * Left out on purpose, each with why: these are not messages a person reads on a form.
 * - messages.ts: plainMessage's generic sentences, kept under `validation.generic`.
 * - duty-slip-rules.ts: a slip's refusals carry a `reason` and the points' English names in
 *   their sentence; the slip writes them from those (features/duty-slips/lib/slip-refusal-text).
 * - billing/billable-slip.ts: a programming guard on the server (a RangeError), never shown.
 */
const EXCLUDED_FILES = ['messages.ts', 'duty-slip-rules.ts', 'billing/billable-slip.ts'];
/** Query parameters of the API that no form sends: a person never reads these. */
const EXCLUDED_SENTENCES = [
  'A cursor from a page',
  'A cursor from the previous page',
  'An in-app path starting with /',
  'to must be after from',
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the scan for the domain’s messages', () => {
  it('finds check messages, message and error properties, ternaries, templates and problems', () => {
    const source = `
      const A = z.string().regex(/^[a-z]+$/, 'Use small letters').min(2, "Say more, please");
      const B = z.email('Enter a valid email address').refine((v) => v !== 'x y', {
        message: ok ? 'Looks right' : \`At most \${MAX} days\`,
      });
      const C = z.string({ error: 'Enter a name' }); // message: 'A comment, not a message'
      const D = z.object({ error: z.string(), kind: z.enum(['Two words']) });
      export function datesProblem(dates: { from: string }): string | null {
        if (!dates.from) return 'Give a first day';
        return null;
      }`;
    expect(scanMessages(source).sort()).toEqual(
      [
        'Use small letters',
        'Say more, please',
        'Enter a valid email address',
        'Looks right',
        'At most {{}} days',
        'Enter a name',
        'Give a first day',
      ].sort(),
    );
  });
});

describe('validation.schema', () => {
  const keyed = new Set(Object.values(english.validation.schema).map(slotsBlanked));

  it('has a key for every message the domain’s schemas write for people', () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(domain)) {
      if (EXCLUDED_FILES.includes(path.relative(domain, file).split(path.sep).join('/'))) continue;
      for (const sentence of scanMessages(fs.readFileSync(file, 'utf8'))) {
        if (EXCLUDED_SENTENCES.includes(sentence) || keyed.has(sentence)) continue;
        missing.add(`${path.relative(domain, file)}: ${sentence}`);
      }
    }
    // Add each to locales/en.json under validation.schema (a camelCase key of its first words,
    // its English exactly as written, `{{name}}` for each \${…}), then to each language's
    // validation.json.
    expect([...missing]).toEqual([]);
  });

  it('reads each English sentence back to its own key', async () => {
    await i18n.changeLanguage('cimode');
    try {
      // i18next's cimode answers with the key itself: each sentence must find its own.
      for (const [key, sentence] of Object.entries(english.validation.schema)) {
        const filled = sentence.replace(/\{\{(\w+)\}\}/g, 'X1');
        expect(translateEnglishMessage(filled), sentence).toBe(`validation.schema.${key}`);
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
