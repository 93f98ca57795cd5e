import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { InvoiceSummary } from '@vendange/contracts';
import { formatCents, formatDate } from '@vendange/ui';
import { DocumentCard, DocumentRowActions } from '../invoices/document-row';
import { InvoiceDetailDialog } from '../invoices/invoice-dialogs';
import { InvoiceList } from '../invoices/invoice-list';
import { CreditStatusBadge } from '../invoices/status-badges';

const creditStatus = (i: InvoiceSummary) => (i.creditStatus ? <CreditStatusBadge status={i.creditStatus} /> : null);

/** /dashboard/orders/credits: the shop's credit notes, newest first, with the invoice each one reduces. */
export function CreditNotesScreen() {
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <>
      <InvoiceList
        kind="credit"
        testId="credit-notes-list"
        title={<Trans>Factures d'avoir</Trans>}
        empty={<Trans>Aucun avoir pour l'instant : créez-en un depuis le détail d'une facture.</Trans>}
        card={(i) => (
          <DocumentCard
            doc={i} onDetail={setDetailId} status={creditStatus(i)}
            middle={i.sourceNumber ? <Text color="gray.700"><Trans>Sur la facture {i.sourceNumber}</Trans></Text> : null}
          />
        )}
        columns={[
          { header: <Trans>Numéro</Trans>, cell: (i) => <Text as="span" fontWeight="medium" data-testid="invoice-number">{i.number}</Text> },
          { header: <Trans>Date</Trans>, cell: (i) => formatDate(i.issuedAt) },
          { header: <Trans>Client</Trans>, cell: (i) => i.clientName },
          { header: <Trans>Facture d'origine</Trans>, cell: (i) => <Text as="span" data-testid="credit-source-number">{i.sourceNumber ?? ''}</Text> },
          { header: <Trans>Total TTC</Trans>, cell: (i) => formatCents(i.totalTtcCents), align: 'end' },
          { header: <Trans>Statut de l'avoir</Trans>, cell: creditStatus },
          { header: <Trans>Actions</Trans>, cell: (i) => <DocumentRowActions doc={i} onDetail={setDetailId} />, align: 'end' },
        ]}
      />
      <InvoiceDetailDialog invoiceId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
