import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DemoMeta } from '@raahi/domain/api';

/**
 * The public pages the web build drew to HTML (apps/web/scripts/prerender.ts): a first visit
 * paints them before the app's code comes. A page drawn differently for a demo installation (the
 * sign-in page lists its accounts) has a file per kind, `<page>~<kind>.html`; this installation
 * gets its own kind's, or none.
 */
export interface PageSnapshot {
  /** Under the web root, for sendFile. */
  file: string;
  /** The Content-Security-Policy hashes of the page's inline scripts. */
  scriptHashes: string[];
}

const FOLDER = 'snapshots';

/** Which drawing of a page this installation gets: what its sign-in page shows of the demo. */
export function snapshotKindOf(demo: DemoMeta | null): string | null {
  if (!demo) return null;
  return demo.password === null ? 'demo-no-password' : 'demo';
}

export function findPageSnapshots(root: string, kind: string | null): Map<string, PageSnapshot> {
  const folder = path.join(root, FOLDER);
  const files = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((file) => file.endsWith('.html'))
    : [];
  const found = new Map<string, PageSnapshot>();
  for (const file of files) {
    const [page = '', fileKind = null] = file.slice(0, -'.html'.length).split('~');
    const hasKinds = files.some((other) => other.startsWith(`${page}~`));
    if (fileKind !== kind && !(fileKind === null && !hasKinds)) continue;
    const html = fs.readFileSync(path.join(folder, file), 'utf8');
    found.set(page === 'index' ? '/' : `/${page}`, {
      file: `${FOLDER}/${file}`,
      scriptHashes: [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
        ([, script]) =>
          `'sha256-${createHash('sha256')
            .update(script ?? '')
            .digest('base64')}'`,
      ),
    });
  }
  return found;
}

/** The page's policy with its inline scripts allowed, and nothing else. */
export function allowScripts(policy: string, hashes: string[]): string {
  return policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${hashes.join(' ')}`);
}
