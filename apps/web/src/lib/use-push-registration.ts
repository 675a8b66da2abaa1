import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { onForegroundPush, pushRegistrationDue, registerForPush } from './push';

// One registration at a time per user, so a remounted shell does not ask twice.
const inFlight = new Set<string>();

/**
 * Registers this browser for push once the user is known, unless it did so in the last 7 days,
 * with the spec's toasts; and toasts pushes that arrive while the page is in front.
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
    if (!userId || inFlight.has(userId) || !pushRegistrationDue(userId)) return;
    inFlight.add(userId);
    registerForPush(userId)
      .then(
        (message) => {
          toast.success(t('push.connected', { message }));
        },
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          toast.error(t('push.failed', { error: reason }));
        },
      )
      .finally(() => inFlight.delete(userId));
  }, [userId, t]);
}
