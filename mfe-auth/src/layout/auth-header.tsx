import { Box, Circle, Flex, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { PublicShop } from '@vendange/contracts';
import { ArrowLeftIcon, GrapesIcon } from '../components/icons';
import { readableTextOn } from '../shop-colors';

const LINK_WORDS = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'et', 'en', 'aux']);

/** "Domaine des Coteaux" → "DC": first and last meaningful words. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !LINK_WORDS.has(w.toLowerCase()));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('') || name.slice(0, 1).toUpperCase();
}

/** The shop's logo (or a monogram in its colour when it has none), else the platform's mark. */
function BrandMark({ shop, color }: { shop: PublicShop | null; color: string | null }) {
  if (!shop) {
    return (
      <Flex align="center" gap="2" data-testid="auth-site-logo">
        <GrapesIcon />
        <Text fontWeight="bold" fontSize="lg" color="brand.700">Vendange</Text>
      </Flex>
    );
  }
  const logo = shop.editedShop.logo ?? shop.logo;
  return (
    <Flex align="center" gap="3" minW="0">
      {logo ? (
        <Image src={logo} alt={shop.name} maxH="12" maxW="40" objectFit="contain" data-testid="auth-shop-logo" />
      ) : (
        <Circle size="10" bg={color ?? 'brand.500'} color={color ? readableTextOn(color) : 'white'} fontWeight="bold" data-testid="auth-shop-logo" aria-hidden>
          {initials(shop.name)}
        </Circle>
      )}
      <Text fontWeight="semibold" fontSize="lg" truncate data-testid="auth-shop-name">{shop.name}</Text>
    </Flex>
  );
}

/** Logo and the way back: to the shop of the branded page, or to the main site. */
export function AuthHeader({ shop, color, loading }: { shop: PublicShop | null; color: string | null; loading: boolean }) {
  return (
    <Flex as="header" align="center" justify="space-between" gap="3" wrap="wrap">
      {loading ? <Skeleton h="10" w="48" /> : <BrandMark shop={shop} color={color} />}
      <Box>
        <Link asChild fontSize="sm" color="gray.600" _hover={{ color: 'gray.900' }}>
          <RouterLink to={shop ? getHref('shopAddress', { name: shop.urlShop }) : getHref('home')} data-testid="auth-back-link">
            <ArrowLeftIcon />
            {shop ? <Trans>Retour à la boutique</Trans> : <Trans>Retour au site</Trans>}
          </RouterLink>
        </Link>
      </Box>
    </Flex>
  );
}
