import { Box, Button, Flex, Heading, HStack, IconButton, Image, Input, Progress, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PublicShop, SellerCartPrice } from '@vendange/contracts';
import {
  addProduct, boxGroups, chooseCollectionPoint, chooseDeliveryType, choosePaymentType, choosePromoCode, navigateTo, removeProduct, shopPathOf, setProductQuantity, updateCart,
  type CartOrder, type CartOrderView, type CartProductView, type CartRefusal,
} from '@vendange/store';
import { formatCents, paymentTypeLabels } from '@vendange/ui';
import { BoxGroupCard, type PricedView } from './box-group';
import { francoMissingOf, type FrancoMissing } from './franco-missing';
import { CartQuantityInput } from './cart-quantity-input';
import { paymentTypeOf } from './checkout-plan';

interface Props {
  order: CartOrder;
  view: CartOrderView;
  shop: PublicShop | undefined;
  price: SellerCartPrice | undefined;
  /** Card payment can be offered (the platform has its provider configured). */
  cardAvailable: boolean;
  /** Problems of this part found at checkout (client or server), shown with the part. */
  problems: string[];
  loggedIn: boolean;
  /** The server refused to price the cart because of something in this part (a quantity, the promo code). */
  refusal: CartRefusal | null;
}

const deliveryKey = (type: string, ref: string) => `d:${type}:${ref}`;

/** The promo code of this producer: typed, sent with the cart, checked by the server (its problems show with the part). */
function PromoCodeField({ sellerId, current, applied, refused }: { sellerId: number; current: string | null; applied: number | null; refused: string | null }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  if (current && refused) {
    // Refused by the server (too long…): not applied, and why, with a way to take it off.
    return (
      <Stack gap="1" fontSize="sm" data-testid="promo-code-refused">
        <HStack gap="2"><Text><Trans>Code {current} non appliqué</Trans></Text>
          <Button size="xs" variant="plain" onClick={() => updateCart((c) => choosePromoCode(c, sellerId, null))}><Trans>Retirer</Trans></Button>
        </HStack>
        <Text color="orange.700" role="alert" data-testid="promo-code-refusal">{refused}</Text>
      </Stack>
    );
  }
  if (current) {
    return (
      <HStack gap="2" fontSize="sm" data-testid="promo-code-applied">
        <Text>{applied !== null ? <Trans>Code {current} : −{formatCents(applied)} HT</Trans> : <Trans>Code {current}</Trans>}</Text>
        <Button size="xs" variant="plain" onClick={() => updateCart((c) => choosePromoCode(c, sellerId, null))}><Trans>Retirer</Trans></Button>
      </HStack>
    );
  }
  const apply = () => { if (typed.trim()) updateCart((c) => choosePromoCode(c, sellerId, typed)); };
  return (
    <HStack gap="2" maxW="sm">
      <Input size="sm" value={typed} maxLength={15} placeholder={t`Code promo`} aria-label={t`Code promo`} data-testid="promo-code-input"
        onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') apply(); }} />
      <Button size="sm" variant="outline" onClick={apply} data-testid="promo-code-apply"><Trans>Appliquer</Trans></Button>
    </HStack>
  );
}
const pointKey = (id: string) => `p:${id}`;

/** What is still missing for free shipping: the amount excl. VAT (the threshold's unit) and/or the bottles. */
function FrancoMissingText({ missing }: { missing: FrancoMissing | null }) {
  if (!missing) return null;
  const amount = missing.amountHt === null ? '' : formatCents(missing.amountHt);
  const bottles = missing.bottles ?? 0;
  const count = String(bottles).replace('.', ',');
  if (missing.bottles === null) return <Trans>Plus que {amount} HT pour la livraison offerte</Trans>;
  if (missing.amountHt === null) return <Plural value={bottles} one="Plus que # bouteille pour la livraison offerte" other="Plus que # bouteilles pour la livraison offerte" />;
  if (missing.join === 'and') return bottles < 2 ? <Trans>Plus que {amount} HT et {count} bouteille pour la livraison offerte</Trans> : <Trans>Plus que {amount} HT et {count} bouteilles pour la livraison offerte</Trans>;
  return bottles < 2 ? <Trans>Plus que {amount} HT ou {count} bouteille pour la livraison offerte</Trans> : <Trans>Plus que {amount} HT ou {count} bouteilles pour la livraison offerte</Trans>;
}

