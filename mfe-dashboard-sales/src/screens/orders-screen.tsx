import { Badge, Button, Field, Flex, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { saleChannels, type OrderStatus, type OrderSummary, type SaleChannel } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatCents, formatDate, ListPage } from '@vendange/ui';
import { PeriodFields } from '../invoices/period-fields';
import { channelLabels } from '../quotes/quote-labels';
import { OrderClientFilter } from '../orders/order-client-filter';
import { hasOrderFilters, noOrderFilters, orderFilterCount, orderFiltersOf, orderFiltersSearch, orderListQuery, type OrderFilters } from '../orders/order-filters';
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

/** Statuses a list is filtered on (abandoned checkouts are never listed). */
const FILTER_STATUSES: readonly OrderStatus[] = ['pending', 'validated', 'invoiced', 'refused', 'cancelled', 'expired', 'draft', 'error'];

/** Status, origin, period (placed from / to) and client above the orders list, kept in the URL query. */
function OrderFiltersBar({ value, onChange, clientsOf }: { value: OrderFilters; onChange: (next: OrderFilters) => void; clientsOf: number | null }) {
  const { t, i18n } = useLingui();
  const names: Record<OrderStatus, string> = {
    draft: t`Brouillon`, pending: t`En attente`, validated: t`Validée`, refused: t`Refusée`, cancelled: t`Annulée`,
    aborted: t`Abandonnée`, expired: t`Expirée`, invoiced: t`Facturée`, error: t`En erreur`,
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="order-filters">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label><Trans>Statut</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as OrderStatus | '' })} data-testid="order-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {FILTER_STATUSES.map((s) => <option key={s} value={s}>{names[s]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '48' }}>
        <Field.Label><Trans>Origine</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.channel} onChange={(e) => onChange({ ...value, channel: e.target.value as SaleChannel | '' })} data-testid="order-filter-channel">
            <option value="">{t`Toutes les origines`}</option>
            {saleChannels.map((c) => <option key={c} value={c}>{i18n._(channelLabels[c])}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <PeriodFields from={value.from} to={value.to} onChange={(period) => onChange({ ...value, ...period })} testId="order-filter" />
      {clientsOf !== null ? (
        <OrderClientFilter shopId={clientsOf} clientId={value.clientId} client={value.client} onChange={(c) => onChange({ ...value, ...c })} />
      ) : null}
      {hasOrderFilters(value) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(noOrderFilters)} data-testid="order-filters-clear"><Trans>Effacer les filtres</Trans></Button>
      ) : null}
    </Flex>
  );
}

/**
 * /dashboard/orders: the shop's orders (staff) or the buyer's own, newest first; cards on phones, a table from md.
 * The filters live in the URL query (?status=&channel=&from=&to=&clientId=&client=): a link or a reload keeps them.
 */
export function OrdersScreen() {
  const { user, shopId, can } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // A buyer's orders are all theirs: the producer is what tells them apart.
  const buyer = user?.role === 'buyer';
  const filters = orderFiltersOf(search);
  const query = orderListQuery(filters);
  const setFilters = (next: OrderFilters) => void navigate(`${pathname}${orderFiltersSearch(search, next)}`, { replace: true });
  return (
    <ListPage<OrderSummary>
      filters={<OrderFiltersBar value={filters} onChange={setFilters} clientsOf={!buyer && shopId !== null && can('seeAllClient') ? shopId : null} />}
      activeFilters={orderFilterCount(filters)}
      testId="orders-list"
      title={<Trans>Commandes</Trans>}
      path="/v1/orders"
      query={query}
      rowKey={(o) => o.id}
      empty={hasOrderFilters(filters) ? <Trans>Aucune commande ne correspond à ces filtres.</Trans> : <Trans>Aucune commande pour le moment.</Trans>}
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
