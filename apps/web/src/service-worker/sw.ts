// Raahi's service worker: the installable app's offline shell, and web push. One worker owns the
// scope "/": a second one there would replace this one.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handlePush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The shell and the driver's screens, listed at build time (pwa.config.ts) with their revisions:
// served from the cache, so the driver's view opens with no network. Hashed files no longer in
// the list are deleted when a new version activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html (client routes). /api and /ws are never answered here:
// the API's answers are people's data and stay out of this cache; offline, they fail as they
// would without a worker and the screens say so.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
  }),
);

// A new version waits until every page of the old one is closed (it activates on the next open),
// unless a page asks for it now ("Reload to update").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

handlePush();
