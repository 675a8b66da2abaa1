import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** The one worker of the scope "/": offline shell and web push (src/service-worker). */
export const SERVICE_WORKER_URL = '/sw.js';

let started = false;
let waiting: Workbox | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Installs the app's service worker once per page, from the signed-in shell only: the public
 * pages never download it, nor the driver's screens it caches. Development has no worker (Vite
 * serves modules that change on every edit). When a new version has installed and waits for the
 * old pages to close, `useUpdateWaiting` turns true; once it takes over (this or another tab
 * asked), the page reloads onto it, since the old version's files are gone from the cache.
 */
export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    waiting = workbox;
    listeners.forEach((listener) => listener());
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox.register().catch(() => {
    // No worker (private mode, storage refused): the app works online as before.
  });
}

/** True while a new version of the app waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting !== null);
}

/** "Reload to update": the waiting version takes over now, and the page reloads onto it. */
export function updateNow(): void {
  waiting?.messageSkipWaiting();
}
