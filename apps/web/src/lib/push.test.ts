import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/users';
import { PUSH_REFRESH_MS, pushRegistrationDue, registerForPush } from './push';
import { useSession } from './session';

function refusePermission(whileAsking: () => void = () => {}) {
  const register = vi.fn();
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    requestPermission: () => {
      whileAsking();
      return Promise.resolve('denied');
    },
  });
  return register;
}

describe('push registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('is due unless this user registered this browser within 7 days', () => {
    const now = Date.UTC(2026, 0, 10);
    expect(pushRegistrationDue('u-1', now)).toBe(true);
    localStorage.setItem('pushRegistration', JSON.stringify({ userId: 'u-1', at: now - 1000 }));
    expect(pushRegistrationDue('u-1', now)).toBe(false);
    expect(pushRegistrationDue('u-2', now)).toBe(true);
    expect(pushRegistrationDue('u-1', now - 1000 + PUSH_REFRESH_MS)).toBe(true);
  });

  it('says so when the browser cannot do push', async () => {
    await expect(registerForPush('u-1')).rejects.toThrow(
      'This browser does not support push notifications',
    );
  });

  it("raises 'Permission not granted' when the person says no", async () => {
    const user = makeUser({ id: 'u-1' });
    useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
    const register = refusePermission();
    await expect(registerForPush('u-1')).rejects.toThrow(new Error('Permission not granted'));
    expect(register).not.toHaveBeenCalled();
    // Nothing is registered, so the person may ask again (the shell itself never asks).
    expect(pushRegistrationDue('u-1')).toBe(true);
  });

  it('leaves nothing behind when the person signed out while the prompt was open', async () => {
    const user = makeUser({ id: 'u-1' });
    useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
    refusePermission(() => useSession.getState().clear());
    await expect(registerForPush('u-1')).rejects.toThrow('Permission not granted');
    expect(localStorage.getItem('pushRegistration')).toBeNull();
  });
});
