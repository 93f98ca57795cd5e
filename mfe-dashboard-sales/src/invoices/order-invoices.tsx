import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { useApi } from '@vendange/api-client';
import type { InvoiceKind, InvoiceSummary, OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatCents, formatDate } from '@vendange/ui';
import { orderInvoicesQuery } from './invoice-query';
import { PdfButton } from './pdf-button';

interface Page { items: InvoiceSummary[]; total: number }

/** Statuses an order has documents in (partial invoicing keeps an order validated). */
const BILLED_STATUSES: ReadonlySet<OrderDetail['status']> = new Set(['validated', 'invoiced']);

/**
 * The documents of one order on its page, each with its PDF: staff who may bill see the shop's, the buyer
 * their own. `issued` is the invoice just issued from this page, shown before the list is read again.
 */
export function OrderInvoices({ order, issued }: { order: OrderDetail; issued: InvoiceSummary | null }) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const staff = hasPermission(subjectFromUser(user), order.shopId, 'billOrder');
  const buyer = user?.role === 'buyer' && order.buyerId === user.id;
  // Only who may read them asks (a refused read would end the session).
  const query = staff ? orderInvoicesQuery(order.id, order.shopId) : buyer ? orderInvoicesQuery(order.id, null) : null;
  const { data } = useApi<Page>(query && BILLED_STATUSES.has(order.status) ? '/v1/invoices' : null, query ?? undefined, { shouldRetryOnError: false });
  const items = [...(data?.items ?? [])];
  if (issued && !items.some((i) => i.id === issued.id)) items.unshift(issued);
  if (items.length === 0) return null;
  const kindLabel: Record<InvoiceKind, string> = { invoice: t`Facture`, deposit: t`Facture d'acompte`, credit: t`Avoir` };
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="order-invoices">
      <Heading size="md" mb="3"><Trans>Factures de la commande</Trans></Heading>
      <Stack gap="2" as="ul" listStyleType="none">
        {items.map((i) => (
          <HStack as="li" key={i.id} justify="space-between" gap="3" wrap="wrap" data-testid="order-invoice" data-kind={i.kind}>
            <Text>
              {kindLabel[i.kind]} <Text as="span" fontWeight="semibold" data-testid="order-invoice-number">{i.number}</Text>
              {' — '}{formatDate(i.issuedAt)}, {formatCents(i.totalTtcCents)} <Trans>TTC</Trans>
            </Text>
            <PdfButton invoice={i} size="sm" />
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
