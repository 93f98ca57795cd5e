import { Badge, Box, Button, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grape } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { mutate } from 'swr';
import { api, placeServerError, useApi } from '@vendange/api-client';
import type { BuyerFutureOrderBody, FutureOrder, PublicShop, ShopFuture } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, formatCents, formatDate, NotFound, PageLoader } from '@vendange/ui';
import { lookButton, lookMuted } from '../product/look-props';
import { lookColours, lookRadii, lookSpace, lookType } from '../product/storefront-look';
import { MembersOnlyNotice } from '../storefront/members-only-notice';
import { StorefrontPage } from '../storefront/storefront-page';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { usePublishStorefront } from '../storefront/use-publish-storefront';
import { useStorefrontViewer } from '../storefront/use-storefront-viewer';
import { FutureFormatsForm } from './future-formats-form';
import { nextOpensOn, quantityOf, shopFutureOrdersApi, shopFuturesApi, totalWithinCurrent } from './futures-view';

type Who = 'buyer' | 'visitor' | 'staff';

/** A visitor is asked to sign in (and comes back here); staff take primeur orders from the dashboard. */
function SignInToOrder({ shopCode }: { shopCode: string }) {
  const { pathname, search } = useLocation();
  return (
    <Stack gap="2" data-testid="future-sign-in">
      <Text fontSize={lookType.small}><Trans>Connectez-vous avec votre compte client pour commander ce primeur.</Trans></Text>
      <HStack gap="2" wrap="wrap">
        <Button asChild {...lookButton('solid', 'sm')} data-testid="future-login">
          <RouterLink to={getHref('login', {}, { id: shopCode, redirectLink: `${pathname}${search}` })}><Trans>Se connecter pour commander</Trans></RouterLink>
        </Button>
        <Button asChild {...lookButton('outline', 'sm')}>
          <RouterLink to={getHref('registerKind', { kind: 'buyer' }, { id: shopCode })}><Trans>Créer mon compte acheteur</Trans></RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The buyer's order: a number of bottles (75 cl equivalents), the amount when today's tranche holds them, then the order. */
function OrderForm({ shopId, offer, onOrdered }: { shopId: number; offer: ShopFuture; onOrdered: (order: FutureOrder) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('6');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quantity = quantityOf(text);
  const total = totalWithinCurrent(offer, quantity);
  const submit = async () => {
    if (quantity === null) { setError(t`Indiquez un nombre entier de bouteilles, au moins 1.`); return; }
    setBusy(true);
    setError(null);
    try {
      const body: BuyerFutureOrderBody = { offerId: offer.id, quantity };
      const order = await api<FutureOrder>(shopFutureOrdersApi(shopId), { method: 'POST', body, silent: true });
      await Promise.all([mutate(shopFuturesApi(shopId)), mutate(shopFutureOrdersApi(shopId))]);
      onOrdered(order);
    } catch (err) {
      setError(placeServerError(err, [], t`La commande n'a pas pu être enregistrée. Réessayez dans un instant.`).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Stack gap="2">
        <HStack gap="2" align="end" wrap="wrap">
          <Stack gap="1" flex="1" minW="32">
            <Text asChild fontSize={lookType.small} fontWeight="medium"><label htmlFor={`future-quantity-${offer.id}`}><Trans>Nombre de bouteilles (75 cl)</Trans></label></Text>
            <Input id={`future-quantity-${offer.id}`} bg="white" inputMode="numeric" value={text} onChange={(e) => { setText(e.target.value); setError(null); }} data-testid="future-quantity" />
          </Stack>
          <Button type="submit" {...lookButton('solid', 'lg')} loading={busy} disabled={busy || offer.leftNow === 0} data-testid="future-order">
            <Trans>Commander</Trans>
          </Button>
        </HStack>
        {total !== null ? <Text fontSize={lookType.small} data-testid="future-estimate"><Trans>Acompte à régler : {formatCents(total)} TTC (100 % à la commande).</Trans></Text> : null}
        {error ? <Text role="alert" color="red.600" fontSize={lookType.small} data-testid="future-order-error">{error}</Text> : null}
      </Stack>
    </form>
  );
}

/** One campaign: the wine and its vintage, the tranche selling today and what is left of it, the next one, the delivery. */
function FutureCard({ shop, offer, who, onOrdered }: { shop: PublicShop; offer: ShopFuture; who: Who; onOrdered: (order: FutureOrder) => void }) {
  const delivery = formatDate(offer.expectedDelivery);
  const opens = nextOpensOn(offer);
  const formats = offer.formats.map((f) => f.label).join(', ');
  return (
    <Stack as="article" gap="3" p={`${lookSpace.panelPadding}px`} bg="white" borderWidth="1px" borderRadius={`${lookRadii.card}px`} data-testid="shop-future" data-offer-id={offer.id}>
      <Stack gap="0.5">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" fontSize={lookType.sectionTitle} fontWeight={lookType.weights.bold} data-testid="shop-future-name">{offer.name}</Heading>
          <Badge colorPalette="purple"><Trans>Millésime {offer.vintage}</Trans></Badge>
        </HStack>
        <Text fontWeight="medium">{offer.productLabel}</Text>
        {offer.description ? <Text whiteSpace="pre-line" {...lookMuted} data-testid="shop-future-description">{offer.description}</Text> : null}
      </Stack>
      <Box p="3" borderRadius={`${lookRadii.card}px`} bg={lookColours.primarySubtle} data-testid="shop-future-current">
        {offer.current ? (
          <Stack gap="0.5">
            <Text fontWeight="semibold">
              {offer.current.unitPriceCents === null
                ? <Trans>Tranche {offer.current.position}</Trans>
                : <Trans>Tranche {offer.current.position} : {formatCents(offer.current.unitPriceCents)} la bouteille TTC</Trans>}
            </Text>
            <Text fontSize={lookType.small} data-testid="shop-future-left"><Trans>Encore {offer.current.left} bouteille(s) à ce prix</Trans></Text>
          </Stack>
        ) : (
          <Text fontWeight="semibold" data-testid="shop-future-waiting"><Trans>Aucune tranche en vente aujourd'hui.</Trans></Text>
        )}
      </Box>
      {offer.next ? (
        <Text fontSize={lookType.small} data-testid="shop-future-next">
          {offer.next.unitPriceCents === null
            ? <Trans>Tranche suivante : {offer.next.left} bouteille(s)</Trans>
            : <Trans>Tranche suivante : {formatCents(offer.next.unitPriceCents)} la bouteille TTC, {offer.next.left} bouteille(s)</Trans>}
          {opens ? <> · <Trans>en vente à partir du {formatDate(opens)}</Trans></> : null}
        </Text>
      ) : null}
      <Text fontSize={lookType.small} {...lookMuted} data-testid="shop-future-delivery">
        <Trans>Livraison prévue à partir du {delivery}, en {formats} au choix avant la mise en bouteille. Les frais de livraison se règlent à la livraison.</Trans>
      </Text>
      {who === 'buyer' ? (offer.leftNow > 0 ? <OrderForm shopId={shop.id} offer={offer} onOrdered={onOrdered} /> : null)
        : who === 'visitor' ? <SignInToOrder shopCode={shop.code} />
          : <Text fontSize={lookType.small} {...lookMuted}><Trans>Les commandes de primeurs de vos clients se prennent depuis le tableau de bord.</Trans></Text>}
    </Stack>
  );
}

/** The buyer's primeur orders at this shop: reference, bottles, deposit paid by invoice. */
function MyFutureOrders({ shopId }: { shopId: number }) {
  const orders = useApi<FutureOrder[]>(shopFutureOrdersApi(shopId));
  if (!orders.data || orders.data.length === 0) return null;
  return (
    <Stack gap="2" data-testid="my-future-orders">
      <Heading as="h2" fontSize={lookType.sectionTitle} fontWeight={lookType.weights.bold}><Trans>Mes primeurs commandés</Trans></Heading>
      {orders.data.map((o) => {
        const total = formatCents(o.totalTtcCents);
        return (
          <Stack key={o.id} gap="0.5" p="3" bg="white" borderWidth="1px" borderRadius={`${lookRadii.card}px`} data-testid="my-future-order">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Link asChild fontWeight="semibold"><RouterLink to={getHref('orderDetail', { id: o.orderId })}>{o.orderReference}</RouterLink></Link>
              <Text fontSize={lookType.small} {...lookMuted}>{formatDate(o.createdAt)}</Text>
            </HStack>
            <Text fontSize={lookType.small}><Trans>{o.offerName} {o.vintage} · {o.quantity} bouteille(s) · acompte {total} TTC</Trans>{o.depositInvoiceNumber ? <> · <Trans>facture {o.depositInvoiceNumber}</Trans></> : null}</Text>
            {o.orderStatus === 'cancelled' ? <Text fontSize={lookType.small} color="red.600"><Trans>Commande annulée</Trans></Text>
              : o.deliveredAt ? <Text fontSize={lookType.small}><Trans>Livrée le {formatDate(o.deliveredAt)}</Trans></Text>
                : <FutureFormatsForm shopId={shopId} order={o} />}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * /shops/{id}/primeurs: the shop's open primeur campaigns (docs/decisions/futures.md). Anyone sees them; a logged-in
 * buyer orders a number of bottles for themselves and pays it all up front by the deposit invoice, as the
 * producer's own primeur order does (the same route and pricing on the server); visitors are asked to sign in.
 */
export function FuturesScreen() {
  const { t } = useLingui();
  const params = useParams();
  const key = params.id ?? '';
  const shop = useApi<PublicShop>(`/v1/shops/${encodeURIComponent(key)}`, undefined, { shouldRetryOnError: false });
  const offers = useApi<ShopFuture[]>(shop.data ? shopFuturesApi(shop.data.id) : null);
  const viewer = useStorefrontViewer(shop.data);
  const [ordered, setOrdered] = useState<FutureOrder | null>(null);
  usePublishStorefront(shop.data);
  useDocumentMeta(shop.data ? t`Primeurs – ${shop.data.name}` : null, shop.data ? t`Réservez en primeur les vins de ${shop.data.name}, au prix de la tranche en cours.` : null);
  if (shop.error) return <NotFound />;
  if (!shop.data) return <PageLoader />;
  const role = viewer.user?.role ?? null;
  const who: Who = role === null ? 'visitor' : role === 'buyer' ? 'buyer' : 'staff';
  const deposit = ordered ? formatCents(ordered.totalTtcCents) : '';
  return (
    <StorefrontPage testId="futures-page" back={{ to: viewer.shopPath, label: shop.data.name, testId: 'futures-back' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl"><Trans>Primeurs</Trans></Heading>
        <Text {...lookMuted}><Trans>Réservez le dernier millésime pendant son élevage : vous payez à la commande, au prix de la tranche en cours, et recevez vos bouteilles une fois le vin mis en bouteille.</Trans></Text>
      </Stack>
      {viewer.pricesHidden ? <MembersOnlyNotice shopCode={shop.data.code} /> : null}
      {ordered ? (
        <Stack gap="1" p="4" borderRadius={`${lookRadii.card}px`} bg="green.50" borderWidth="1px" borderColor="green.200" role="status" data-testid="future-ordered">
          <Text fontWeight="semibold"><Trans>Commande {ordered.orderReference} enregistrée : {ordered.quantity} bouteille(s).</Trans></Text>
          <Text data-testid="future-deposit">
            {ordered.depositInvoiceNumber
              ? <Trans>Acompte de {deposit} TTC à régler au producteur : facture {ordered.depositInvoiceNumber}.</Trans>
              : <Trans>Acompte de {deposit} TTC : le producteur vous envoie sa facture d'acompte.</Trans>}
          </Text>
        </Stack>
      ) : null}
      {offers.error ? <ErrorScreen /> : !offers.data ? <PageLoader /> : offers.data.length === 0 ? (
        <Stack align="center" textAlign="center" py="10" gap="3" data-testid="futures-empty">
          <Grape size={32} aria-hidden />
          <Text fontWeight="semibold"><Trans>Aucun primeur en vente pour le moment</Trans></Text>
          <Link asChild color="brand.700"><RouterLink to={viewer.shopPath}><Trans>Voir les vins de {shop.data.name}</Trans></RouterLink></Link>
        </Stack>
      ) : (
        <Stack gap="4">
          {offers.data.map((o) => <FutureCard key={o.id} shop={shop.data!} offer={o} who={who} onOrdered={setOrdered} />)}
        </Stack>
      )}
      {who === 'buyer' ? <MyFutureOrders shopId={shop.data.id} /> : null}
      <Text fontSize="sm" color="gray.600" textAlign="center"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
    </StorefrontPage>
  );
}
