import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useSendTestPush } from '../api/send-test-push';

/** Sends a push to the person's own registered devices and toasts how many it reached. */
export function TestNotificationButton() {
  const { t } = useTranslation();
  const send = useSendTestPush();
  return (
    <Button
      variant="outlined"
      startIcon={<NotificationsActiveIcon />}
      loading={send.isPending}
      disabled={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: ({ message }) => {
            toast.success(message);
          },
          onError: (error) => {
            toast.error(isApiError(error) ? error.message : t('errors.unexpected'));
          },
        })
      }
    >
      {t('notifications.sendTest')}
    </Button>
  );
}
