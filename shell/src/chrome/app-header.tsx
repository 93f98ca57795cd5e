import { Badge, Flex, Heading, HStack, IconButton, Image } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { currentShopAtom, sessionAtom } from '@vendange/store';
import { AccountMenu } from './account-menu';
import { readTourMode } from './tour-mode';

/** The 64 px header: logo (the shop's for owners), title, account menu. */
export function AppHeader({ onMenu }: { onMenu?: () => void }) {
  const { t } = useLingui();
  const shop = useAtomValue(currentShopAtom);
  const { user } = useAtomValue(sessionAtom);
  // Read once per render: switching the mode reloads the page.
  const touring = user?.role === 'agent' && readTourMode(document.cookie);
  return (
    <Flex as="header" h="64px" px="4" align="center" justify="space-between" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <HStack gap="3">
        {onMenu ? <IconButton aria-label={t`Ouvrir le menu`} variant="ghost" size="sm" display={{ base: 'inline-flex', sm: 'none' }} onClick={onMenu}>☰</IconButton> : null}
        <Link to="/">
          {shop?.logo ? <Image src={shop.logo} alt={shop.name} h="40px" /> : (
            <Heading size="md" color="brand.600" data-testid="header-brand">{shop?.name ?? 'Vendange'}</Heading>
          )}
        </Link>
        {touring ? <Badge colorPalette="orange" data-testid="tour-mode-badge"><Trans>En tournée</Trans></Badge> : null}
      </HStack>
      <AccountMenu />
    </Flex>
  );
}
