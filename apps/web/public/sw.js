// Raahi's service worker: shows web-push notifications and hands each push to the open pages,
// which toast it while they are in front (spec §8). It caches nothing.

const DEFAULT_TITLE = 'Raahi';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The server sends JSON { title, body, url? }; anything else still becomes a notification. */
function readPayload(data) {
  if (!data) return { title: DEFAULT_TITLE, body: '' };
  try {
    const value = data.json();
    return {
      title: typeof value.title === 'string' && value.title ? value.title : DEFAULT_TITLE,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : undefined,
    };
  } catch {
    return { title: DEFAULT_TITLE, body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/raahi-logo.svg',
        data: { url: payload.url ?? '/' },
      }),
      self.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((pages) => pages.forEach((page) => page.postMessage({ type: 'push', payload }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only ever open this portal's own pages.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const open = pages.find((page) => 'focus' in page);
      if (open) return open.navigate(target.href).then((page) => (page ?? open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
