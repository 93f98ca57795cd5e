import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { logout } from '@vendange/api-client';
import { sessionAtom } from '@vendange/store';

/** Username, e-mail and the main destinations; sign in and create account when logged out. */
export function AccountMenu() {
  const { user } = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  if (!user) {
    return (
      <Button size="sm" variant="outline" onClick={() => navigate('/auth/login')} data-testid="header-login">
        <Trans>Se connecter</Trans>
      </Button>
    );
  }
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" data-testid="header-user">{user.firstname} {user.lastname}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Text px="2" pt="1" fontWeight="semibold">{user.username}</Text>
              <Text px="2" pb="2" fontSize="sm" color="gray.600">{user.email}</Text>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="dashboard" onClick={() => navigate(user.role === 'admin' ? '/admin' : '/dashboard')}><Trans>Tableau de bord</Trans></Menu.Item>
            <Menu.Item value="settings" onClick={() => navigate('/dashboard/settings')}><Trans>Paramètres</Trans></Menu.Item>
            <Menu.Item value="shops" onClick={() => navigate('/shops')}>
              {user.role === 'owner' || user.role === 'iam' ? <Trans>Boutique</Trans> : <Trans>Producteurs</Trans>}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="logout" onClick={() => logout()}><Trans>Déconnexion</Trans></Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
