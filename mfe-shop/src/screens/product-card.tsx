import { Badge, Box, Button, Flex, Heading, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary, PublicShop } from '@vendange/contracts';
import { displayedVintage } from '@vendange/store';
import { formatCents } from '@vendange/ui';
import { composerPathOf } from '../builder/builder-paths';
import { colourName } from '../product/colour-name';
import { formatName } from '../product/format-text';
import { lookBadge, lookButton, lookCard, lookMuted } from '../product/look-props';
import { productPathOf } from '../product/product-key';
import { cardOfferOf, defaultVintageOf } from '../product/product-offer';
import { CARD_PARTS, lookSizes, lookSpace, lookType, type CardPart } from '../product/storefront-look';
import { cartLineOf, useAddToCart } from '../product/use-add-to-cart';

interface Props {
  product: ProductSummary;
  shop: PublicShop;
  shopPath: string;
  mayBuy: boolean;
  pricesHidden: boolean;
}

/**
 * A product of the shop page: leads to its page; 'Ajouter' puts its first format in the cart (the
 * minimum when new). A box that composes leads to its composer instead: it is never added as it is.
 */
export function ProductCard({ product, shop, shopPath, mayBuy, pricesHidden }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const add = useAddToCart();
  // Non-vintage wines and wines of a new vintage show no vintage (the cart's rule too).
  const vintages = product.vintages.map((v) => displayedVintage(v.name)).filter((n): n is string => n !== null);
  // Each price list shows its prices excl. or incl. VAT and duties (typology.ttc), as computed by the server.
  const ttc = product.typology?.ttc === true;
  // The card's button follows the first priced format's stock (one rule with the product page).
  const { buyable, bounds, soldOut } = cardOfferOf(product);
  const composer = product.hasBuilder ? composerPathOf(shop.id, product.id) : null;

  const addFirstFormat = () => {
    if (!buyable) return;
    const line = cartLineOf({
      product: { id: product.id, name: product.name, productType: product.productType, image: product.imageUrl },
      format: buyable, vintage: defaultVintageOf(product.vintages),
      formatLabel: product.formats.length > 1 ? formatName(buyable) : null, packing: null,
    });
    add({ id: shop.id, name: shop.name }, line, 1, bounds);
  };

  const parts: Record<CardPart, ReactNode> = {
    picture: product.imageUrl ? (
      <Flex h={`${lookSizes.cardPicture}px`} align="center" justify="center"><Image src={product.imageUrl} alt="" maxH="full" maxW="full" objectFit="contain" loading="lazy" /></Flex>
    ) : null,
    name: (
      <Stack gap={`${lookSpace.stack}px`}>
        <Heading as="h3" fontSize={lookType.cardTitle} fontWeight={lookType.weights.strong} lineHeight="1.3">
          <LinkOverlay asChild><Link to={composer ?? productPathOf(shopPath, product)} data-testid="product-card-link">{product.name}</Link></LinkOverlay>
        </Heading>
        {product.precision ? <Text fontSize={lookType.small} {...lookMuted}>{product.precision}</Text> : null}
      </Stack>
    ),
    badges: (
      <HStack gap="2" wrap="wrap">
        {product.color ? <Badge {...lookBadge('neutral')}>{colourName(product.color)}</Badge> : null}
        {vintages.map((v) => <Badge key={v} {...lookBadge('outline')}>{v}</Badge>)}
        {soldOut ? <Badge {...lookBadge('orange')}><Trans>Épuisé</Trans></Badge> : null}
      </HStack>
    ),
    prices: pricesHidden || composer ? null : product.formats.map((f) => (
      <Flex key={f.id} justify="space-between" gap="2" fontSize={lookType.small}>
        <Text>{formatName(f)}</Text>
        <Text fontWeight={lookType.weights.strong}>{f.displayCents === null ? '-' : <>{formatCents(f.displayCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</>}</Text>
      </Flex>
    )),
    // Above the card's link: the button adds (or composes), the rest of the card opens the product page.
    action: composer ? (
      <Button asChild {...lookButton('outline', 'sm')} alignSelf="flex-start" position="relative" zIndex="1" data-testid="product-card-compose">
        <Link to={composer}><Plus aria-hidden /> <Trans>Composer mon coffret</Trans></Link>
      </Button>
    ) : mayBuy && !pricesHidden && buyable ? (
      <Button {...lookButton('outline', 'sm')} alignSelf="flex-start" position="relative" zIndex="1" onClick={addFirstFormat} disabled={soldOut}
        aria-label={t`Ajouter ${product.name} au panier`} data-testid="product-card-add">
        <Plus aria-hidden /> <Trans>Ajouter</Trans>
      </Button>
    ) : null,
  };

  return (
    <LinkBox as="article" h="full" display="flex" flexDirection="column" gap={`${lookSpace.cardGap}px`} {...lookCard} data-testid="product-card">
      {CARD_PARTS.map((part) => (part === 'action'
        ? <Fragment key={part}><Box flex="1" />{parts.action}</Fragment>
        : <Fragment key={part}>{parts[part]}</Fragment>))}
    </LinkBox>
  );
}
