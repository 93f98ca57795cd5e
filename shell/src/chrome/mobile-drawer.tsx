import { Box, Button, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { logout } from '@vendange/api-client';
import { HeaderLogo } from './header-logo';
import { QuickCreateMenu } from './quick-create-menu';
import { SideMenu } from './side-menu';

/** Phones have no sidebar: the ☰ button opens this drawer, with 'Déconnexion' at its bottom (spec point 2). */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px" data-testid="mobile-drawer">
            <Drawer.Header px="3" py="3" borderBottomWidth="1px">
              <Drawer.Title asChild><Box minW="0" onClick={close}><HeaderLogo /></Box></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <Flex direction="column" minH="full">
                <Box px="3" pt="3"><QuickCreateMenu onNavigate={close} /></Box>
                <Box flex="1"><SideMenu onNavigate={close} /></Box>
              </Flex>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" p="3">
              <Button variant="outline" w="full" size="md" onClick={() => { close(); logout(); }} data-testid="drawer-logout">
                <LogOut aria-hidden /> <Trans>Déconnexion</Trans>
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t`Fermer le menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
