import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApiList } from '@vendange/api-client';
import { closingPeriods, type Closing, type ClosingPeriod } from '@vendange/contracts';
import { ConfirmDialog, formatCents, formatDateTime, Pager } from '@vendange/ui';
import { tillPaymentLabels } from '../till/till-labels';
import { closingActionLabels, closingPeriodLabels, periodKeyShown } from './journal-labels';

const LIMIT = 10;

/** One closing's figures: totals by VAT rate and payment type, counts, the grand total, its seal. */
function ClosingCard({ closing }: { closing: Closing }) {
  const { i18n } = useLingui();
  return (
    <Card.Root data-testid="closing-card">
      <Card.Body>
        <Stack gap="3">
          <Flex justify="space-between" wrap="wrap" gap="2">
            <Heading size="sm">{i18n._(closingPeriodLabels[closing.period])} · {periodKeyShown(closing.periodKey)}</Heading>
            <HStack gap="2">
              {closing.takenBy === null ? <Badge><Trans>Automatique</Trans></Badge> : null}
              <Text fontSize="sm" color="gray.600">{formatDateTime(closing.takenAt)}</Text>
            </HStack>
          </Flex>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            <Box><Text fontSize="xs" color="gray.600"><Trans>Total TTC</Trans></Text><Text fontWeight="bold" data-testid="closing-total">{formatCents(closing.totalCents)}</Text></Box>
            <Box><Text fontSize="xs" color="gray.600"><Trans>Tickets</Trans></Text><Text data-testid="closing-tickets">{closing.ticketCount}</Text></Box>
            <Box><Text fontSize="xs" color="gray.600"><Trans>Annulations</Trans></Text><Text>{closing.cancellationCount}</Text></Box>
            <Box><Text fontSize="xs" color="gray.600"><Trans>Grand total perpétuel</Trans></Text><Text>{formatCents(closing.grandTotalCents)}</Text></Box>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Box>
              <Text fontSize="sm" fontWeight="medium"><Trans>Par taux de TVA</Trans></Text>
              <Table.Root size="sm">
                <Table.Header><Table.Row>
                  <Table.ColumnHeader><Trans>Taux</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>HT</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>TVA</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>TTC</Trans></Table.ColumnHeader>
                </Table.Row></Table.Header>
                <Table.Body>
                  {closing.vat.map((v) => (
                    <Table.Row key={v.rate} data-testid="closing-vat-row">
                      <Table.Cell>{v.rate} %</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(v.exclVatCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(v.vatCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(v.inclVatCents)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Box>
              <Text fontSize="sm" fontWeight="medium"><Trans>Par moyen de paiement</Trans></Text>
              <Stack gap="1" mt="1">
                {closing.payments.map((p) => (
                  <Flex key={p.type} justify="space-between" data-testid="closing-payment-row"><Text>{i18n._(tillPaymentLabels[p.type])}</Text><Text>{formatCents(p.amountCents)}</Text></Flex>
                ))}
                {closing.payments.length === 0 ? <Text color="gray.600"><Trans>Aucun paiement</Trans></Text> : null}
              </Stack>
            </Box>
          </SimpleGrid>
          <Text fontSize="xs" color="gray.600" fontFamily="mono"><Trans>Écriture n° {closing.journalSequence} · empreinte {closing.hash.slice(0, 16)}…</Trans></Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The closings of a sales point: take the day's Z, the month's or the year's (after a confirmation), and the list. */
export function ClosingsPanel({ pointId, shopId, onTaken }: { pointId: number; shopId: number | null; onTaken: () => void }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<ClosingPeriod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, mutate } = useApiList<{ items: Closing[]; total: number }>(`/v1/salespoints/${pointId}/closings`, { shopId: shopId ?? undefined, page, limit: LIMIT });

  async function take(period: ClosingPeriod) {
    setFailure(null);
    try {
      await api<Closing>(`/v1/salespoints/${pointId}/closings`, { method: 'POST', body: { shopId, period }, silent: true });
      setPage(1);
      await mutate();
      onTaken();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`La clôture n'a pas pu être faite.`);
    } finally {
      setAsking(null);
    }
  }

  return (
    <Stack gap="3" data-testid="closings-panel">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="md"><Trans>Clôtures</Trans></Heading>
        <HStack gap="2" wrap="wrap">
          {closingPeriods.map((p) => (
            <Button key={p} size="lg" variant={p === 'day' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setAsking(p)} data-testid={`closing-take-${p}`}>
              {i18n._(closingActionLabels[p])}
            </Button>
          ))}
        </HStack>
      </Flex>
      {failure ? <Text color="red.600" role="alert" data-testid="closing-error">{failure}</Text> : null}
      {error ? <Text color="red.600" role="alert">{t`Les clôtures n'ont pas pu être chargées.`}</Text> : null}
      {data && data.items.length === 0 ? <Text color="gray.600" data-testid="closings-empty"><Trans>Aucune clôture pour l'instant.</Trans></Text> : null}
      {data?.items.map((c) => <ClosingCard key={c.id} closing={c} />)}
      {data ? <Pager page={page} total={data.total} limit={LIMIT} onPage={setPage} /> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? i18n._(closingActionLabels[asking]) : ''}
        message={<Trans>Une clôture est définitive : elle est signée et inscrite au journal, et ne pourra plus être modifiée. Les ventes faites ensuite iront dans la clôture suivante.</Trans>}
        confirmLabel={t`Clôturer`}
        onConfirm={() => (asking ? take(asking) : undefined)}
        onCancel={() => setAsking(null)}
        testId="closing-confirm"
      />
    </Stack>
  );
}
