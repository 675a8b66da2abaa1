import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REFRESH_MS, pushRegistrationDue, registerForPush } from './push';

describe('push registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
    const register = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve('denied') });
    await expect(registerForPush('u-1')).rejects.toThrow(new Error('Permission not granted'));
    expect(register).not.toHaveBeenCalled();
    // Asked once: no new prompt, and no new failure toast, until the weekly refresh.
    expect(pushRegistrationDue('u-1')).toBe(false);
  });
});
