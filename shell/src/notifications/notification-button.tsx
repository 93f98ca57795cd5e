import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Bell } from 'lucide-react';
import { CountBadge } from '@vendange/ui';
import { notificationCentreOpenAtom } from './notification-state';
import { useHasNotificationCentre, useNotifications } from './use-notifications';

/** The notification centre's bell, with the count of unseen notifications; the centre itself is mounted once by the shell. */
export function NotificationButton() {
  const { t } = useLingui();
  const open = useSetAtom(notificationCentreOpenAtom);
  const { unseen } = useNotifications();
  if (!useHasNotificationCentre()) return null;
  const label = unseen > 0 ? t`Notifications (${unseen} non lues)` : t`Notifications`;
  return (
    <Box position="relative">
      <IconButton aria-label={label} variant="ghost" size="md" data-testid="header-notifications" onClick={() => open(true)}>
        <Bell />
      </IconButton>
      <CountBadge count={unseen} testId="notifications-unseen" />
    </Box>
  );
}
