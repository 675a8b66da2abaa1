import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import appStrings from '../locales/en.json';
import { i18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { createFakeFetch } from './fake-fetch';

// The app's strings load with the first screen in the browser; tests render screens directly.
i18n.addResourceBundle('en', 'translation', appStrings, true, false);

// Screens load lazily; the first one in a file can take a moment in jsdom, and more than 5 s
// while CI runs the browser tier beside it on two cores (the duties page missed it once).
configure({ asyncUtilTimeout: 10_000 });

/** A socket that never connects: the shell's live socket stays quiet in unit tests. */
class SilentWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = 0;
  send() {}
  close() {
    this.readyState = 3;
  }
}

// Files share a worker's modules (vitest.config.ts: isolate off), so each starts in English
// whatever language the one before left i18n in.
beforeAll(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

beforeEach(() => {
  // Screens that call the API get 404s unless a test stubs fetch with its own routes.
  vi.stubGlobal('fetch', createFakeFetch().fetch);
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

afterEach(() => {
  cleanup();
  useSession.getState().clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// A screen may start loading a lazy chunk (the dashboard's charts) just before its test ends;
// the file's environment must not be torn down while that import is still on its way.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
