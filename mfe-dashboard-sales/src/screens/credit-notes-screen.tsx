import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { InvoiceSummary } from '@vendange/contracts';
import { formatCents, formatDate } from '@vendange/ui';
import { InvoiceDetailDialog } from '../invoices/invoice-detail-dialog';
import { InvoiceList } from '../invoices/invoice-list';
import { PdfButton } from '../invoices/pdf-button';
import { CreditStatusBadge } from '../invoices/status-badges';

const creditStatus = (i: InvoiceSummary) => (i.creditStatus ? <CreditStatusBadge status={i.creditStatus} /> : null);

function RowActions({ credit, onDetail }: { credit: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      <PdfButton invoice={credit} />
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onDetail(credit.id)} data-testid="invoice-detail-open"><Trans>Détail</Trans></Button>
    </HStack>
  );
}

/** A credit note on a phone. */
function CreditCard({ credit, onDetail }: { credit: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="semibold" data-testid="invoice-number">{credit.number}</Text>
        <Text fontWeight="semibold">{formatCents(credit.totalTtcCents)} <Trans>TTC</Trans></Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{credit.clientName}</Text>
        <Text color="gray.600">{formatDate(credit.issuedAt)}</Text>
      </HStack>
      {credit.sourceNumber ? <Text color="gray.700"><Trans>Sur la facture {credit.sourceNumber}</Trans></Text> : null}
      <HStack justify="space-between" gap="2" wrap="wrap">
        {creditStatus(credit)}
        <RowActions credit={credit} onDetail={onDetail} />
      </HStack>
    </Stack>
  );
}

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
        card={(i) => <CreditCard credit={i} onDetail={setDetailId} />}
        columns={[
          { header: <Trans>Numéro</Trans>, cell: (i) => <Text as="span" fontWeight="medium" data-testid="invoice-number">{i.number}</Text> },
          { header: <Trans>Date</Trans>, cell: (i) => formatDate(i.issuedAt) },
          { header: <Trans>Client</Trans>, cell: (i) => i.clientName },
          { header: <Trans>Facture d'origine</Trans>, cell: (i) => <Text as="span" data-testid="credit-source-number">{i.sourceNumber ?? ''}</Text> },
          { header: <Trans>Total TTC</Trans>, cell: (i) => formatCents(i.totalTtcCents), align: 'end' },
          { header: <Trans>Statut de l'avoir</Trans>, cell: creditStatus },
          { header: <Trans>Actions</Trans>, cell: (i) => <RowActions credit={i} onDetail={setDetailId} />, align: 'end' },
        ]}
      />
      <InvoiceDetailDialog invoiceId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
