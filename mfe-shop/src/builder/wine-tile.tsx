import { Flex, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Wine } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { BuilderWine } from '@vendange/contracts';
import { displayedVintage } from '@vendange/store';
import { formatCents } from '@vendange/ui';
import { formatName } from '../product/format-text';
import { stockOfferOf } from '../product/product-offer';
import { useStockText } from '../product/product-text';

interface Props {
  wine: BuilderWine;
  href: string;
  quantity: number;
  /** No more bottles of this wine: the box is full, or the wine's stock is all in it. */
  full: boolean;
  /** Steppers shown (the viewer may buy and sees prices). */
  composing: boolean;
  pricesHidden: boolean;
  ttc: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/** A wine the box may hold: picture, name, vintage, size, its price once in the box (the grid price struck when higher), and − / + one bottle. */
export function WineTile({ wine, href, quantity, full, composing, pricesHidden, ttc, onAdd, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const vintage = displayedVintage(wine.vintage?.name);
  const label = `${wine.name}${vintage ? ` ${vintage}` : ''}`;
  const lower = wine.price && wine.priceBefore && wine.priceBefore.displayCents > wine.price.displayCents;
  // The product page's wording: 'Plus que N en stock', 'Rupture de stock'.
  const stockLine = useStockText()(stockOfferOf({ status: 'online', minQuantity: null, maxQuantity: null }, wine));
  return (
    <Flex as="li" gap="3" bg="white" borderRadius="lg" p="3" boxShadow="sm" borderWidth={quantity > 0 ? '2px' : '1px'} borderColor={quantity > 0 ? 'brand.500' : 'gray.200'}
      data-testid="builder-wine" data-format={wine.formatId}>
      <Flex w="16" h="24" flexShrink={0} align="center" justify="center">
        {wine.imageUrl ? <Image src={wine.imageUrl} alt="" maxH="full" objectFit="contain" loading="lazy" /> : <Wine size={32} aria-hidden />}
      </Flex>
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="inherit">
          <RouterLink to={href} data-testid="builder-wine-link">{wine.name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="gray.600">{[vintage, formatName(wine), wine.color].filter(Boolean).join(' · ')}</Text>
        {!pricesHidden && wine.price ? (
          <HStack gap="2" align="baseline" wrap="wrap" data-testid="builder-wine-price">
            <Text fontWeight="bold">{formatCents(wine.price.displayCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</Text>
            {lower ? <Text as="s" fontSize="sm" color="gray.600">{formatCents(wine.priceBefore!.displayCents, locale)}</Text> : null}
          </HStack>
        ) : null}
        {stockLine ? <Text fontSize="sm" color={wine.stock === 0 ? 'red.700' : 'orange.700'} data-testid="builder-wine-stock">{stockLine}</Text> : null}
        {composing ? (
          <HStack gap="2" mt="auto" pt="1">
            <IconButton size="sm" variant="outline" aria-label={t`Retirer une bouteille de ${label}`} disabled={quantity === 0} onClick={onRemove} data-testid="builder-wine-minus"><Minus /></IconButton>
            <Text minW="6" textAlign="center" fontWeight="semibold" aria-live="polite" aria-label={t`${quantity} dans le coffret`} data-testid="builder-wine-quantity">{quantity}</Text>
            <IconButton size="sm" variant="outline" colorPalette="brand" aria-label={t`Ajouter une bouteille de ${label}`} disabled={full} onClick={onAdd} data-testid="builder-wine-plus"><Plus /></IconButton>
          </HStack>
        ) : null}
      </Stack>
    </Flex>
  );
}
