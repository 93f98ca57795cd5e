import { Flex, Heading, HStack, IconButton, Image } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { currentShopAtom } from '@vendange/store';
import { AccountMenu } from './account-menu';

/** The 64 px header: logo (the shop's for owners), title, account menu. */
export function AppHeader({ onMenu }: { onMenu?: () => void }) {
  const { t } = useLingui();
  const shop = useAtomValue(currentShopAtom);
  return (
    <Flex as="header" h="64px" px="4" align="center" justify="space-between" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <HStack gap="3">
        {onMenu ? <IconButton aria-label={t`Ouvrir le menu`} variant="ghost" size="sm" display={{ base: 'inline-flex', sm: 'none' }} onClick={onMenu}>☰</IconButton> : null}
        <Link to="/">
          {shop?.logo ? <Image src={shop.logo} alt={shop.name} h="40px" /> : (
            <Heading size="md" color="brand.600" data-testid="header-brand">{shop?.name ?? 'Vendange'}</Heading>
          )}
        </Link>
      </HStack>
      <AccountMenu />
    </Flex>
  );
}
