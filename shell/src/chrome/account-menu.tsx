import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { defaultShopId, subjectFromUser } from '@vendange/access';
import { logout } from '@vendange/api-client';
import { currentShopAtom, masterSessionAtom, resumeMasterSession, sessionAtom } from '@vendange/store';
import { accountIdentity } from '@vendange/ui';
import { accountLinks } from './account-links';
import { afterTourSwitch, readTourMode, tourModeCookie } from './tour-mode';

/** Spec point 2: who is signed in, where to go, tour mode for agents, change account, logout. */
export function AccountMenu() {
  const { user } = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);
  const master = useAtomValue(masterSessionAtom);
  const navigate = useNavigate();
  if (!user) {
    return (
      <HStack gap="2">
        <Button size={{ base: 'xs', sm: 'sm' }} variant="outline" onClick={() => navigate(getHref('login'))} data-testid="header-login">
          <Trans>Se connecter</Trans>
        </Button>
        <Button size={{ base: 'xs', sm: 'sm' }} colorPalette="brand" onClick={() => navigate(getHref('register'))} data-testid="header-register">
          <Trans>Créer un compte</Trans>
        </Button>
      </HStack>
    );
  }
  const links = accountLinks(user.role, shop?.id ?? defaultShopId(subjectFromUser(user)));
  const tourMode = user.role === 'agent' && readTourMode(document.cookie);
  const identity = accountIdentity(user);

  function switchTourMode() {
    document.cookie = tourModeCookie(!tourMode);
    // A full load: the chrome reads the mode once per page.
    const next = afterTourSwitch(!tourMode, window.location.pathname);
    if (next) window.location.assign(next);
    else window.location.reload();
  }

  function changeAccount() {
    if (!resumeMasterSession()) return;
    // A full load rather than navigate(): the router's location update is a transition, so the guard
    // would first see the dashboard without a user and send to login; a load also drops every
    // cached response and MFE state of the previous account.
    window.location.assign(getHref('loginChoose'));
  }

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" h="auto" minH="8" py="1" data-testid="header-user" maxW={{ base: '28vw', sm: 'none' }} title={identity.name}>
          {/* Two lines on a phone rather than 'Claire Mar…': the name is read whole in 28 % of 390 px. */}
          <Text as="span" lineClamp={2} whiteSpace="normal" textAlign="start" lineHeight="1.15" fontSize={{ base: 'xs', sm: 'sm' }} minW="0" overflowWrap="anywhere">{identity.name}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="account-menu">
            <Menu.ItemGroup>
              <Text px="2" pt="1" pb={identity.email ? '0' : '2'} fontWeight="semibold" wordBreak="break-word" data-testid="account-menu-name">{identity.name}</Text>
              {identity.email ? <Text px="2" pb="2" fontSize="sm" color="gray.600" wordBreak="break-all" data-testid="account-menu-email">{identity.email}</Text> : null}
            </Menu.ItemGroup>
            <Menu.Separator />
            {user.role === 'agent' ? (
              <>
                <Menu.Item value="tour-mode" data-testid="tour-mode-toggle" onClick={switchTourMode}>
                  {tourMode ? <Trans>Mode dashboard</Trans> : <Trans>Mode tournée</Trans>}
                </Menu.Item>
                <Menu.Separator />
              </>
            ) : null}
            <Menu.Item value="dashboard" data-testid="account-dashboard" onClick={() => navigate(links.dashboard)}><Trans>Tableau de bord</Trans></Menu.Item>
            <Menu.Item value="settings" data-testid="account-settings" onClick={() => navigate(getHref('settings'))}><Trans>Paramètres</Trans></Menu.Item>
            <Menu.Item value="shops" data-testid="account-shop" onClick={() => navigate(links.shop.to)}>
              {links.shop.kind === 'shop' ? <Trans>Boutique</Trans> : <Trans>Producteurs</Trans>}
            </Menu.Item>
            <Menu.Separator />
            {master ? (
              <Menu.Item value="change-account" data-testid="change-account" onClick={changeAccount}><Trans>Changer de compte</Trans></Menu.Item>
            ) : null}
            <Menu.Item value="logout" data-testid="logout" onClick={() => logout()}><Trans>Déconnexion</Trans></Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