/** One producer's part of the cart: lines, delivery, franco progress, payment method, totals, and its problems. */
export function SellerPartCard({ order, view, shop, price, cardAvailable, problems, loggedIn, refusal }: Props) {
  const { t, i18n } = useLingui();
  const sellerId = order.seller.id;
  const sales = shop?.sales;
  const chosen = order.shipping.collectionPoint ? pointKey(String(order.shipping.collectionPoint.id)) : order.shipping.type && order.shipping.ref ? deliveryKey(order.shipping.type, order.shipping.ref) : '';
  const payments = (sales?.paymentsList ?? []).filter((p) => p !== 'stripe' || cardAvailable);
  const serverProblems = [...(price?.error ? [price.error.message] : []), ...(price?.problems.map((p) => p.message) ?? [])];
  // A refusal of this part not about a line or the code is said with the part's problems.
  const partRefusal = refusal && refusal.pricedLine === null && refusal.field !== 'promoCode' ? [refusal.message] : [];
  const shown = [...new Set([...partRefusal, ...serverProblems, ...problems])];
  const lineRefusal = (priceIndex: number) => (refusal && refusal.pricedLine === priceIndex ? refusal : null);
  const shopHref = shop ? shopPathOf(shop, loggedIn) : getHref('shops');
  // The server prices the product lines in the cart's order; composed boxes show as one group each.
  const { loose, boxes } = boxGroups({
    products: view.lines.filter((l): l is CartProductView => l.kind === 'product').map((line, priceIndex): PricedView => ({ ...line, priceIndex })),
  });

  const chooseDelivery = (key: string) => {
    if (!sales) return;
    if (key.startsWith('p:')) {
      const point = sales.collectionPoints.find((p) => pointKey(p.id) === key);
      if (point) updateCart((c) => chooseCollectionPoint(c, sellerId, { id: point.id, name: point.name, priceCents: point.priceCents }));
      return;
    }
    const mode = sales.deliveries.find((d) => deliveryKey(d.type, d.ref) === key);
    if (mode) updateCart((c) => chooseDeliveryType(c, sellerId, { type: mode.type, ref: mode.ref }, sales.deliveries));
  };

  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '5' }} data-testid="cart-seller" data-seller={sellerId}>
      <Stack gap="4">
        <Heading as="h2" size="md">{view.sellerName ?? shop?.name ?? ''}</Heading>
        {shown.length > 0 ? (
          <Stack gap="1" role="alert" data-testid="cart-seller-problems">
            {shown.map((m) => <Text key={m} color="orange.700" fontSize="sm">{m}</Text>)}
          </Stack>
        ) : null}

        <Stack gap="3" as="ul" listStyleType="none">
          {boxes.map((group) => <BoxGroupCard key={group.key} sellerId={sellerId} group={group} price={price} />)}
          {loose.map((line) => {
            const ref = line.ref;
            const priced = price?.lines[line.priceIndex];
            const refused = lineRefusal(line.priceIndex);
            return (
              <Flex as="li" key={line.key} gap="3" align="center" wrap="wrap" data-testid="cart-page-line">
                {line.image ? <Image src={line.image} alt="" w="48px" h="48px" objectFit="contain" /> : <Box w="48px" />}
                <Stack gap="0" flex="1" minW="160px">
                  <Text fontWeight="medium">{line.title}{line.vintage ? ` ${line.vintage}` : ''}</Text>
                  {line.packing ? <Text fontSize="xs" color="gray.600">{line.packing}</Text> : null}
                  {priced ? <Text fontSize="xs" color="gray.600"><Trans>{formatCents(priced.unitTtcCents)} l'unité TTC</Trans></Text> : null}
                </Stack>
                {ref ? (
                  <HStack gap="1">
                    <IconButton size="sm" variant="outline" aria-label={t`Retirer une unité de ${line.title}`} onClick={() => updateCart((c) => removeProduct(c, sellerId, ref))}><Minus /></IconButton>
                    <CartQuantityInput sellerId={sellerId} line={ref} title={line.title} quantity={line.quantity} cappedQuantity={refused?.cappedQuantity ?? null} />
                    <IconButton size="sm" variant="outline" aria-label={t`Ajouter une unité de ${line.title}`} onClick={() => updateCart((c) => addProduct(c, { id: sellerId }, ref))}><Plus /></IconButton>
                    <IconButton size="sm" variant="ghost" aria-label={t`Retirer ${line.title} du panier`} onClick={() => updateCart((c) => setProductQuantity(c, sellerId, ref, 0))}><Trash2 /></IconButton>
                  </HStack>
                ) : null}
                <Text minW="80px" textAlign="right" fontWeight="semibold">{priced ? formatCents(priced.lineTtcCents) : '-'}</Text>
                {refused && refused.cappedQuantity === null ? <Text w="full" fontSize="sm" color="orange.700" role="alert" data-testid="cart-line-refusal">{refused.message}</Text> : null}
              </Flex>
            );
          })}
        </Stack>

        {sales ? (
          <Stack gap="2">
            <Text fontWeight="semibold"><Trans>Livraison</Trans></Text>
            {sales.deliveries.length + sales.collectionPoints.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Ce producteur ne propose pas encore de livraison en ligne : contactez-le.</Trans></Text> : null}
            <RadioGroup.Root value={chosen} onValueChange={(e) => { if (e.value) chooseDelivery(e.value); }} aria-label={t`Mode de livraison`}>
              <Stack gap="2">
                {sales.deliveries.map((d) => (
                  <RadioGroup.Item key={deliveryKey(d.type, d.ref)} value={deliveryKey(d.type, d.ref)} data-testid="delivery-option">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{d.name} · {formatCents(d.priceCents)} <Trans>HT</Trans>{d.delay ? ` · ${d.delay}` : ''}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
                {sales.collectionPoints.map((p) => (
                  <RadioGroup.Item key={pointKey(p.id)} value={pointKey(p.id)} data-testid="delivery-option">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText><Trans>Retrait : {p.name}</Trans> · {p.priceCents === 0 ? t`gratuit` : formatCents(p.priceCents)} <Text as="span" fontSize="xs" color="gray.600">({p.address})</Text></RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {price && (price.amountBeforeFranco !== null || price.amountBeforeBottleFranco !== null) ? (
              <Stack gap="1" data-testid="franco">
                {price.franco ? <Text fontSize="sm" color="green.700"><Trans>Livraison offerte</Trans></Text> : (
                  <Text fontSize="sm" data-testid="franco-missing"><FrancoMissingText missing={francoMissingOf(price, sales.franco.mode)} /></Text>
                )}
                <Progress.Root value={price.francoPercent} size="xs" colorPalette="green" aria-label={t`Progression vers la livraison offerte`}>
                  <Progress.Track><Progress.Range /></Progress.Track>
                </Progress.Root>
              </Stack>
            ) : null}
          </Stack>
        ) : null}

        {sales ? (
          <Stack gap="2">
            <Text fontWeight="semibold"><Trans>Paiement</Trans></Text>
            {payments.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Ce producteur ne propose pas de paiement en ligne : contactez-le.</Trans></Text> : (
              <RadioGroup.Root value={paymentTypeOf(order) ?? ''} onValueChange={(e) => updateCart((c) => choosePaymentType(c, sellerId, e.value))} aria-label={t`Moyen de paiement`}>
                <HStack gap="4" wrap="wrap">
                  {payments.map((p) => (
                    <RadioGroup.Item key={p} value={p} data-testid="payment-option">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{i18n._(paymentTypeLabels[p])}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            )}
          </Stack>
        ) : null}

        <PromoCodeField sellerId={sellerId} current={typeof order.promoCode === 'string' ? order.promoCode : null} applied={price?.promo?.status === 'applied' ? price.promo.discountCents : null}
          refused={refusal?.field === 'promoCode' ? refusal.message : null} />

        {price?.price ? (
          <Stack gap="1" fontSize="sm" borderTopWidth="1px" pt="3" data-testid="cart-seller-totals">
            <Flex justify="space-between"><Text><Trans>Articles HT</Trans></Text><Text>{formatCents(price.price.goodsHT)}</Text></Flex>
            {price.price.promoAmount - price.price.discount > 0 ? <Flex justify="space-between"><Text><Trans>Dont remises</Trans></Text><Text>−{formatCents(price.price.promoAmount - price.price.discount)}</Text></Flex> : null}
            {price.price.discount > 0 ? <Flex justify="space-between"><Text><Trans>Code promo HT</Trans></Text><Text data-testid="cart-discount">−{formatCents(price.price.discount)}</Text></Flex> : null}
            <Flex justify="space-between"><Text><Trans>Livraison HT</Trans>{price.nbrPackages > 1 ? ` (${price.nbrPackages} ${t`colis`})` : ''}</Text><Text data-testid="cart-shipping">{formatCents(price.price.shipping)}</Text></Flex>
            <Flex justify="space-between"><Text><Trans>TVA</Trans></Text><Text>{formatCents(price.price.tva)}</Text></Flex>
            <Flex justify="space-between" fontWeight="bold"><Text><Trans>Total TTC</Trans></Text><Text data-testid="cart-seller-total">{formatCents(price.price.totalTTC)}</Text></Flex>
          </Stack>
        ) : null}
        {shop ? <Button variant="plain" size="sm" alignSelf="start" onClick={() => navigateTo(shopHref)}><Trans>Continuer mes achats chez {shop.name}</Trans></Button> : null}
      </Stack>
    </Box>
  );
}
