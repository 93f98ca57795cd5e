import { Badge, Button, CloseButton, Drawer, HStack, IconButton, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { getHref, paths } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useLocation } from 'react-router';
import { ORDER_LIMITS, type SellerCartPrice } from '@vendange/contracts';
import { addProduct, boxGroups, currentCart, navigateTo, openPopup, removeProduct, updateCart, type CartOrderView, type CartProductView } from '@vendange/store';
import { emptyCart, useCartPrice, useCurrentCart } from '@vendange/mfe-kit';
import { formatCents, formatDateTime, layoutSizes } from '@vendange/ui';
import { DrawerBoxGroup, type DrawerLine } from './box-group';
import { cartDrawerOpenAtom } from './cart-drawer-state';

/** −1 / +1 on a product line, through the cart rules (the line goes at 0, the order when empty). */
function QuantityButtons({ order, line }: { order: CartOrderView; line: CartProductView }) {
  const { t } = useLingui();
  const ref = line.ref;
  const sellerId = Number(order.sellerId);
  if (!ref || !Number.isInteger(sellerId)) return null;
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="outline" aria-label={t`Retirer une unité de ${line.title}`} data-testid="cart-line-minus"
        onClick={() => updateCart((c) => removeProduct(c, sellerId, ref))}><Minus /></IconButton>
      <IconButton size="xs" variant="outline" aria-label={t`Ajouter une unité de ${line.title}`} data-testid="cart-line-plus"
        onClick={() => updateCart((c) => addProduct(c, { id: sellerId }, ref))}><Plus /></IconButton>
    </HStack>
  );
}

function OrderLines({ order, problem, priceLines }: { order: CartOrderView; problem: string | null; priceLines: SellerCartPrice['lines'] | undefined }) {
  // The server prices the product lines in the cart's order; a composed box shows as one group.
  const { loose, boxes } = boxGroups({
    products: order.lines.filter((l): l is CartProductView => l.kind === 'product').map((l, i): DrawerLine => ({ ...l, unitTtcCents: priceLines?.[i]?.unitTtcCents ?? null })),
  });
  const sellerId = Number(order.sellerId);
  return (
    <Stack gap="2">
      {order.sellerName ? <Text fontWeight="semibold" fontSize="sm">{order.sellerName}</Text> : null}
      {problem ? <Text fontSize="sm" color="orange.700" role="alert" data-testid="cart-seller-problem">{problem}</Text> : null}
      {boxes.map((group) => <DrawerBoxGroup key={group.key} sellerId={sellerId} group={group} />)}
      {[...loose, ...order.lines.filter((l) => l.kind === 'reservation')].map((line) => (line.kind === 'product' ? (
        <HStack key={line.key} gap="3" align="start" data-testid="cart-line">
          <Badge colorPalette="brand" variant="solid" minW="28px" justifyContent="center">{line.quantity}</Badge>
          {line.image ? <Image src={line.image} alt="" w="40px" h="40px" objectFit="contain" /> : null}
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm">{line.title}{line.vintage ? ` ${line.vintage}` : ''}</Text>
            {line.packing ? <Text fontSize="xs" color="gray.600">{line.packing}</Text> : null}
          </Stack>
          {line.totalTtcCents !== null ? <Text fontSize="sm">{formatCents(line.totalTtcCents)}</Text> : null}
          <QuantityButtons order={order} line={line} />
        </HStack>
      ) : (
        <HStack key={line.key} gap="3" align="start" data-testid="cart-line">
          <Badge colorPalette="teal" variant="solid" minW="28px" justifyContent="center">{line.quantity}</Badge>
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm">{line.eventTitle}{line.slotName ? ` · ${line.slotName}` : ''}</Text>
            {line.start ? <Text fontSize="xs" color="gray.600">{formatDateTime(line.start)}{line.end ? ` → ${formatDateTime(line.end)}` : ''}</Text> : null}
            {line.optionalPlaces ? <Text fontSize="xs" color="gray.600"><Trans>{line.optionalPlaces} place(s) en option</Trans></Text> : null}
            {line.touristTaxCents ? <Text fontSize="xs" color="gray.600"><Trans>Taxe de séjour : {formatCents(line.touristTaxCents)}</Trans></Text> : null}
          </Stack>
        </HStack>
      )))}
    </Stack>
  );
}

