import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../../lib/query-client';
import { App } from '../app';
import { PAGE_DRAWN } from './hand-over';

/**
 * For the build only (scripts/prerender.ts, in a DOM built by jsdom): draws the whole app at
 * `path` as a first visit sees it, and answers with its markup once the page is on. The styles
 * it needed collect in one cache; `usedRules` picks a page's.
 */
const styleHost = document.head.appendChild(document.createElement('div'));
const cache = createCache({ key: 'css', speedy: false, container: styleHost });

export interface Snapshot {
  html: string;
  /** Every rule in the cache while the page was on (global ones leave with their component). */
  rules: string[];
}

export async function renderSnapshot(path: string): Promise<Snapshot> {
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const drawn = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${path} was not drawn in 30 s`)), 30_000);
    const onDrawn = () => {
      clearTimeout(timer);
      resolve();
    };
    document.addEventListener(PAGE_DRAWN, onDrawn, { once: true });
  });
  root.render(
    <CacheProvider value={cache}>
      {/* A cache of its own: what one drawing fetched is not another's. */}
      <QueryClientProvider client={createQueryClient()}>
        <App />
      </QueryClientProvider>
    </CacheProvider>,
  );
  await drawn;
  // Effects that follow the first commit (titles, measured tabs) settle.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const html = container.innerHTML;
  const rules = [...styleHost.querySelectorAll('style')].map((style) => style.textContent);
  root.unmount();
  container.remove();
  return { html, rules };
}

/**
 * The rules `html` uses: every rule of a class it names, and the rules that name no class (the
 * baseline, keyframes). Emotion without `speedy` keeps each rule in a tag of its own.
 */
export function usedRules(rules: string[], html: string): string {
  const used = new Set(html.match(/css-[\w-]+/g));
  return [...new Set(rules)]
    .filter((rule) => {
      const classes = rule.match(/\.css-[\w-]+/g);
      return !classes || classes.some((name) => used.has(name.slice(1)));
    })
    .join('');
}
