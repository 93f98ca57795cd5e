import { HStack, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { InvoiceSummary } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDate, type Column } from '@vendange/ui';
import { DocumentCard, DocumentRowActions } from './document-row';
import { LegalStatusBadge } from './status-badges';

// What the invoice lists show of each document (Factures, Factures d'acompte): one implementation for both.

export const orderLink = (i: InvoiceSummary) => (i.orderId !== null ? (
  <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: i.orderId })}>{i.orderReference ?? i.orderId}</RouterLink></Link>
) : null);

export const credited = (i: InvoiceSummary) => (i.creditedCents > 0 ? <Text as="span" color="red.600" data-testid="invoice-credited">−{formatCents(i.creditedCents)}</Text> : null);

/** An invoice or deposit invoice on a phone: its order and what is credited of it under the common card. */
export function InvoiceCard({ invoice, onDetail }: { invoice: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <DocumentCard
      doc={invoice} onDetail={onDetail} status={<LegalStatusBadge status={invoice.legalStatus} />}
      middle={<HStack justify="space-between" gap="2" wrap="wrap">{orderLink(invoice)}{credited(invoice)}</HStack>}
    />
  );
}

/** The table columns of an invoice list (from md; phones get InvoiceCard). */
export function invoiceColumns(onDetail: (id: number) => void): Column<InvoiceSummary>[] {
  return [
    { header: <Trans>Numéro</Trans>, cell: (i) => <Text as="span" fontWeight="medium" data-testid="invoice-number">{i.number}</Text> },
    { header: <Trans>Date</Trans>, cell: (i) => formatDate(i.issuedAt) },
    { header: <Trans>Client</Trans>, cell: (i) => i.clientName },
    { header: <Trans>Commande</Trans>, cell: orderLink },
    { header: <Trans>Total TTC</Trans>, cell: (i) => formatCents(i.totalTtcCents), align: 'end' },
    { header: <Trans>Crédité</Trans>, cell: credited, align: 'end' },
    { header: <Trans>Statut</Trans>, cell: (i) => <LegalStatusBadge status={i.legalStatus} /> },
    { header: <Trans>Actions</Trans>, cell: (i) => <DocumentRowActions doc={i} onDetail={onDetail} />, align: 'end' },
  ];
}
