import Button from '@mui/material/Button';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushPermission } from '../../../lib/push';
import { registerWithToasts } from '../../../lib/use-push-registration';

/**
 * Asks for notifications when the person wants them: the one place Raahi prompts for the
 * permission. Hidden once this browser allows them (its registration is then kept by the shell)
 * and where the browser cannot push.
 */
export function TurnOnNotificationsButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(pushPermission);
  const [asking, setAsking] = useState(false);
  if (permission === 'granted' || permission === 'unsupported') return null;

  const turnOn = async () => {
    setAsking(true);
    await registerWithToasts(userId, t);
    setAsking(false);
    setPermission(pushPermission());
  };

  return (
    <Button
      startIcon={<NotificationsNoneIcon />}
      loading={asking}
      disabled={asking}
      onClick={() => void turnOn()}
    >
      {t('notifications.turnOn')}
    </Button>
  );
}
