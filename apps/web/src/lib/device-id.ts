import { DEVICE_ID_HEADER } from '@raahi/domain/auth';

const DEVICE_ID_KEY = 'raahi.deviceId';

/**
 * A random id this browser keeps for good (past sign-out, on purpose), sent with each sign-in
 * so the server can tell the account of a sign-in from a device it has not seen. Null without
 * storage (disabled, some private modes): the server then knows the device by its browser.
 */
export function deviceId(): string | null {
  try {
    const store = globalThis.localStorage;
    if (!store) return null;
    const known = store.getItem(DEVICE_ID_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    store.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return null;
  }
}

/** The header that names this device to the sign-in calls (none without an id). */
export function deviceHeaders(): Record<string, string> {
  const id = deviceId();
  return id ? { [DEVICE_ID_HEADER]: id } : {};
}
