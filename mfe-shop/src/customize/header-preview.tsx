import { Box, Flex, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ShoppingCart, UserRound } from 'lucide-react';
import type { HeaderStyle, PublicShop } from '@vendange/contracts';
import { shopHeaderLook, tabLinks } from '@vendange/store';

/**
 * The shop header as the storefront will draw it with the style being edited (same mapping as the
 * shell's header): logo, tabs with the first one open, cart and account.
 */
export function HeaderPreview({ shop, style }: { shop: Pick<PublicShop, 'name' | 'logo' | 'tabs'>; style: HeaderStyle }) {
  const { t } = useLingui();
  const look = shopHeaderLook(style);
  const links = tabLinks(shop.tabs);
  const logo = look.logo.show ? (
    shop.logo ? <Image src={shop.logo} alt={shop.name} h="40px" maxW="140px" objectFit="contain" filter={look.logo.filter} />
      : <Heading as="span" size="md" color="inherit" truncate filter={look.logo.filter} data-testid="header-preview-name">{shop.name}</Heading>
  ) : null;
  const tabs = (
    <HStack gap="0" flex={look.logo.placement === 'start' ? '0 1 auto' : '1'} minW="0" justify={look.logo.placement === 'start' ? undefined : look.justify} overflow="hidden">
      {links.map((tab, i) => (
        <Text key={tab.id} as="span" px="3" h="64px" display="inline-flex" alignItems="center" gap="1" whiteSpace="nowrap" fontSize="sm"
          color={i === 0 ? look.bar.color : look.tab.mutedColor} fontWeight={i === 0 ? '600' : '500'} textTransform={look.tab.textTransform}
          letterSpacing={look.tab.letterSpacing} borderBottom={i === 0 && look.tab.activeUnderline ? '2px solid currentColor' : '2px solid transparent'}
          data-testid="header-preview-tab">
          {tab.name}{tab.children.length ? <ChevronDown size={14} aria-hidden /> : null}
        </Text>
      ))}
    </HStack>
  );
  return (
    <Box position="relative" borderRadius="md" overflow="hidden" borderWidth="1px" borderColor="gray.200" bg="gray.50" pb="6">
      <Flex h="64px" px="4" gap="3" align="center" position="relative" bg={look.bar.background} color={look.bar.color} boxShadow={look.bar.boxShadow}
        borderBottom={look.bar.borderBottom} fontFamily={look.bar.fontFamily} aria-label={t`Aperçu de l'en-tête`} role="img" data-testid="header-preview">
        {look.logo.placement === 'center' ? (
          <>{tabs}<Box position="absolute" left="50%" transform="translateX(-50%)">{logo}</Box></>
        ) : look.logo.placement === 'start' ? (
          <Flex flex="1" minW="0" align="center" gap="3" justify={look.justify}>{logo}{tabs}</Flex>
        ) : (
          <>{logo}{tabs}</>
        )}
        <HStack gap="3" flexShrink={0}><ShoppingCart size={20} aria-hidden /><UserRound size={20} aria-hidden /></HStack>
      </Flex>
      <Text fontSize="xs" color="gray.600" px="4" pt="2"><Trans>Aperçu : le premier onglet est affiché comme ouvert.</Trans></Text>
    </Box>
  );
}
