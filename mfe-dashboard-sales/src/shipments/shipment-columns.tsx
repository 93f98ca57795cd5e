import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { Shipment } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatDate, type Column } from '@vendange/ui';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { ShipmentActions } from './shipment-actions';
import { TrackingText } from './tracking-text';

// What the "Expéditions" tab shows of each shipment: one implementation for the table and the phone cards.

const number = (s: Shipment) => <Text as="span" fontWeight="medium" whiteSpace="nowrap" data-testid="shipment-number">{s.number}</Text>;

const order = (s: Shipment) => (
  <Link asChild color="brand.600" whiteSpace="nowrap"><RouterLink to={getHref('orderDetail', { id: s.orderId })}>{s.orderReference}</RouterLink></Link>
);

/** Parcels and units, e.g. "2 colis · 19 unités". */
export const contents = (s: Pick<Shipment, 'parcels' | 'units'>) => (
  <Text as="span" whiteSpace="nowrap" data-testid="shipment-contents">
    <Plural value={s.parcels} one="# colis" other="# colis" /> · <Plural value={s.units} one="# unité" other="# unités" />
  </Text>
);

/** A shipment on a phone: number and status, order and client, date and contents, transport, then its actions. */
export function ShipmentCard({ shipment }: { shipment: Shipment }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">{number(shipment)}<DeliveryStatusBadge status={shipment.status} testId="shipment-status" /></HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <HStack gap="2" minW="0">{order(shipment)}<Text overflowWrap="anywhere">{shipment.clientName}</Text></HStack>
        <Text color="gray.600">{formatDate(shipment.createdAt)}</Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap">{contents(shipment)}<TrackingText shipment={shipment} /></HStack>
      <ShipmentActions shipment={shipment} />
    </Stack>
  );
}

/** The table columns of the shipments (from md; phones get ShipmentCard). */
export const shipmentColumns: Column<Shipment>[] = [
  { header: <Trans>BL</Trans>, cell: number },
  { header: <Trans>Commande</Trans>, cell: order },
  { header: <Trans>Client</Trans>, cell: (s) => s.clientName },
  { header: <Trans>Date</Trans>, cell: (s) => formatDate(s.createdAt) },
  { header: <Trans>Statut</Trans>, cell: (s) => <DeliveryStatusBadge status={s.status} testId="shipment-status" /> },
  { header: <Trans>Contenu</Trans>, cell: contents },
  { header: <Trans>Transport</Trans>, cell: (s) => <TrackingText shipment={s} /> },
  { header: <Trans>Actions</Trans>, cell: (s) => <ShipmentActions shipment={s} />, align: 'end' },
];
