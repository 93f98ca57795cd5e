import { Badge, Button, Field, HStack, NumberInput, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { chosenCartLine, useStockText } from './product-text';
import type { ProductDetail, PublicShop } from '@vendange/contracts';
import { formatName, packingText } from './format-text';
import { choosableFormats, clampQuantity, defaultVintageOf, quantityBounds, shownVintages, stockOfferOf } from './product-offer';
import { lookBadge, lookButton, lookChoice, lookMuted } from './look-props';
import { PriceTag, PromotionList, TiersTable } from './product-prices';
import { buttonSizes, lookColours, lookRadii, lookSpace, lookType } from './storefront-look';
import { useAddToCart } from './use-add-to-cart';

interface Props {
  product: ProductDetail;
  shop: PublicShop;
  mayBuy: boolean;
  pricesHidden: boolean;
  locale: 'fr' | 'en';
}

function Choice({ selected, onClick, testId, children }: { selected: boolean; onClick: () => void; testId: string; children: React.ReactNode }) {
  return (
    <Button {...lookChoice(selected)} aria-pressed={selected} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Spec point 2 product page: the format and vintage chosen, their price, quantity within the product's limits, and the cart. */
export function ProductBuyBox({ product, shop, mayBuy, pricesHidden, locale }: Props) {
  const { t } = useLingui();
  const formats = choosableFormats(product.formats, pricesHidden);
  const vintages = shownVintages(product.vintages);
  const bounds = quantityBounds(product);
  const [formatId, setFormatId] = useState(formats[0]?.id ?? null);
  const [vintageId, setVintageId] = useState(defaultVintageOf(product.vintages)?.id ?? null);
  // Kept as typed (12 goes through 1), brought within the limits on leaving the field and on adding.
  const [typed, setTyped] = useState(String(bounds.min));
  const add = useAddToCart();
  const stockText = useStockText();
  const format = formats.find((f) => f.id === formatId) ?? formats[0];
  const ttc = product.typology?.ttc === true;

  if (!format) return <Text {...lookMuted} data-testid="product-unavailable"><Trans>Ce produit n'est pas proposé à votre tarif : contactez le producteur.</Trans></Text>;
  // The format's stock bounds the quantity and may close the button (one rule with the server-rendered page).
  const offer = stockOfferOf(product, format);
  const soldOut = !offer.canAdd;
  const stockLine = stockText(offer);
  const vintage = product.vintages.find((v) => v.id === vintageId) ?? null;

  const addToCart = () => {
    const line = chosenCartLine(product, format, vintage);
    const quantity = clampQuantity(Number(typed), offer.bounds);
    setTyped(String(quantity));
    add({ id: shop.id, name: shop.name }, line, quantity, offer.bounds);
  };

  return (
    <Stack gap={`${lookSpace.section}px`} data-testid="product-buy-box">
      {formats.length > 0 ? (
        <Stack gap={`${lookSpace.stack}px`}>
          <Text fontWeight={lookType.weights.strong} id="product-formats"><Trans>Format</Trans></Text>
          <HStack gap="2" wrap="wrap" role="group" aria-labelledby="product-formats">
            {formats.map((f) => (
              <Choice key={f.id} selected={f.id === format.id} onClick={() => setFormatId(f.id)} testId="format-option">
                <Text as="span">{formatName(f)}</Text>
                {packingText(f) ? <Text as="span" fontSize={lookType.tiny} fontWeight={lookType.weights.normal}>{packingText(f)}</Text> : null}
              </Choice>
            ))}
          </HStack>
        </Stack>
      ) : null}
      {vintages.length > 0 ? (
        <Stack gap={`${lookSpace.stack}px`}>
          <Text fontWeight={lookType.weights.strong} id="product-vintages"><Trans>Millésime</Trans></Text>
          <HStack gap="2" wrap="wrap" role="group" aria-labelledby="product-vintages">
            {vintages.map((v) => <Choice key={v.id} selected={v.id === vintageId} onClick={() => setVintageId(v.id)} testId="vintage-option">{v.label}</Choice>)}
          </HStack>
        </Stack>
      ) : null}
      {pricesHidden ? null : (
        <Stack gap={`${lookSpace.stack}px`}>
          <PriceTag format={format} ttc={ttc} locale={locale} />
          <PromotionList format={format} locale={locale} />
          <TiersTable format={format} ttc={ttc} locale={locale} />
        </Stack>
      )}
      {(product.minQuantity ?? 1) > 1 || product.maxQuantity ? (
        <Text fontSize={lookType.small} {...lookMuted} data-testid="product-limits">
          {product.minQuantity && product.minQuantity > 1 ? <Trans>Minimum {product.minQuantity} par commande.</Trans> : null}{' '}
          {product.maxQuantity ? <Trans>Maximum {product.maxQuantity} par commande.</Trans> : null}
        </Text>
      ) : null}
      {stockLine ? (
        <Badge {...lookBadge(offer.outOfStock ? 'red' : 'orange')} alignSelf="flex-start" whiteSpace="normal" data-testid="product-stock" role="status">{stockLine}</Badge>
      ) : null}
      {mayBuy && !pricesHidden && format.price ? (
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root w="32">
            <Field.Label fontSize={lookType.small} fontWeight={lookType.weights.strong}><Trans>Quantité</Trans></Field.Label>
            <NumberInput.Root size="lg" value={typed} min={offer.bounds.min} max={offer.bounds.max} step={1} allowMouseWheel={false} onValueChange={(e) => setTyped(e.value)} disabled={soldOut}>
              <NumberInput.Control />
              <NumberInput.Input data-testid="product-quantity" aria-label={t`Quantité`} h={`${buttonSizes.lg.height}px`} borderRadius={`${lookRadii.control}px`} borderColor={lookColours.control} />
            </NumberInput.Root>
          </Field.Root>
          <Button {...lookButton('solid', 'lg')} flex="1" minW="48" onClick={addToCart} disabled={soldOut} data-testid="add-to-cart">
            <ShoppingCart aria-hidden /> {soldOut ? <Trans>Épuisé</Trans> : <Trans>Ajouter au panier</Trans>}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
