import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The service worker's precache (pwa.config.ts) keeps what a driver's phone needs with no
 * network. Its list follows static imports, so a driver's module that became a lazy chunk must
 * be named there, or the installed app loses it offline.
 */

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let manifest: Record<string, { file: string; imports?: string[] }>;
let precached: Set<string>;

beforeAll(() => {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build at ${dist}: run npm run build first`);
  manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof manifest;
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  precached = new Set([...worker.matchAll(/"url":"(assets\/[^"]+)"/g)].map((match) => match[1]!));
});

function filesOf(key: string): string[] {
  const files = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

describe("the driver's offline files", () => {
  it('hold the dialog that accepts, starts and completes a duty, with what it imports', () => {
    const key = 'src/features/duties/components/move-dialog.tsx';
    expect(manifest[key], `${key} has a chunk`).toBeDefined();
    expect(filesOf(key).filter((file) => !precached.has(file))).toEqual([]);
  });

  it('leave out what only other roles open (booking a duty, its rosters)', () => {
    for (const key of [
      'src/features/duties/components/duty-form-dialog.tsx',
      'src/features/duties/components/roster-dialogs.tsx',
    ])
      expect(precached.has(manifest[key]!.file), key).toBe(false);
  });
});
