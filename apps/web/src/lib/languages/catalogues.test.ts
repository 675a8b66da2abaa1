import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@raahi/domain/language-list';
import { describe, expect, it } from 'vitest';
import { LOADING_WORDS } from './loading-words';
import { PARTS, partsFor, type Part } from './parts';
import { pseudoString } from './pseudo';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, file), 'utf8')) as Record<string, unknown>;
const english: Record<string, unknown> = {
  ...read('en-public.json'),
  ...read('en-about.json'),
  ...read('en.json'),
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf as 'a.b.c', plural forms folded into their base key. */
function leaves(value: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof value === 'string') return new Map([[prefix, [value]]]);
  for (const [key, child] of Object.entries(value as object)) {
    const name = prefix ? `${prefix}.${key}` : key;
    for (const [leaf, texts] of leaves(child, name)) {
      const base = leaf.replace(PLURAL, '');
      found.set(base, [...(found.get(base) ?? []), ...texts]);
    }
  }
  return found;
}

const variables = (texts: string[]) =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1])))]
    .sort()
    .join(',');

function pluralForms(value: unknown, prefix = ''): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  if (typeof value !== 'object' || value === null) return forms;
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    const plural = PLURAL.exec(key);
    if (plural) {
      const base = name.replace(PLURAL, '');
      forms.set(base, [...(forms.get(base) ?? []), plural[1]!]);
    }
    for (const [k, v] of pluralForms(child, name)) forms.set(k, v);
  }
  return forms;
}

const translated = LANGUAGE_CODES.filter((code) => code !== 'en');
const filesOf = (code: string) =>
  fs
    .readdirSync(path.join(locales, code))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));

describe('the language catalogues', () => {
  it('gives every language every part a driver uses, and the public and About pages', () => {
    const driverParts = [
      ...['public', 'about', 'shell', 'safety', 'signIn', 'dashboard', 'duties', 'dutySlips'],
      ...['chat', 'notifications', 'liveLocation', 'profile', 'ratings', 'dashboardCharts'],
      ...['history', 'records', 'mui'],
    ];
    for (const code of translated)
      expect(filesOf(code), code).toEqual(expect.arrayContaining(driverParts));
  });

  it.each(translated)("%s: has the vendor's, drivers' and vehicles' screens", (code) => {
    expect(filesOf(code)).toEqual(expect.arrayContaining(['vendors', 'drivers', 'vehicles']));
  });

  it.each(translated)('%s: each part has exactly its English keys and variables', (code) => {
    for (const part of filesOf(code)) {
      expect(Object.keys(PARTS), `${code}/${part}.json is no part`).toContain(part);
      const strings = read(`${code}/${part}.json`);
      expect(Object.keys(strings).sort(), `${code}/${part}.json`).toEqual(
        [...PARTS[part as Part]].sort(),
      );
      for (const top of PARTS[part as Part]) {
        const want = leaves(english[top], top);
        const got = leaves(strings[top], top);
        expect([...got.keys()].sort(), `${code}/${part}: keys of ${top}`).toEqual(
          [...want.keys()].sort(),
        );
        for (const [key, texts] of want)
          expect(variables(got.get(key) ?? []), `${code}: {{…}} in ${key}`).toBe(variables(texts));
      }
    }
  });

  it.each(translated)('%s: plural forms are the ones its CLDR rules use', (code) => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const part of filesOf(code)) {
      for (const [key, forms] of pluralForms(read(`${code}/${part}.json`))) {
        expect(forms, `${code}: ${key} needs 'other'`).toContain('other');
        for (const form of forms)
          expect(categories, `${code}: ${key}_${form}`).toContain(form as Intl.LDMLPluralRule);
      }
    }
  });
});

describe('Konkani plurals', () => {
  it('come from the runtime: Node 20 (ICU 78) knows kok, one/other, 0 and 1 singular', () => {
    const rules = new Intl.PluralRules('kok');
    expect(rules.resolvedOptions().locale).toBe('kok');
    expect([rules.select(0), rules.select(1), rules.select(2)]).toEqual(['one', 'one', 'other']);
  });
});

