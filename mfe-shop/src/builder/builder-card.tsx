import { Badge, Box, Button, Flex, Heading, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { BuilderSummary } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { composerPathOf, percentText } from './builder-paths';

/** One box to compose on the shop's list: picture, size, discount, the cheapest full box; the whole card opens the composer. */
export function BuilderCard({ builder, pricesHidden }: { builder: BuilderSummary; pricesHidden: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const ttc = builder.typology?.ttc === true;
  const discount = Number(builder.discountPercent) > 0 ? percentText(builder.discountPercent, locale) : null;
  const href = composerPathOf(builder.shopId, builder.id);
  return (
    <LinkBox as="article" bg="white" borderRadius="lg" p="4" boxShadow="sm" _hover={{ boxShadow: 'md' }} data-testid="builder-card">
      <Stack gap="3" h="full">
        <Flex h="40" align="center" justify="center" bg="gray.50" borderRadius="md">
          {builder.imageUrl ? <Image src={builder.imageUrl} alt="" maxH="full" objectFit="contain" loading="lazy" /> : <Package size={48} aria-hidden />}
        </Flex>
        <Stack gap="1">
          <Heading as="h2" size="md">
            <LinkOverlay asChild><Link to={href} data-testid="builder-card-link">{builder.name}</Link></LinkOverlay>
          </Heading>
          {builder.precision ? <Text fontSize="sm" color="gray.600">{builder.precision}</Text> : null}
        </Stack>
        <Text fontSize="sm" data-testid="builder-card-size">
          <Plural value={builder.size} one="Coffret de # bouteille" other="Coffret de # bouteilles" />
        </Text>
        {discount ? <Badge colorPalette="red" alignSelf="start" data-testid="builder-card-discount"><Trans>−{discount} % sur chaque bouteille</Trans></Badge> : null}
        {!pricesHidden && builder.fromPrice ? (
          <Text fontSize="sm" data-testid="builder-card-from">
            <Trans>à partir de <Text as="span" fontWeight="semibold">{formatCents(builder.fromPrice.displayCents, locale)}</Text></Trans> {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}
          </Text>
        ) : null}
        <Box flex="1" />
        <Button asChild size="sm" colorPalette="brand" position="relative" zIndex="1"><Link to={href} tabIndex={-1} aria-hidden><Trans>Composer mon coffret</Trans></Link></Button>
      </Stack>
    </LinkBox>
  );
}
