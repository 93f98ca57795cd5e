import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { OrderToShip } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatDate, type Column } from '@vendange/ui';
import { DeliveryStatusBadge } from './delivery-status-badge';

// What the "À expédier" tab shows of each order with units left: one implementation for the table and the phone cards.

const reference = (o: OrderToShip) => (
  <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('orderDetail', { id: o.orderId })} data-testid="to-ship-reference">{o.reference}</RouterLink></Link>
);

/** The delivery chosen ('Colissimo', 'Retrait : Caveau'), or none: handed over at the estate. */
const delivery = (o: OrderToShip) => o.shippingName ?? <Text as="span" color="gray.600"><Trans>Sans livraison (remise au domaine)</Trans></Text>;

const left = (o: OrderToShip) => <Text as="span" data-testid="to-ship-units"><Plural value={o.remainingUnits} one="# unité" other="# unités" /></Text>;

const shipButton = (o: OrderToShip, onShip: (o: OrderToShip) => void) => (
  <Button size="xs" colorPalette="brand" onClick={() => onShip(o)} data-testid="to-ship-open"><Trans>Expédier</Trans></Button>
);

/** An order to ship on a phone: reference and what is left, client and date, delivery, status and the action. */
export function ToShipCard({ order, onShip }: { order: OrderToShip; onShip: (o: OrderToShip) => void }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">{reference(order)}{left(order)}</HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{order.clientName}</Text>
        <Text color="gray.600">{formatDate(order.createdAt)}</Text>
      </HStack>
      <Text>{delivery(order)}</Text>
      <HStack justify="space-between" gap="2" wrap="wrap"><DeliveryStatusBadge status={order.deliveryStatus} />{shipButton(order, onShip)}</HStack>
    </Stack>
  );
}

/** The table columns of the orders to ship (from md; phones get ToShipCard). */
export function toShipColumns(onShip: (o: OrderToShip) => void): Column<OrderToShip>[] {
  return [
    { header: <Trans>Commande</Trans>, cell: reference },
    { header: <Trans>Client</Trans>, cell: (o) => o.clientName },
    { header: <Trans>Date</Trans>, cell: (o) => formatDate(o.createdAt) },
    { header: <Trans>Livraison</Trans>, cell: delivery },
    { header: <Trans>Reste à expédier</Trans>, cell: left, align: 'end' },
    { header: <Trans>Statut</Trans>, cell: (o) => <DeliveryStatusBadge status={o.deliveryStatus} /> },
    { header: <Trans>Action</Trans>, cell: (o) => shipButton(o, onShip), align: 'end' },
  ];
}
