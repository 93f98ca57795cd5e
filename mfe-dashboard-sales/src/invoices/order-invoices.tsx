import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { useApi } from '@vendange/api-client';
import type { InvoiceKind, InvoiceSummary, OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatCents, formatDate } from '@vendange/ui';
import { orderInvoicesQuery } from './invoice-query';
import { PdfButton } from './pdf-button';
import { SendDocumentDialog, type SendableDocument } from './send-document-dialog';

interface Page { items: InvoiceSummary[]; total: number }

/** Statuses an order has documents in (partial invoicing and deposits keep an order validated; a cancelled one may keep its deposits). */
const BILLED_STATUSES: ReadonlySet<OrderDetail['status']> = new Set(['validated', 'invoiced', 'cancelled']);

/**
 * The documents of one order on its page (deposit invoices, invoice, credit notes), each with its PDF: staff
 * who may bill see the shop's and send them by e-mail, the buyer their own. `issued` is the document just
 * issued from this page, shown before the list is read again.
 */
export function OrderInvoices({ order, issued }: { order: OrderDetail; issued: InvoiceSummary | null }) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [sending, setSending] = useState<SendableDocument | null>(null);
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
            <HStack gap="2" wrap="wrap">
              <PdfButton invoice={i} size="sm" />
              {staff ? (
                <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setSending(i)} data-testid="invoice-send-open">
                  <Trans>Envoyer par e-mail</Trans>
                </Button>
              ) : null}
            </HStack>
          </HStack>
        ))}
      </Stack>
      {staff ? <SendDocumentDialog document={sending} defaultTo={order.contact?.email || null} onClose={() => setSending(null)} /> : null}
    </Box>
  );
}
