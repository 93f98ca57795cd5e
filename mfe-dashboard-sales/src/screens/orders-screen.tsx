import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { OrderSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatCents, formatDate, ListPage } from '@vendange/ui';
import { PaymentStatusBadge } from '../orders/payment-status-badge';
import { ShopName } from '../orders/shop-name';
import { OrderStatusLabel } from './order-status-label';
import { orderStatusPalette as palette } from './order-status-palette';

const referenceLink = (o: OrderSummary) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('orderDetail', { id: o.id })}>{o.reference}</RouterLink></Link>
);

/** An order on a phone: reference and total, who and when, then its status and payment, all on screen. */
function OrderCard({ order, buyer }: { order: OrderSummary; buyer: boolean }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        {referenceLink(order)}
        <Text fontWeight="semibold" data-testid="orders-list-card-total">{formatCents(order.totalTtcCents)} <Trans>TTC</Trans></Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{buyer ? <ShopName shopId={order.shopId} /> : order.clientName}</Text>
        <Text color="gray.600">{formatDate(order.createdAt)}</Text>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={palette[order.status]}><OrderStatusLabel status={order.status} /></Badge>
        <PaymentStatusBadge status={order.paymentStatus} />
      </HStack>
    </Stack>
  );
}

/** /dashboard/orders: the shop's orders (staff) or the buyer's own, newest first; cards on phones, a table from md. */
export function OrdersScreen() {
  const { user } = useShopAccess();
  // A buyer's orders are all theirs: the producer is what tells them apart.
  const buyer = user?.role === 'buyer';
  return (
    <ListPage<OrderSummary>
      testId="orders-list"
      title={<Trans>Commandes</Trans>}
      path="/v1/orders"
      rowKey={(o) => o.id}
      empty={<Trans>Aucune commande pour le moment.</Trans>}
      card={(o) => <OrderCard order={o} buyer={buyer} />}
      columns={[
        { header: <Trans>Référence</Trans>, cell: referenceLink },
        buyer
          ? { header: <Trans>Producteur</Trans>, cell: (o) => <ShopName shopId={o.shopId} /> }
          : { header: <Trans>Client</Trans>, cell: (o) => o.clientName },
        { header: <Trans>Date</Trans>, cell: (o) => formatDate(o.createdAt) },
        { header: <Trans>Statut</Trans>, cell: (o) => <Badge colorPalette={palette[o.status]}><OrderStatusLabel status={o.status} /></Badge> },
        { header: <Trans>Paiement</Trans>, cell: (o) => <PaymentStatusBadge status={o.paymentStatus} /> },
        { header: <Trans>Total TTC</Trans>, cell: (o) => formatCents(o.totalTtcCents), align: 'end' },
      ]}
    />
  );
}
