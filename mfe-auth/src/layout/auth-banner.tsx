import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PublicShop } from '@vendange/contracts';
import autumn from '../assets/season-autumn.svg';
import spring from '../assets/season-spring.svg';
import summer from '../assets/season-summer.svg';
import winter from '../assets/season-winter.svg';
import { seasonOf, type Season } from '../season';

const seasonImages: Record<Season, string> = { spring, summer, autumn, winter };

/** The side banner of the auth layout: the shop's banner, else the image of the season. Hidden on phones. */
export function AuthBanner({ shop, color }: { shop: PublicShop | null; color: string | null }) {
  const season = useMemo(() => seasonOf(new Date()), []);
  const shopBanner = shop ? shop.editedShop.banner ?? shop.banner : null;
  return (
    <Box
      as="aside" data-testid="auth-banner" data-season={shopBanner ? undefined : season}
      display={{ base: 'none', sm: 'block' }} position="sticky" top="0" h="100vh" flexShrink={0}
      w={{ sm: '40%', lg: '48%' }} maxW="820px" overflow="hidden" bg={color ?? 'brand.700'}
    >
      <Image src={shopBanner ?? seasonImages[season]} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" data-testid="auth-banner-image" />
      <Box position="absolute" insetX="0" bottom="0" p={{ sm: '6', lg: '10' }} color="white" bgGradient="to-t" gradientFrom="blackAlpha.700" gradientTo="transparent">
        {shop ? (
          <Heading size={{ sm: 'xl', lg: '2xl' }} textShadow="0 1px 3px rgba(0,0,0,.5)">{shop.name}</Heading>
        ) : (
          <>
            <Heading size={{ sm: 'xl', lg: '2xl' }} textShadow="0 1px 3px rgba(0,0,0,.5)">Vendange</Heading>
            <Text mt="1" textShadow="0 1px 3px rgba(0,0,0,.5)"><Trans>Les vins des producteurs, de la vigne à votre table.</Trans></Text>
          </>
        )}
      </Box>
    </Box>
  );
}
