import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { logout } from '@vendange/api-client';
import type { Storefront, TabLink } from '@vendange/store';
import { useAppVersion } from '../global/use-app-version';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  storefront: Storefront | null;
  links: TabLink[];
  activeId: string | null;
  shopPath: string | null;
  loggedIn: boolean;
}

/** Spec point 2, mobile shop side menu: tabs and their sub-pages, 'Mon espace', 'Déconnexion', copyright and version. */
export function ShopHeaderMenu({ open, onOpenChange, storefront, links, activeId, shopPath, loggedIn }: Props) {
  const { t } = useLingui();
  const version = useAppVersion();
  const close = () => onOpenChange(false);
  const year = new Date().getFullYear();
  const pageLink = (page: TabLink, depth: number) => (
    <Box asChild key={page.id} display="block" py="2.5" ps={depth ? '8' : '4'} pe="4" fontSize={depth ? 'sm' : 'md'}
      fontWeight={page.id === activeId ? 'semibold' : 'normal'} borderStartWidth="3px" borderStartColor={page.id === activeId ? 'brand.500' : 'transparent'}
      _hover={{ bg: 'gray.100' }}>
      <Link to={`${shopPath}${page.search}`} onClick={close} data-testid="shop-menu-tab">{page.name}</Link>
    </Box>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="300px" data-testid="shop-menu">
            <Drawer.Header px="4" py="3" borderBottomWidth="1px">
              <Drawer.Title truncate>{storefront?.name ?? 'Vendange'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">
              <Stack as="nav" aria-label={t`Onglets de la boutique`} gap="0" py="2">
                {shopPath ? links.map((tab) => [pageLink(tab, 0), ...tab.children.map((c) => pageLink(c, 1))]) : null}
              </Stack>
              {loggedIn ? (
                <Box px="4" pt="2" pb="4" borderTopWidth={links.length ? '1px' : 0}>
                  <Button asChild variant="ghost" w="full" justifyContent="flex-start" data-testid="shop-menu-dashboard">
                    <Link to={getHref('dashboard')} onClick={close}><LayoutDashboard aria-hidden /> <Trans>Mon espace</Trans></Link>
                  </Button>
                </Box>
              ) : null}
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" p="4">
              {loggedIn ? (
                <Button variant="outline" w="full" onClick={() => { close(); logout(); }} data-testid="shop-menu-logout">
                  <LogOut aria-hidden /> <Trans>Déconnexion</Trans>
                </Button>
              ) : null}
              <Stack gap="0" fontSize="xs" color="gray.600" data-testid="shop-menu-footer">
                <Text>© {year} {storefront?.name ?? 'Vendange'}</Text>
                {version ? <Text><Trans>Version {version}</Trans></Text> : null}
              </Stack>
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
