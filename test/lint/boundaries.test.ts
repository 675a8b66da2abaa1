import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_RULES } from '../../eslint.boundaries.js';

/*
 * Each file under fixtures/ is linted as if it sat at the same path in the real tree, with the
 * real eslint.config.js. A line ending in `// error: <rule>, …` must be reported by exactly those
 * rules; every other line must be reported by none.
 */

const root = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(import.meta.dirname, 'fixtures');

const IMPORT_RULES = new Set([
  'max-lines',
  'import-x/no-relative-packages',
  'import-x/no-unresolved',
]);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    // No boundary needs type information, which costs seconds per project.
    languageOptions: { parserOptions: { projectService: false, project: null } },
    // A fixture import that no longer resolves would pass silently: make it fail instead.
    rules: { 'import-x/no-unresolved': 'error' },
  },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') || IMPORT_RULES.has(ruleId),
});

async function lintAs(file: string, text: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  return result;
}

const reported = (result: ESLint.LintResult) =>
  result.messages.map((m) => `${m.line} ${m.ruleId ?? `fatal: ${m.message}`}`).sort();

function expected(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const rules = /\/\/ error: (.+)$/.exec(line)?.[1]?.split(',') ?? [];
    return rules.map((rule) => `${index + 1} ${rule.trim()}`);
  });
}

const fixtures = fs
  .readdirSync(fixturesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => fs.statSync(path.join(fixturesDir, file)).isFile())
  .sort();

describe('import boundaries', () => {
  it.each(fixtures)('%s reports exactly its marked imports', async (file) => {
    const text = fs.readFileSync(path.join(fixturesDir, file), 'utf8');
    const allowed = text
      .split('\n')
      .filter((line) => /^import /.test(line) && !line.includes('// error:'));
    expect(allowed.length, 'a fixture shows at least one allowed import').toBeGreaterThan(0);

    expect(reported(await lintAs(file, text))).toEqual(expected(text).sort());
  });

  it('has a fixture proving each boundary rule reports a violation', () => {
    const proven = new Set(
      fixtures.flatMap((file) =>
        expected(fs.readFileSync(path.join(fixturesDir, file), 'utf8')).map(
          (line) => line.split(' ')[1],
        ),
      ),
    );
    for (const rule of [
      ...BOUNDARY_RULES.map((name) => `boundaries/${name}`),
      'import-x/no-relative-packages',
    ]) {
      expect(proven, rule).toContain(rule);
    }
  });
});

describe('max-lines', () => {
  const code = (lines: number) =>
    Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n');
  const padding = '\n// a comment\n\n/* another */\n'.repeat(50);

  it('warns on a source file over 300 lines of code', async () => {
    const result = await lintAs('apps/server/src/modules/vendors/long.ts', code(301));
    expect(result.messages.map((m) => [m.ruleId, m.severity])).toEqual([['max-lines', 1]]);
  });

  it('counts neither blank lines nor comments', async () => {
    const result = await lintAs('apps/web/src/lib/long.ts', code(300) + padding);
    expect(result.messages).toEqual([]);
  });

  it.each([
    'apps/server/test/integration/long.test.ts',
    'apps/web/src/features/duties/components/long.test.tsx',
    'apps/web/src/test/long.ts',
    'e2e/specs/long.spec.ts',
  ])('leaves tests and their helpers alone: %s', async (file) => {
    expect((await lintAs(file, code(301))).messages).toEqual([]);
  });
});
