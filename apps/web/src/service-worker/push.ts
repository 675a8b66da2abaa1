// Web push (spec §8): shows the notification and hands each push to the open pages, which toast
// it while they are in front.

declare const self: ServiceWorkerGlobalScope;

const DEFAULT_TITLE = 'Raahi';

interface PushPayload {
  title: string;
  body: string;
  url?: string;
}

/** The server sends JSON { title, body, url? }; anything else still becomes a notification. */
function readPayload(data: PushMessageData | null): PushPayload {
  if (!data) return { title: DEFAULT_TITLE, body: '' };
  try {
    const value = data.json() as { title?: unknown; body?: unknown; url?: unknown };
    return {
      title: typeof value.title === 'string' && value.title ? value.title : DEFAULT_TITLE,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : undefined,
    };
  } catch {
    return { title: DEFAULT_TITLE, body: data.text() };
  }
}

export function handlePush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(payload.title, {
          body: payload.body,
          icon: '/icons/raahi-192.png',
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
    const data = event.notification.data as { url?: string } | undefined;
    const target = new URL(data?.url ?? '/', self.location.origin);
    // Only ever open this portal's own pages.
    if (target.origin !== self.location.origin) return;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
        const open = pages.find((page) => 'focus' in page);
        if (!open) return void (await self.clients.openWindow(target.href));
        const page = await open.navigate(target.href);
        await (page ?? open).focus();
      }),
    );
  });
}
