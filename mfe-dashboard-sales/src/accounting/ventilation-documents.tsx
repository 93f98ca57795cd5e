import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi, useApiList } from '@vendange/api-client';
import type { DocumentVentilation, InvoiceKind, InvoiceSummary } from '@vendange/contracts';
import { formatCents, formatDate, Pager } from '@vendange/ui';
import type { VentilationPeriod } from './ventilation-period';
import { VentilationTable } from './ventilation-table';

const LIMIT = 20;

/** One document's own breakdown, read when its row is opened (GET /v1/invoices/{id}/ventilation). */
function DocumentBreakdown({ id }: { id: number }) {
  const { data, error } = useApi<DocumentVentilation>(`/v1/invoices/${id}/ventilation`);
  if (error) return <Text color="red.600" role="alert"><Trans>La ventilation de ce document n'a pas pu être lue.</Trans></Text>;
  if (!data) return <Spinner size="sm" aria-label="…" />;
  return <VentilationTable ventilation={data} testId={`document-ventilation-${id}`} />;
}

/**
 * The documents of the period, newest first and paginated (GET /v1/invoices): each opens to show its own lines by
 * account and rate, the table above being their sum.
 */
export function VentilationDocuments({ shopId, period }: { shopId: number; period: VentilationPeriod }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useApiList<{ items: InvoiceSummary[]; total: number; page: number; limit: number }>('/v1/invoices', { shopId, from: period.from, to: period.to, page, limit: LIMIT });
  const kinds: Record<InvoiceKind, string> = { invoice: t`Facture`, deposit: t`Facture d'acompte`, credit: t`Avoir` };
  return (
    <Box as="section" aria-labelledby="ventilation-documents-title">
      <Stack gap="3">
        <Heading as="h2" size="md" id="ventilation-documents-title"><Trans>Documents de la période</Trans></Heading>
        {error ? <Text color="red.600" role="alert"><Trans>Les documents de la période n'ont pas pu être lus.</Trans></Text> : null}
        {!data && !error ? <Spinner size="sm" aria-label="…" /> : null}
        {data && data.items.length === 0 ? <Text color="gray.600"><Trans>Aucun document émis sur cette période.</Trans></Text> : null}
        {data?.items.map((doc) => (
          <Box key={doc.id} bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid={`ventilation-document-${doc.number}`}>
            <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
              <Box>
                <Text fontWeight="medium">{kinds[doc.kind]} {doc.number}</Text>
                <Text fontSize="sm" color="gray.600">{formatDate(doc.issuedAt)} · {doc.clientName}</Text>
              </Box>
              <Flex align="center" gap="3">
                <Text fontWeight="semibold" whiteSpace="nowrap">{formatCents(doc.kind === 'credit' ? -doc.totalTtcCents : doc.totalTtcCents)}</Text>
                <Button size="sm" variant="outline" aria-expanded={open === doc.id} onClick={() => setOpen(open === doc.id ? null : doc.id)} data-testid={`ventilation-document-toggle-${doc.number}`}>
                  {open === doc.id ? <Trans>Masquer</Trans> : <Trans>Ventilation</Trans>}
                </Button>
              </Flex>
            </Flex>
            {open === doc.id ? <Box mt="3"><DocumentBreakdown id={doc.id} /></Box> : null}
          </Box>
        ))}
        {data ? <Pager page={data.page} total={data.total} limit={data.limit} onPage={setPage} /> : null}
      </Stack>
    </Box>
  );
}
