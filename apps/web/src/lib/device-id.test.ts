import { DEVICE_ID_HEADER } from '@raahi/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceHeaders, deviceId } from './device-id';

describe('the device id sent with sign-ins', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is made once and kept, so every sign-in from this browser names the same device', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    expect(deviceHeaders()).toEqual({ [DEVICE_ID_HEADER]: first });
  });

  it('sends no header without storage, rather than a new device each time', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage disabled');
      },
    });
    expect(deviceId()).toBeNull();
    expect(deviceHeaders()).toEqual({});
  });
});
