/**
 * Finds the sentences the domain's schemas write for people: string literals given as a zod
 * check's message (`.regex(re, '…')`, `.min(1, '…')`, `.refine(fn, '…')`) or as a `message:` /
 * `error:` property (a ternary's branches included). Template literals keep their slots as
 * `{{}}`. Only for the completeness test (domain-messages.test.ts): it reads source text, and
 * is deliberately a scan, not a parser, so it stays small; the test's fixtures pin its reach.
 */

// zod checks whose message is their second argument, and those whose message is their first.
const SECOND_ARGUMENT =
  /\.(regex|min|max|length|gt|gte|lt|lte|multipleOf|refine|includes|startsWith|endsWith)\(/g;
const FIRST_ARGUMENT = /\.(email|url|uuid|int|positive|nonnegative|negative|nonempty)\(/g;
const PROPERTY = /\b(message|error)\s*:/g;
// What a `…Problem()` function returns is a message too (scheduleProblem, rosterDatesProblem).
const PROBLEM_FUNCTION = /\bfunction\s+\w+Problem\s*\(/g;
const RETURNED = /\breturn\b/g;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

/** The source without comments (string contents kept, so `//` in a URL survives). */
function withoutComments(source: string): string {
  return source.replace(LITERAL_OR_COMMENT, (match) =>
    match.startsWith('/') ? ' '.repeat(match.length) : match,
  );
}
const LITERAL_OR_COMMENT =
  /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/**
 * From `start`, the text up to the end of the expression: a `,` `;` or closing bracket at
 * depth 0; for a `block`, only the closing bracket.
 */
function expressionAt(source: string, start: number, block = false): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i]!;
    if (char === "'" || char === '"' || char === '`') {
      // Skip the whole literal: its brackets and commas are text.
      const literal = new RegExp(LITERAL.source, 'y');
      literal.lastIndex = i;
      i += (literal.exec(source)?.[0].length ?? 1) - 1;
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) return source.slice(start, i);
      depth -= 1;
    } else if ((char === ',' || char === ';') && depth === 0 && !block)
      return source.slice(start, i);
  }
  return source.slice(start);
}

/** The arguments of a call whose `(` is just before `start`. */
function argumentsAt(source: string, start: number): string[] {
  const args: string[] = [];
  let at = start;
  for (;;) {
    const arg = expressionAt(source, at);
    args.push(arg);
    at += arg.length;
    if (source[at] !== ',') return args;
    at += 1;
  }
}

/** A message written as code (a schema, a function call) is not a sentence to scan. */
const isSchema = (expression: string) => /^\s*(z\.|[A-Z]\w*Schema\b)/.test(expression);

function literalsIn(expression: string): string[] {
  if (isSchema(expression)) return [];
  return [...expression.matchAll(LITERAL)].map(([, single, double, template]) =>
    template !== undefined
      ? template.replace(/\$\{[^}]*\}/g, '{{}}')
      : (single ?? double)!.replace(/\\(.)/g, '$1'),
  );
}

/** Every message sentence in one file's source, each once. */
export function scanMessages(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(PROPERTY))
    found.push(...literalsIn(expressionAt(code, match.index + match[0].length)));
  for (const match of code.matchAll(PROBLEM_FUNCTION)) {
    const afterParameters =
      match.index + match[0].length + expressionAt(code, match.index + match[0].length).length + 1;
    const open = code.indexOf('{', afterParameters);
    const body = expressionAt(code, open + 1, true);
    for (const returned of body.matchAll(RETURNED))
      found.push(...literalsIn(expressionAt(body, returned.index + returned[0].length)));
  }
  for (const match of code.matchAll(SECOND_ARGUMENT))
    for (const arg of argumentsAt(code, match.index + match[0].length).slice(1))
      found.push(...literalsIn(arg));
  for (const match of code.matchAll(FIRST_ARGUMENT))
    found.push(...literalsIn(argumentsAt(code, match.index + match[0].length)[0] ?? ''));
  // Sentences only: a bare word ('custom', an enum's value) is data or a code.
  return [...new Set(found.filter((text) => /\s/.test(text.trim())))];
}

/** A sentence with its slots blanked: '{{days}}' and '${MAX}' both become '{{}}'. */
export const slotsBlanked = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '{{}}');

const APP_ERROR = /\bnew\s+AppError\s*\(/g;

/** A server message: the error's code as written (a literal, or the expression) and its sentence. */
export interface ServerMessage {
  code: string;
  sentence: string;
}

/**
 * The sentences the server answers with: the message argument of `new AppError(code, message)`,
 * a literal, a template (its `${…}` as `{{}}`), a ternary's branches, or a constant of the same
 * file (`const GONE = '…'`). A message built elsewhere (a variable, a function's result) is not
 * seen: those are the domain's sentences, under `validation`.
 */
export function scanAppErrorMessages(source: string): ServerMessage[] {
  const code = withoutComments(source);
  const found = new Map<string, ServerMessage>();
  for (const match of code.matchAll(APP_ERROR)) {
    const [errorCode = '', message = ''] = argumentsAt(code, match.index + match[0].length);
    const constant = /^\s*([A-Z][A-Z0-9_]*)\s*$/.exec(message)?.[1];
    const declared = constant && new RegExp(`\\bconst\\s+${constant}\\s*=\\s*`).exec(code);
    const expression = constant
      ? declared
        ? expressionAt(code, declared.index + declared[0].length)
        : ''
      : message;
    for (const sentence of literalsIn(expression))
      if (/\s/.test(sentence.trim())) found.set(sentence, { code: errorCode.trim(), sentence });
  }
  return [...found.values()];
}
