import { vi } from 'vitest';

/** A 390 px wide screen: every max-width media query matches, no min-width one. */
export function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
