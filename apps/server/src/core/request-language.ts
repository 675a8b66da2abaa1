import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from '@raahi/domain/language-list';

/**
 * The language a document asked for over HTTP is written in: the first of the request's
 * `Accept-Language` tags (in the header's order of preference) that is one of Raahi's languages,
 * matched on its primary subtag ("kn-IN" is Kannada), else English. The web sends the language
 * its screens are in, so a person downloads a slip or a report in the language they read it in.
 */
export function requestLanguage(acceptLanguage: string | undefined): LanguageCode {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const tags = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        code: tag.toLowerCase().split('-')[0]!,
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (
    tags.map((t) => languageByCode(t.code)?.code).find((code) => code !== undefined) ??
    DEFAULT_LANGUAGE
  );
}
