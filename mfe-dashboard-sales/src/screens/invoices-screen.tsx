import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { InvoiceDetail, InvoiceSummary } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDate } from '@vendange/ui';
import { CreditNoteDialog } from '../invoices/credit-note-dialog';
import { InvoiceDetailDialog } from '../invoices/invoice-detail-dialog';
import { InvoiceList } from '../invoices/invoice-list';
import { PdfButton } from '../invoices/pdf-button';
import { LegalStatusBadge } from '../invoices/status-badges';

const orderLink = (i: InvoiceSummary) => (i.orderId !== null ? (
  <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: i.orderId })}>{i.orderReference ?? i.orderId}</RouterLink></Link>
) : null);

const credited = (i: InvoiceSummary) => (i.creditedCents > 0 ? <Text as="span" color="red.600" data-testid="invoice-credited">−{formatCents(i.creditedCents)}</Text> : null);

function RowActions({ invoice, onDetail }: { invoice: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      <PdfButton invoice={invoice} />
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onDetail(invoice.id)} data-testid="invoice-detail-open"><Trans>Détail</Trans></Button>
    </HStack>
  );
}

/** An invoice on a phone: number and total, client and date, its order, status and actions. */
function InvoiceCard({ invoice, onDetail }: { invoice: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="semibold" data-testid="invoice-number">{invoice.number}</Text>
        <Text fontWeight="semibold">{formatCents(invoice.totalTtcCents)} <Trans>TTC</Trans></Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{invoice.clientName}</Text>
        <Text color="gray.600">{formatDate(invoice.issuedAt)}</Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap">
        {orderLink(invoice)}
        {credited(invoice)}
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <LegalStatusBadge status={invoice.legalStatus} />
        <RowActions invoice={invoice} onDetail={onDetail} />
      </HStack>
    </Stack>
  );
}

/** /dashboard/orders/bills: the shop's invoices, newest first; each downloads its PDF, opens its detail and takes credit notes. */
export function InvoicesScreen() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<InvoiceDetail | null>(null);
  return (
    <>
      <InvoiceList
        kind="invoice"
        testId="invoices-list"
        title={<Trans>Factures</Trans>}
        empty={<Trans>Aucune facture pour l'instant : facturez une commande validée depuis sa page.</Trans>}
        card={(i) => <InvoiceCard invoice={i} onDetail={setDetailId} />}
        columns={[
          { header: <Trans>Numéro</Trans>, cell: (i) => <Text as="span" fontWeight="medium" data-testid="invoice-number">{i.number}</Text> },
          { header: <Trans>Date</Trans>, cell: (i) => formatDate(i.issuedAt) },
          { header: <Trans>Client</Trans>, cell: (i) => i.clientName },
          { header: <Trans>Commande</Trans>, cell: orderLink },
          { header: <Trans>Total TTC</Trans>, cell: (i) => formatCents(i.totalTtcCents), align: 'end' },
          { header: <Trans>Crédité</Trans>, cell: credited, align: 'end' },
          { header: <Trans>Statut</Trans>, cell: (i) => <LegalStatusBadge status={i.legalStatus} /> },
          { header: <Trans>Actions</Trans>, cell: (i) => <RowActions invoice={i} onDetail={setDetailId} />, align: 'end' },
        ]}
      />
      <InvoiceDetailDialog
        invoiceId={detailId}
        onClose={() => setDetailId(null)}
        onCredit={(invoice) => setCrediting(invoice)}
      />
      {/* Over the detail it was opened from; both close with it (the detail would show the invoice before the credit note). */}
      <CreditNoteDialog invoice={crediting} onClose={() => { setCrediting(null); setDetailId(null); }} />
    </>
  );
}
