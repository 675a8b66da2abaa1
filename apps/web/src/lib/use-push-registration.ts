import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { onForegroundPush, pushPermission, pushRegistrationDue, registerForPush } from './push';

// One registration at a time per user, so a remounted shell or a second click does not ask twice.
const inFlight = new Set<string>();

/**
 * Registers this browser for push and says how it went with the spec's toasts ('FCM connected:
 * {message}', 'FCM connection failed: {error}'). Resolves with whether it is registered.
 */
export async function registerWithToasts(userId: string, t: TFunction): Promise<boolean> {
  if (inFlight.has(userId)) return false;
  inFlight.add(userId);
  try {
    const message = await registerForPush(userId);
    toast.success(t('push.connected', { message }));
    return true;
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    toast.error(t('push.failed', { error: reason }));
    return false;
  } finally {
    inFlight.delete(userId);
  }
}

/**
 * Keeps the registration of a browser whose notifications the person turned on fresh (renewed
 * after 7 days), and toasts pushes that arrive while the page is in front. It never asks for the
 * permission by itself: a prompt and a 'Permission not granted' toast at every first sign-in
 * covered the phone's top bar; the person asks from the profile ('Turn on notifications').
 */
export function usePushRegistration(userId: string | undefined): void {
  const { t } = useTranslation();

  useEffect(
    () =>
      onForegroundPush(({ title }) => {
        if (document.visibilityState === 'visible') {
          toast.info(t('push.foreground', { title }));
        }
      }),
    [t],
  );

  useEffect(() => {
    if (!userId || pushPermission() !== 'granted' || !pushRegistrationDue(userId)) return;
    void registerWithToasts(userId, t);
  }, [userId, t]);
}
