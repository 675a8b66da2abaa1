import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const me = makeUser({ role: 'vendor', name: 'Ramesh Gowda' });

/** A browser that can push, whose person has answered `permission` so far (and will say no). */
function pushCapableBrowser(permission: NotificationPermission) {
  const requestPermission = vi.fn(() =>
    Promise.resolve<NotificationPermission>(permission === 'granted' ? 'granted' : 'denied'),
  );
  const serviceWorker = Object.assign(new EventTarget(), { register: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { requestPermission };
}

async function openOwnProfile() {
  useSession.getState().setCredentials({ user: me, accessToken: 'a', refreshToken: 'r' });
  renderRoute(`/vendor/profile/${me.id}`);
  await screen.findByRole('heading', { level: 2, name: 'Notifications' });
}

describe('notifications are turned on when the person asks', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it.each(['default', 'denied'] as const)(
    'asks nothing and toasts nothing at sign-in while the permission is %s',
    async (permission) => {
      const { requestPermission } = pushCapableBrowser(permission);
      await openOwnProfile();
      expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
      expect(requestPermission).not.toHaveBeenCalled();
      expect(screen.queryByText(/^FCM connection failed/)).toBeNull();
    },
  );

  it("shows the spec's failure toast when the person asks and the browser says no", async () => {
    const { requestPermission } = pushCapableBrowser('denied');
    await openOwnProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('FCM connection failed: Permission not granted')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to turn on where notifications are already allowed', async () => {
    pushCapableBrowser('granted');
    await openOwnProfile();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a test notification' })).toBeTruthy();
  });
});
