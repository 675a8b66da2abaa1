/**
 * A document's sentence with its `{{placeholders}}` filled. The words come from the server's
 * typed catalogues, the values are data (numbers, names, dates) and are put in as they are.
 */
export function fillWords(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The `{{placeholders}}` of a sentence, sorted: a translation must have the English's. */
export const placeholdersOf = (template: string) =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
