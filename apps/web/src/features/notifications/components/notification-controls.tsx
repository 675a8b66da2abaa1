import Box from '@mui/material/Box';
import { TestNotificationButton } from './test-notification-button';
import { TurnOnNotificationsButton } from './turn-on-notifications-button';

/** The profile's notification buttons: turn them on for this browser, send a test. */
export function NotificationControls({ userId }: { userId: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <TurnOnNotificationsButton userId={userId} />
      <TestNotificationButton />
    </Box>
  );
}
