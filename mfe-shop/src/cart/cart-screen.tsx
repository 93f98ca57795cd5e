import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { CartProblem, CheckoutResult, PaymentsConfig } from '@vendange/contracts';
import { useCartPrice, useCurrentCart } from '@vendange/mfe-kit';
import { currentCart, navigateTo, sessionAtom } from '@vendange/store';
import { formatCents, PageLoader } from '@vendange/ui';
import { CheckoutDone } from './checkout-done';
import { CheckoutForm } from './checkout-form';
import { SellerPartCard } from './seller-part-card';
import { useCartShops } from './use-cart-shops';

/** Spec point 2 '/cart': the whole cart per producer, delivery and payment each, then checkout. */
export function CartScreen() {
  const { t } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const { view } = useCurrentCart();
  const cart = currentCart();
  const { sellers: prices, totalTtcCents, refusal } = useCartPrice(cart, true);
  const shops = useCartShops(cart.orders.map((o) => o.seller.id));
  const sellerIds = cart.orders.map((o) => o.seller.id).sort((a, b) => a - b);
  // Card is offered for the producers whose own card account takes payments (docs/decisions/card-accounts.md).
  const payment = useApi<PaymentsConfig>('/v1/payments/config', sellerIds.length > 0 ? { shops: sellerIds.join(',') } : undefined, { revalidateOnFocus: false });
  const [problems, setProblems] = useState<CartProblem[]>([]);
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);
  useEffect(() => { document.title = t`Mon panier · Vendange`; }, [t]);
  // Problems found at the last attempt are about the cart as it was: any change asks again.
  useEffect(() => { setProblems([]); }, [cart.lastUpdated]);

  if (placed) return <Box maxW="4xl" mx="auto" w="full"><CheckoutDone result={placed} /></Box>;
  if (view.orders.length === 0) {
    return (
      <Stack maxW="4xl" mx="auto" w="full" gap="4" align="center" py="12" data-testid="cart-page-empty">
        <Heading as="h1" size="lg"><Trans>Votre panier est vide</Trans></Heading>
        <Button colorPalette="brand" onClick={() => navigateTo(getHref('shops'))}><Trans>Découvrir les producteurs</Trans></Button>
      </Stack>
    );
  }
  if (!shops) return <PageLoader />;
  const problemsOf = (sellerId: number) => problems.filter((p) => p.sellerId === sellerId).map((p) => p.message);
  const buyerProblems = problems.filter((p) => p.sellerId === null);

  return (
    <Stack maxW="4xl" mx="auto" w="full" gap="5" data-testid="cart-page">
      <Heading as="h1" size="xl"><Trans>Mon panier</Trans></Heading>
      {cart.orders.map((order) => {
        const orderView = view.orders.find((o) => o.sellerId === String(order.seller.id));
        if (!orderView) return null;
        return (
          <SellerPartCard
            key={order.seller.id} order={order} view={orderView} shop={shops[order.seller.id]} loggedIn={!!user}
            price={prices?.find((p) => p.sellerId === order.seller.id)} cardAvailable={payment.data?.available === true && payment.data.cardShopIds.includes(order.seller.id)}
            problems={problemsOf(order.seller.id)} refusal={refusal?.sellerId === order.seller.id ? refusal : null}
          />
        );
      })}
      {refusal && refusal.sellerId === null ? <Text color="orange.700" role="alert" data-testid="cart-refusal">{refusal.message}</Text> : null}
      <Flex justify="space-between" bg="white" borderRadius="lg" borderWidth="1px" p="4" fontWeight="bold" fontSize="lg">
        <Text><Trans>Total TTC</Trans></Text>
        <Text data-testid="cart-page-total">{totalTtcCents === null ? '-' : formatCents(totalTtcCents)}</Text>
      </Flex>
      {buyerProblems.length > 0 ? (
        <Stack gap="1" role="alert" data-testid="cart-buyer-problems">{buyerProblems.map((p) => <Text key={p.code} color="orange.700">{p.message}</Text>)}</Stack>
      ) : null}
      {user?.role === 'buyer' ? (
        <CheckoutForm prices={prices} shops={shops} paymentConfig={payment.data} onProblems={setProblems} onPlaced={setPlaced} />
      ) : (
        <Stack gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="4" data-testid="cart-login-invite">
          <Text><Trans>Connectez-vous ou créez votre compte pour commander : votre panier vous suit.</Trans></Text>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => navigateTo(getHref('login', {}, { redirectLink: getHref('cart') }))}><Trans>Me connecter</Trans></Button>
            {/* Like the login, the registration comes back here, where the cart (merged into the new account) waits. */}
            <Button variant="outline" onClick={() => navigateTo(getHref('registerKind', { kind: 'buyer' }, { redirectLink: getHref('cart') }))}><Trans>Créer mon compte</Trans></Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
