import { i18n } from '../i18n';

/**
 * The domain's schemas and the server speak English sentences; the catalogues hold them under
 * `validation.*` (the schemas' and fields' messages) and `serverMessages.*` (the server's own
 * answers: a 409's refusal, a 403's or 404's text) keys whose English value is exactly that
 * sentence, `{{slots}}` standing for what varies (a count, a state code). This finds a
 * sentence's key by reading the English catalogue backwards and answers in the current
 * language, so the domain and the server never learn about i18next and a sentence without a
 * key (dynamic text from the server) stays as it came.
 */

/** The top-level keys read backwards, in order: a sentence in both is `validation`'s. */
const SOURCES = ['validation', 'serverMessages'] as const;

interface Template {
  /** The i18next key, plural suffix dropped: i18next picks the form from `count`. */
  key: string;
  english: string;
  /** Matches the English sentence, capturing each slot in order. */
  pattern: RegExp;
  slots: string[];
  /** Letters outside the slots: the longest template is tried first, so 'Registered in
   * {{state}}, not {{expected}}' wins over 'Registered in {{state}}'. */
  fixedLength: number;
}

const SLOT = /\{\{\s*(\w+)[^}]*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(strings: unknown, prefix: string): Template[] {
  if (typeof strings === 'string') {
    const slots = [...strings.matchAll(SLOT)].map((slot) => slot[1]!);
    const parts = strings.split(SLOT).filter((_, index) => index % 2 === 0);
    const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's');
    const fixedLength = parts.join('').length;
    const key = prefix.replace(PLURAL_SUFFIX, '');
    return [{ key, english: strings, pattern, slots, fixedLength }];
  }
  if (typeof strings !== 'object' || strings === null) return [];
  return Object.entries(strings).flatMap(([name, child]) =>
    templatesOf(child, `${prefix}.${name}`),
  );
}

// The English catalogue arrives with the app's strings (lib/i18n.ts): rebuilt when it changes.
interface Lookup {
  from: unknown[];
  /** Sentences without slots, to their keys. */
  exact: Map<string, string>;
  /** Sentences with slots, the longest fixed text first. */
  patterns: Template[];
}
let built: Lookup | undefined;

function lookup(): Lookup {
  const english = SOURCES.map((source): unknown => i18n.getResource('en', 'translation', source));
  if (!built || built.from.some((strings, index) => strings !== english[index])) {
    const templates = SOURCES.flatMap((source, index) => templatesOf(english[index], source));
    const exact = new Map<string, string>();
    for (const template of templates)
      if (template.slots.length === 0 && !exact.has(template.english))
        exact.set(template.english, template.key);
    built = {
      from: english,
      exact,
      // A stable sort: on a tie, validation's pattern is tried first.
      patterns: templates
        .filter((template) => template.slots.length > 0)
        .sort((a, b) => b.fixedLength - a.fixedLength),
    };
  }
  return built;
}

const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;

/**
 * A validation message or a server's answer in the current language; English, or unknown text,
 * as it is.
 */
export function translateEnglishMessage(message: string): string {
  if (i18n.language === 'en') return message;
  const { exact, patterns } = lookup();
  const key = exact.get(message);
  if (key) return translate(key);
  for (const { key: templateKey, pattern, slots } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, unknown> = {};
    slots.forEach((slot, index) => {
      const value = match[index + 1]!;
      // A plural's form is chosen by a number, not by the text '3'.
      values[slot] = slot === 'count' && /^\d+$/.test(value) ? Number(value) : value;
    });
    return translate(templateKey, values);
  }
  return message;
}
