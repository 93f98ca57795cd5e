import { Badge, Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { InvoiceDetail, OrderDetail } from '@vendange/contracts';
import { ErrorScreen, formatCents, formatDateTime, formatRate, NotFound, PageLoader } from '@vendange/ui';
import { OrderInvoices } from '../invoices/order-invoices';
import { boxRoles } from '../orders/box-rows';
import { OrderActions } from '../orders/order-actions';
import { OrderDeliveryCards } from '../orders/order-delivery-cards';
import { OrderPaymentCard } from '../orders/order-payment-card';
import { WaitingPaymentActions } from '../orders/waiting-payment-actions';
import { OrderStatusLabel } from './order-status-label';
import { orderStatusPalette } from './order-status-palette';

function Totals({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="1" alignSelf="flex-end" minW="240px" bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="order-totals">
      {order.totalHtCents !== null ? <HStack justify="space-between"><Text><Trans>Total HT</Trans></Text><Text>{formatCents(order.totalHtCents)}</Text></HStack> : null}
      {order.discountCents !== 0 ? <HStack justify="space-between" data-testid="order-discount"><Text><Trans>Code promo {order.promoCode} (HT)</Trans></Text><Text>−{formatCents(order.discountCents)}</Text></HStack> : null}
      {order.shippingCents !== 0 ? <HStack justify="space-between"><Text><Trans>Frais de port</Trans></Text><Text>{formatCents(order.shippingCents)}</Text></HStack> : null}
      {order.vatCents !== null ? <HStack justify="space-between"><Text><Trans>TVA</Trans></Text><Text>{formatCents(order.vatCents)}</Text></HStack> : null}
      <HStack justify="space-between" fontWeight="semibold"><Text><Trans>Total TTC</Trans></Text><Text>{formatCents(order.totalTtcCents)}</Text></HStack>
    </Stack>
  );
}

/**
 * /dashboard/orders/{id}: one order as placed (lines, totals, payment, delivery, addresses, contact);
 * staff with createOrder validate or refuse it while it is pending, staff who may bill invoice it once
 * validated; its invoices (staff, or its buyer) are listed with their PDF.
 */
export function OrderDetailScreen() {
  const { id } = useParams();
  const valid = !!id && /^\d+$/.test(id);
  const { data: order, error, isLoading, mutate } = useApi<OrderDetail>(valid ? `/v1/orders/${id}` : null, undefined, { shouldRetryOnError: false });
  // The invoice just issued from this page, shown at once (its order's documents are read again behind it).
  const [issued, setIssued] = useState<InvoiceDetail | null>(null);
  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !order) return <PageLoader />;
  const roles = boxRoles(order.lines);
  return (
    <Stack gap="5" data-testid="order-detail">
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start"><RouterLink to={getHref('orders')}><Trans>← Toutes les commandes</Trans></RouterLink></Link>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl">{order.reference}</Heading>
        <Badge colorPalette={orderStatusPalette[order.status]} size="lg" data-testid="order-status"><OrderStatusLabel status={order.status} /></Badge>
      </Flex>
      <Text color="gray.700"><Trans>{order.clientName}, le {formatDateTime(order.createdAt)}</Trans></Text>
      <OrderActions order={order} onChanged={(updated) => void (updated ? mutate(updated, { revalidate: false }) : mutate())} onInvoiced={setIssued} />
      <OrderInvoices order={order} issued={issued?.orderId === order.id ? issued : null} />
      <WaitingPaymentActions order={order} onChanged={() => void mutate()} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <OrderPaymentCard order={order} />
        <OrderDeliveryCards order={order} />
      </SimpleGrid>
      {order.lines.length ? (
        <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>Article</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>Quantité</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>Prix unitaire TTC</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((l) => (
                <Table.Row key={l.id} data-testid="order-line" data-box={roles.get(l.id) ?? undefined}>
                  <Table.Cell ps={roles.get(l.id) === 'inBox' ? '8' : undefined}>
                    {roles.get(l.id) === 'box' ? <Badge size="sm" colorPalette="purple" me="2"><Trans>Coffret</Trans></Badge> : null}
                    {l.label}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(l.unitTtcCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatRate(l.vatRate)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(l.lineTtcCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Text color="gray.600" data-testid="order-no-lines"><Trans>Le détail des lignes n'est pas disponible pour cette commande (commande importée).</Trans></Text>
      )}
      <Totals order={order} />
      {order.comment ? <Box bg="white" borderWidth="1px" borderRadius="md" p="4"><Text fontWeight="semibold"><Trans>Commentaire du client</Trans></Text><Text>{order.comment}</Text></Box> : null}
    </Stack>
  );
}
