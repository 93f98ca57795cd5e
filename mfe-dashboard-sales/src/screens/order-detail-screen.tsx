import { Badge, Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { InvoiceDetail, OrderDetail, SaleDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, formatCents, formatDateTime, NotFound, PageLoader } from '@vendange/ui';
import { BuyerFutureFormats } from '../futures/buyer-future-formats';
import { OrderInvoices } from '../invoices/order-invoices';
import { DraftActions } from '../orders/draft-actions';
import { OrderActions } from '../orders/order-actions';
import { OrderDeliveryCards } from '../orders/order-delivery-cards';
import { OrderLinesTable } from '../orders/order-lines-table';
import { OrderPaymentCard } from '../orders/order-payment-card';
import { OrderShipmentsCard } from '../orders/order-shipments-card';
import { SaleFacts } from '../orders/sale-facts';
import { WaitingPaymentActions } from '../orders/waiting-payment-actions';
import { QuoteActions } from '../quotes/quote-actions';
import { QuoteStatusBadge } from '../quotes/quote-status-badge';
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
 * /dashboard/orders/{id}: one order or quote as placed (lines, totals, payment, delivery, addresses, contact);
 * staff with createOrder validate or refuse an order while it is pending, staff who may bill invoice it once
 * validated; its invoices (staff, or its buyer) are listed with their PDF. A quote (kind 'quote') is sent to
 * the client or made an order instead. Each line shows the price or discount the producer set (and why, to staff).
 */
export function OrderDetailScreen() {
  const { id } = useParams();
  const valid = !!id && /^\d+$/.test(id);
  const { user } = useShopAccess();
  const { data: order, error, isLoading, mutate } = useApi<SaleDetail>(valid ? `/v1/orders/${id}` : null, undefined, { shouldRetryOnError: false });
  // The invoice just issued from this page, shown at once (its order's documents are read again behind it).
  const [issued, setIssued] = useState<InvoiceDetail | null>(null);
  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !order) return <PageLoader />;
  const quote = order.kind === 'quote';
  const reference = order.reference;
  // The reason of a price set is the shop's own note: its staff read it, not the buyer.
  const staff = user?.role !== 'buyer';
  return (
    <Stack gap="5" data-testid="order-detail" data-kind={order.kind ?? 'order'}>
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start">
        {quote ? <RouterLink to={getHref('quotes')}><Trans>← Tous les devis</Trans></RouterLink> : <RouterLink to={getHref('orders')}><Trans>← Toutes les commandes</Trans></RouterLink>}
      </Link>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl" data-testid="order-title">{quote ? <Trans>Devis {reference}</Trans> : reference}</Heading>
        {quote ? <QuoteStatusBadge status={order.status} size="lg" /> : (
          <Badge colorPalette={orderStatusPalette[order.status]} size="lg" data-testid="order-status"><OrderStatusLabel status={order.status} /></Badge>
        )}
      </Flex>
      <Text color="gray.700"><Trans>{order.clientName}, le {formatDateTime(order.createdAt)}</Trans></Text>
      {order.kind ? <SaleFacts sale={order} /> : null}
      {quote ? (
        <QuoteActions quote={order} email={order.contact?.email || null} onChanged={(updated) => void mutate(updated, { revalidate: false })} />
      ) : (
        <>
          <DraftActions sale={order} onChanged={(updated) => void mutate(updated, { revalidate: false })} />
          <OrderActions order={order} onChanged={(updated) => void (updated ? mutate({ ...order, ...updated }, { revalidate: false }) : mutate())} onInvoiced={setIssued} />
          {!staff && order.channel === 'staff' ? <BuyerFutureFormats order={order} /> : null}
          <OrderInvoices order={order} issued={issued?.orderId === order.id ? issued : null} />
          <OrderShipmentsCard order={order} onInvoiced={(invoice) => { setIssued(invoice); void mutate(); }} />
          <WaitingPaymentActions order={order} onChanged={() => void mutate()} />
        </>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <OrderPaymentCard order={order} quote={quote} />
        <OrderDeliveryCards order={order} />
      </SimpleGrid>
      {order.lines.length ? (
        <OrderLinesTable lines={order.lines} changes={order.lineChanges ?? []} showReasons={staff} />
      ) : (
        <Text color="gray.600" data-testid="order-no-lines"><Trans>Le détail des lignes n'est pas disponible pour cette commande (commande importée).</Trans></Text>
      )}
      <Totals order={order} />
      {order.comment ? <Box bg="white" borderWidth="1px" borderRadius="md" p="4"><Text fontWeight="semibold">{order.channel === 'staff' ? <Trans>Note</Trans> : <Trans>Commentaire du client</Trans>}</Text><Text>{order.comment}</Text></Box> : null}
    </Stack>
  );
}
