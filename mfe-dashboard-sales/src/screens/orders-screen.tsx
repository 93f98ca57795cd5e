import { Badge, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { OrderSummary } from '@vendange/contracts';
import { formatCents, formatDate, ListPage } from '@vendange/ui';
import { OrderStatusLabel } from './order-status-label';
import { orderStatusPalette as palette } from './order-status-palette';

/** /dashboard/orders: the shop's orders (staff) or the buyer's own, newest first. */
export function OrdersScreen() {
  return (
    <ListPage<OrderSummary>
      testId="orders-list"
      title={<Trans>Commandes</Trans>}
      path="/v1/orders"
      rowKey={(o) => o.id}
      empty={<Trans>Aucune commande pour le moment.</Trans>}
      columns={[
        { header: <Trans>Référence</Trans>, cell: (o) => <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={`/dashboard/orders/${o.id}`}>{o.reference}</RouterLink></Link> },
        { header: <Trans>Client</Trans>, cell: (o) => o.clientName },
        { header: <Trans>Date</Trans>, cell: (o) => formatDate(o.createdAt) },
        { header: <Trans>Statut</Trans>, cell: (o) => <Badge colorPalette={palette[o.status]}><OrderStatusLabel status={o.status} /></Badge> },
        { header: <Trans>Total TTC</Trans>, cell: (o) => formatCents(o.totalTtcCents), align: 'end' },
      ]}
    />
  );
}
