import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InvoiceSummary } from '@vendange/contracts';
import { formatCents, formatDate } from '@vendange/ui';
import { PdfButton } from './pdf-button';

/** A document's actions in a list: its PDF and its detail. */
export function DocumentRowActions({ doc, onDetail }: { doc: InvoiceSummary; onDetail: (id: number) => void }) {
  return (
    <HStack gap="2" justify="flex-end" wrap="wrap">
      <PdfButton invoice={doc} />
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onDetail(doc.id)} data-testid="invoice-detail-open"><Trans>Détail</Trans></Button>
    </HStack>
  );
}

/**
 * A document on a phone (invoices, deposits, credit notes): number and total, client and date, what the
 * kind adds (`middle`: its order, what it credits), its status and actions.
 */
export function DocumentCard({ doc, onDetail, middle, status }: { doc: InvoiceSummary; onDetail: (id: number) => void; middle?: ReactNode; status: ReactNode }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="semibold" data-testid="invoice-number">{doc.number}</Text>
        <Text fontWeight="semibold">{formatCents(doc.totalTtcCents)} <Trans>TTC</Trans></Text>
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text minW="0" overflowWrap="anywhere">{doc.clientName}</Text>
        <Text color="gray.600">{formatDate(doc.issuedAt)}</Text>
      </HStack>
      {middle}
      <HStack justify="space-between" gap="2" wrap="wrap">
        {status}
        <DocumentRowActions doc={doc} onDetail={onDetail} />
      </HStack>
    </Stack>
  );
}
