import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { useApi } from '@vendange/api-client';
import type { InvoiceDetail, OrderDetail, OrderShipments } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatDate } from '@vendange/ui';
import { DeliveryStatusBadge } from '../shipments/delivery-status-badge';
import { ShipDialog, type ShipTarget } from '../shipments/ship-dialog';
import { ShipmentActions } from '../shipments/shipment-actions';
import { contents } from '../shipments/shipment-columns';
import { shipWayOf } from '../shipments/shipment-form';
import { TrackingText } from '../shipments/tracking-text';
import { IssueInvoiceButton } from '../invoices/issue-invoice-button';

/** Orders whose units ship: validated, invoiced or not (docs/decisions/shipments.md). */
const SHIPPABLE: ReadonlySet<OrderDetail['status']> = new Set(['validated', 'invoiced']);

/**
 * "Expéditions" on a validated order's page (its buyer, or staff who may see it): its delivery status, each line shipped
 * and left, its shipments with their tracking; for staff, their next steps and delivery notes, and "Expédier" for what
 * is left (manageDelivery).
 */
export function OrderShipmentsCard({ order, onInvoiced }: { order: OrderDetail; onInvoiced: (invoice: InvoiceDetail) => void }) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [target, setTarget] = useState<ShipTarget | null>(null);
  const subject = subjectFromUser(user);
  const manage = hasPermission(subject, order.shopId, 'manageDelivery');
  // Each shipment invoiced as it leaves (a partial invoice), while the order's balance is not issued.
  const bills = order.status === 'validated' && hasPermission(subject, order.shopId, 'billOrder');
  // Only who may read them asks (a refused read would end the session): the order's buyer (this page is theirs),
  // or staff who may see the order. A buyer gets the statuses and the tracking, never the producer's actions.
  const reads = SHIPPABLE.has(order.status) && (user?.role === 'buyer' || manage || hasPermission(subject, order.shopId, 'seeAllOrder'));
  const { data } = useApi<OrderShipments>(reads ? `/v1/orders/${order.id}/shipments` : null, undefined, { shouldRetryOnError: false });
  if (!reads || !data) return null;
  const left = data.lines.reduce((sum, l) => sum + l.remaining, 0);
  const way = shipWayOf({ collectionPoint: Boolean(order.shipping?.collectionPoint), shippingName: order.shipping?.name ?? null });
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="order-shipments">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <HStack gap="3" wrap="wrap">
          <Heading size="md"><Trans>Expéditions</Trans></Heading>
          <DeliveryStatusBadge status={data.deliveryStatus} testId="order-delivery-status" />
        </HStack>
        {manage && left > 0 ? (
          <Button size="sm" colorPalette="brand" data-testid="order-ship-open"
            onClick={() => setTarget({ orderId: order.id, reference: order.reference, lines: data.lines, way })}>
            <Trans>Expédier</Trans>
          </Button>
        ) : null}
      </Flex>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t`Lignes expédiées et restantes`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Produit</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Commandé</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Expédié</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Reste</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.lines.map((l) => (
              <Table.Row key={l.orderLineId} data-testid="order-shipment-line">
                <Table.Cell>{l.label}</Table.Cell>
                <Table.Cell textAlign="end">{l.ordered}</Table.Cell>
                <Table.Cell textAlign="end">{l.shipped}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight={l.remaining > 0 ? 'semibold' : undefined} data-testid="order-shipment-left">{l.remaining}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {data.shipments.length === 0 ? (
        <Text mt="3" color="gray.600"><Trans>Rien n'est encore parti pour cette commande.</Trans></Text>
      ) : (
        <Stack gap="3" mt="4" as="ul" listStyleType="none">
          {data.shipments.map((s) => (
            <Stack as="li" key={s.id} gap="1.5" borderTopWidth="1px" pt="3" fontSize="sm" data-testid="order-shipment">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold" data-testid="shipment-number">{s.number}</Text>
                  <Text color="gray.600">{formatDate(s.createdAt)}</Text>
                  <DeliveryStatusBadge status={s.status} testId="shipment-status" />
                </HStack>
                {contents(s)}
              </HStack>
              <Text color="gray.700">{s.lines.map((l) => `${l.quantity} × ${l.label}`).join(', ')}</Text>
              <HStack justify="space-between" gap="2" wrap="wrap"><TrackingText shipment={s} /><ShipmentActions shipment={s} /></HStack>
              {s.invoice ? (
                <Text color="gray.700" data-testid="shipment-invoice"><Trans>Facturée : {s.invoice.number}</Trans></Text>
              ) : bills && s.status !== 'returned' ? (
                <IssueInvoiceButton orderId={order.id} shipment={s} size="sm" onIssued={onInvoiced} />
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {manage ? <ShipDialog target={target} onClose={() => setTarget(null)} /> : null}
    </Box>
  );
}
