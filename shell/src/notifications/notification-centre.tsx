import { Box, Button, Center, chakra, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { BellOff } from 'lucide-react';
import type { Notification } from '@vendange/contracts';
import { navigateTo } from '@vendange/store';
import { formatDateTime, layoutSizes } from '@vendange/ui';
import { notificationIcons } from './notification-icons';
import { shownTitle } from './notification-title';
import { notificationCentreOpenAtom } from './notification-state';
import { useNotifications } from './use-notifications';

/**
 * One notification: the whole row opens it. A plain button rather than Chakra's (whose text stays on one
 * line, centred): title and message wrap on as many lines as they need, long references and addresses
 * included, at 390 px as on a desktop; the date reads DD/MM/YYYY HH:mm in both languages. Spans only
 * inside: a button holds no paragraph.
 */
function NotificationRow({ item, onOpen }: { item: Notification; onOpen: (n: Notification) => void }) {
  const { i18n } = useLingui();
  const { icon: Icon, color } = notificationIcons[item.type];
  return (
    <Box as="li" listStyleType="none">
      <chakra.button type="button" display="flex" alignItems="flex-start" gap="3" w="full" py="3" px="3" borderRadius="md" textAlign="start"
        cursor="pointer" bg={item.seen ? 'transparent' : 'brand.50'} _hover={{ bg: item.seen ? 'gray.100' : 'brand.100' }}
        focusVisibleRing="inside" data-testid="notification-item" data-seen={item.seen} onClick={() => onOpen(item)}>
        <Center as="span" flexShrink={0} w="36px" h="36px" borderRadius="full" bg="gray.100" color={color}><Icon size={18} aria-hidden /></Center>
        <Stack as="span" gap="0.5" flex="1" minW="0">
          <Text as="span" display="block" fontWeight={item.seen ? 'normal' : 'semibold'} fontSize="sm" lineHeight="1.4" overflowWrap="anywhere" data-testid="notification-title">{shownTitle(item.title, i18n)}</Text>
          {item.message ? <Text as="span" display="block" fontSize="sm" lineHeight="1.4" color="gray.600" whiteSpace="pre-line" overflowWrap="anywhere" data-testid="notification-message">{item.message}</Text> : null}
          <Text asChild fontSize="xs" color="gray.600"><time dateTime={item.createdAt} data-testid="notification-date">{formatDateTime(item.createdAt)}</time></Text>
        </Stack>
        {item.seen ? null : <Box as="span" aria-hidden w="8px" h="8px" mt="2" borderRadius="full" bg="brand.500" flexShrink={0} />}
      </chakra.button>
    </Box>
  );
}

/**
 * Spec points 2 and 4: the list of notifications, 'mark all as seen', and a click that marks one as
 * seen then goes to its redirectLink. 600 by 500 under the header on a desktop, full screen on a phone.
 */
export function NotificationCentre() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(notificationCentreOpenAtom);
  const { items, unseen, hasMore, loading, error, loadMore, markAsSeen, markAllAsSeen, refreshing } = useNotifications();

  const openOne = async (n: Notification) => {
    if (!n.seen) await markAsSeen([n.id]).catch(() => undefined);
    if (n.redirectLink) {
      setOpen(false);
      navigateTo(n.redirectLink);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.200" />
        <Dialog.Positioner justifyContent={{ base: 'stretch', sm: 'flex-end' }} alignItems="flex-start" pt={`${layoutSizes.header}px`} pr={{ base: '0', sm: '4' }}>
          <Dialog.Content data-testid="notification-centre" m="0" w={{ base: '100vw', sm: `${layoutSizes.notificationCentre.width}px` }} maxW="100vw"
            h={{ base: `calc(100dvh - ${layoutSizes.header}px)`, sm: 'auto' }} maxH={{ sm: `${layoutSizes.notificationCentre.height}px` }}
            borderRadius={{ base: '0', sm: 'md' }}>
            <Dialog.Header py="3">
              {/* At 390 px in either language the title and the button share the line; should they not, the button goes under. */}
              <Flex justify="space-between" align="center" w="full" gap="2" pr="8" wrap="wrap">
                <Dialog.Title fontSize="md" minW="0"><Trans>Notifications</Trans></Dialog.Title>
                <Button size="xs" variant="outline" h="auto" minH="8" py="1" whiteSpace="normal" textAlign="center" disabled={unseen === 0} onClick={() => void markAllAsSeen()} data-testid="notifications-mark-all">
                  <Trans>Tout marquer comme lu</Trans>
                </Button>
              </Flex>
            </Dialog.Header>
            <Dialog.Body px="2" pb="3">
              {loading ? <Center py="10"><Spinner color="brand.500" aria-label={t`Chargement…`} /></Center> : null}
              {!loading && error ? <Text px="3" py="6" color="gray.600"><Trans>Les notifications n'ont pas pu être chargées. Réessayez dans un instant.</Trans></Text> : null}
              {!loading && !error && items.length === 0 ? (
                <Stack align="center" textAlign="center" py="10" px="6" gap="2" data-testid="notifications-empty">
                  <BellOff size={32} aria-hidden />
                  <Text fontWeight="semibold"><Trans>Aucune nouvelle notification</Trans></Text>
                  <Text fontSize="sm" color="gray.600">
                    <Trans>Vous serez prévenu ici des nouvelles commandes, des paiements, des tâches et des alertes de stock, sans avoir à recharger la page.</Trans>
                  </Text>
                </Stack>
              ) : null}
              {items.length ? (
                <Box as="ul" m="0" p="0" aria-label={t`Liste des notifications`}>
                  {items.map((n) => <NotificationRow key={n.id} item={n} onOpen={(x) => void openOne(x)} />)}
                </Box>
              ) : null}
              {hasMore ? (
                <Center pt="2"><Button size="sm" variant="ghost" loading={refreshing} onClick={() => void loadMore()}><Trans>Voir les plus anciennes</Trans></Button></Center>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