describe('which parts a screen loads', () => {
  it('gives a public page only the public and library strings, the driver her own screens', () => {
    // Wherever a form can be sent: its messages and the server's answers.
    const forms = ['errors', 'validation', 'serverMessages'];
    const signedIn = ['public', 'mui', 'shell', 'safety', 'records', 'lists', ...forms];
    expect(partsFor('/')).toEqual(['public', 'mui']);
    expect(partsFor('/about-us')).toEqual(['public', 'mui', 'about']);
    expect(partsFor('/invitation')).toEqual(['public', 'mui', ...forms, 'signIn']);
    expect(partsFor('/admin-login')).toEqual(['public', 'mui', ...forms, 'signIn']);
    expect(partsFor('/vendor-onboarding')).toEqual([
      'public',
      'mui',
      ...forms,
      'records',
      'vendors',
      'lists',
    ]);
    expect(partsFor('/driver-dashboard')).toEqual([
      ...signedIn,
      ...['dashboard', 'dashboardCharts', 'duties', 'liveLocation', 'ratings'],
    ]);
    expect(partsFor('/admin-dashboard')).toEqual([
      ...signedIn,
      ...['dashboard', 'dashboardCharts', 'duties'],
    ]);
    expect(partsFor('/vendor-dashboard')).toEqual([
      ...signedIn,
      ...['dashboard', 'dashboardCharts', 'vendors', 'duties'],
    ]);
    expect(partsFor('/duties')).toEqual([...signedIn, 'duties', 'ratings', 'dutySlips', 'tariffs']);
    expect(partsFor('/duties/abc/slip')).toEqual([...signedIn, 'dutySlips', 'duties']);
    expect(partsFor('/chat/abc')).toEqual([...signedIn, 'chat']);
    expect(partsFor('/notifications')).toEqual([...signedIn, 'notifications']);
    expect(partsFor('/profile/abc')).toEqual([
      ...signedIn,
      ...['notifications', 'profile', 'drivers'],
    ]);
    expect(partsFor('/vendor-user/profile/abc')).toEqual([...signedIn, 'notifications', 'profile']);
    expect(partsFor('/rating&reviews')).toEqual([...signedIn, 'ratings']);
    expect(partsFor('/rate/abc')).toEqual(['public', 'mui', ...forms, 'ratings']);
    expect(partsFor('/drivers/abc')).toEqual([...signedIn, 'ratings', 'history', 'drivers']);
    expect(partsFor('/drivers')).toEqual([...signedIn, 'drivers']);
    expect(partsFor('/drivers/add')).toEqual([...signedIn, 'ratings', 'history', 'drivers']);
    expect(partsFor('/vendors')).toEqual([...signedIn, 'vendors']);
    expect(partsFor('/vendors/abc')).toEqual([...signedIn, 'ratings', 'history', 'vendors']);
    expect(partsFor('/vehicles')).toEqual([...signedIn, 'vehicles']);
    expect(partsFor('/vehicles/add')).toEqual([...signedIn, 'ratings', 'history', 'vehicles']);
    expect(partsFor('/vehicles/abc')).toEqual([...signedIn, 'ratings', 'history', 'vehicles']);
    expect(partsFor('/manage-your-employees/abc')).toEqual([...signedIn, 'history', 'staff']);
    expect(partsFor('/manage-your-employees')).toEqual([...signedIn, 'staff']);
    expect(partsFor('/tasks')).toEqual([...signedIn, 'tasks']);
    expect(partsFor('/settings')).toEqual([...signedIn, 'settings']);
    expect(partsFor('/reports/duties')).toEqual([...signedIn, 'reports', 'reportNames', 'duties']);
    expect(partsFor('/billing/invoices')).toEqual([...signedIn, 'billing']);
    expect(partsFor('/billing/tariffs')).toEqual([...signedIn, 'billing', 'tariffs']);
    // A vendor's statement says how each duty was priced, in the tariffs' words.
    expect(partsFor('/billing/settlements')).toEqual([...signedIn, 'billing', 'tariffs']);
    expect(partsFor('/companyprofile')).toEqual([...signedIn, 'billing']);
    expect(partsFor('/livelocation')).toEqual([...signedIn, 'liveLocation']);
    expect(partsFor('/trip/abc')).toEqual(['public', 'mui', ...forms, 'safety', 'duties']);
    expect(partsFor('/livelocation/devices')).toEqual([...signedIn, 'liveLocation']);
  });
});

describe('the pseudo-locale', () => {
  it('accents, brackets and lengthens by 40 %, keeping placeholders', () => {
    const text = 'Hello {{name}}, see <b>duties</b>';
    const pseudo = pseudoString(text);
    expect(pseudo).toMatch(/^\[Ĥéļļö \{\{name\}\}, šéé <b>ðüŧîéš<\/b> [~ ]+\]$/);
    expect(pseudo.length).toBeGreaterThanOrEqual(text.length * 1.4);
  });

  it('pads in words of at most six, so a long paragraph still wraps', () => {
    const padding = pseudoString('x'.repeat(100)).split(' ').slice(1).join(' ');
    expect(padding).toMatch(/^(~{6} )+~{1,6}\]$/);
    expect(padding.replace(/[ \]]/g, '')).toHaveLength(40);
  });
});

describe('the loading word bundled for every language', () => {
  it('is each catalogue’s own app.loading', () => {
    for (const code of translated)
      expect([code, LOADING_WORDS[code]]).toEqual([
        code,
        (read(`${code}/public.json`).app as { loading: string }).loading,
      ]);
  });
});
