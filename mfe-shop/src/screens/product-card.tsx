import { Badge, Box, Button, Flex, Heading, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackagePlus, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductSummary, PublicShop } from '@vendange/contracts';
import { displayedVintage } from '@vendange/store';
import { formatCents } from '@vendange/ui';
import { composerPathOf } from '../builder/builder-paths';
import { formatName } from '../product/format-text';
import { productPathOf } from '../product/product-key';
import { cardOfferOf, defaultVintageOf } from '../product/product-offer';
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

  return (
    <LinkBox as="article" bg="white" borderRadius="lg" p="4" boxShadow="sm" _hover={{ boxShadow: 'md' }} data-testid="product-card">
      <Stack gap="3" h="full">
        {product.imageUrl ? (
          <Flex h="40" align="center" justify="center"><Image src={product.imageUrl} alt="" maxH="full" objectFit="contain" loading="lazy" /></Flex>
        ) : null}
        <Stack gap="1">
          <Heading as="h3" size="md">
            <LinkOverlay asChild><Link to={composer ?? productPathOf(shopPath, product)} data-testid="product-card-link">{product.name}</Link></LinkOverlay>
          </Heading>
          {product.precision ? <Text fontSize="sm" color="gray.600">{product.precision}</Text> : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {product.color ? <Badge>{product.color}</Badge> : null}
          {vintages.map((v) => <Badge key={v} variant="outline">{v}</Badge>)}
          {soldOut ? <Badge colorPalette="orange"><Trans>Épuisé</Trans></Badge> : null}
        </HStack>
        {pricesHidden || composer ? null : product.formats.map((f) => (
          <Flex key={f.id} justify="space-between" fontSize="sm">
            <Text>{formatName(f)}</Text>
            <Text fontWeight="semibold">{f.displayCents === null ? '-' : <>{formatCents(f.displayCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</>}</Text>
          </Flex>
        ))}
        <Box flex="1" />
        {composer ? (
          <Button asChild size="sm" colorPalette="brand" position="relative" zIndex="1" data-testid="product-card-compose">
            <Link to={composer}><PackagePlus aria-hidden /> <Trans>Composer mon coffret</Trans></Link>
          </Button>
        ) : mayBuy && !pricesHidden && buyable ? (
          // Above the card's link: the button adds, the rest of the card opens the product page.
          <Button size="sm" colorPalette="brand" variant="outline" position="relative" zIndex="1" onClick={addFirstFormat} disabled={soldOut}
            aria-label={t`Ajouter ${product.name} au panier`} data-testid="product-card-add">
            <Plus aria-hidden /> <Trans>Ajouter</Trans>
          </Button>
        ) : null}
      </Stack>
    </LinkBox>
  );
}
