import { Badge, Link } from '@chakra-ui/react';
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

/** /dashboard/orders: the shop's orders (staff) or the buyer's own, newest first. */
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
      columns={[
        { header: <Trans>Référence</Trans>, cell: (o) => <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('orderDetail', { id: o.id })}>{o.reference}</RouterLink></Link> },
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