/** Spec point 2: the cart drawer (right side, 400 px, full width on a phone), with 'see cart' and 'empty cart'. */
export function CartDrawer() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const { view } = useCurrentCart();
  const { sellers, totalTtcCents, refusal } = useCartPrice(currentCart(), open);
  // A cart the server refuses to price (a quantity, a promo code) says why at the part that causes it.
  const max = new Intl.NumberFormat(i18n.locale).format(ORDER_LIMITS.quantity);
  const refusalText = refusal?.cappedQuantity ? t`Au plus ${max} par ligne de commande : la quantité sera ramenée à ${max} au panier.` : refusal?.message;
  const problemOf = (sellerId: string) => (refusal && String(refusal.sellerId) === sellerId ? refusalText ?? null : null)
    ?? sellers?.find((s) => String(s.sellerId) === sellerId)?.error?.message ?? null;
  const { pathname } = useLocation();

  const askToEmpty = () => openPopup({
    title: t`Attention !!`,
    message: t`Vous êtes sur le point de vider votre panier. Les articles et réservations qu'il contient seront retirés.`,
    validateLabel: t`Vider le panier`,
    destructive: true,
    small: true,
    onValidate: async () => {
      const seller = view.orders[0]?.sellerId;
      await emptyCart(currentCart());
      setOpen(false);
      if (pathname === paths.cart && seller) navigateTo(getHref('shop', { id: seller }));
    },
  });

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-drawer" w={{ base: '100vw', sm: `${layoutSizes.cartDrawer}px` }} maxW="100vw">
            <Drawer.Header><Drawer.Title><Trans>Mon panier</Trans></Drawer.Title></Drawer.Header>
            <Drawer.Body>
              {view.orders.length === 0 ? (
                <Stack align="center" textAlign="center" py="10" gap="2" data-testid="cart-empty">
                  <ShoppingCart size={32} aria-hidden />
                  <Text fontWeight="semibold"><Trans>Votre panier est vide</Trans></Text>
                  <Text fontSize="sm" color="gray.600"><Trans>Parcourez les boutiques des producteurs et ajoutez des vins ou des visites.</Trans></Text>
                </Stack>
              ) : (
                <Stack gap="5">{view.orders.map((o) => <OrderLines key={o.sellerId} order={o} problem={problemOf(o.sellerId)} priceLines={sellers?.find((s) => String(s.sellerId) === o.sellerId)?.lines} />)}</Stack>
              )}
            </Drawer.Body>
            {view.orders.length ? (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
                {refusal && refusal.sellerId === null ? <Text fontSize="sm" color="orange.700" role="alert" data-testid="cart-refusal">{refusal.message}</Text> : null}
                <HStack justify="space-between">
                  <Text fontWeight="semibold"><Trans>Total TTC</Trans></Text>
                  <Text fontWeight="semibold" data-testid="cart-total">{totalTtcCents !== null ? formatCents(totalTtcCents) : t`calculé au panier`}</Text>
                </HStack>
                {view.touristTaxCents ? (
                  <HStack justify="space-between"><Text fontSize="sm"><Trans>Taxe de séjour</Trans></Text><Text fontSize="sm">{formatCents(view.touristTaxCents)}</Text></HStack>
                ) : null}
                <HStack>
                  <Button flex="1" variant="outline" colorPalette="red" onClick={askToEmpty} data-testid="cart-empty-button"><Trans>Vider le panier</Trans></Button>
                  <Button flex="1" colorPalette="brand" onClick={() => { setOpen(false); navigateTo(getHref('cart')); }}><Trans>Voir le panier</Trans></Button>
                </HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
