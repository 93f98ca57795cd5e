import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Bell } from 'lucide-react';
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
      {unseen > 0 ? (
        <Box data-testid="notifications-unseen" position="absolute" top="0" right="0" minW="18px" h="18px" px="1" borderRadius="full" bg="red.500"
          color="white" fontSize="xs" fontWeight="bold" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
          {unseen > 99 ? '99+' : unseen}
        </Box>
      ) : null}
    </Box>
  );
}
