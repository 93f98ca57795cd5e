import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import type { OutstandingClient } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { ageBucketLabels, ageBuckets } from './payment-labels';
import { OpenInvoices } from './open-invoices';

const panelId = (c: OutstandingClient) => `outstanding-${c.key.replace(/[^\w-]/g, '_')}`;

function Toggle({ client, open, controls, onToggle }: { client: OutstandingClient; open: boolean; controls: string; onToggle: () => void }) {
  const count = client.invoices.length;
  return (
    <Button size="xs" variant="outline" aria-expanded={open} aria-controls={controls} onClick={onToggle} data-testid="outstanding-client-toggle">
      {open ? <Trans>Masquer les factures</Trans> : <Trans>Voir les factures ({count})</Trans>}
    </Button>
  );
}

function RecordButton({ client, onRecord }: { client: OutstandingClient; onRecord: (client: OutstandingClient) => void }) {
  const { t } = useLingui();
  const name = client.clientName;
  return (
    <Button size="xs" colorPalette="brand" variant="subtle" aria-label={t`Enregistrer un paiement de ${name}`} onClick={() => onRecord(client)} data-testid="outstanding-client-record">
      <Trans>Paiement reçu</Trans>
    </Button>
  );
}

/**
 * The clients owing something: what they owe by age and in all, each opened onto their open invoices.
 * A table from md; cards under it (the table's five amounts would not fit a phone). `onRecord` offers to record
 * a payment of the client; `canRemind` (seeAllPayment) to send the next reminder of each open invoice.
 */
export function OutstandingClients({ clients, onRecord, canRemind = false }: { clients: readonly OutstandingClient[]; onRecord?: (client: OutstandingClient) => void; canRemind?: boolean }) {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => setOpened((s) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  return (
    <>
      <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Client</Trans></Table.ColumnHeader>
              {ageBuckets.map((b) => <Table.ColumnHeader key={b} textAlign="end">{i18n._(ageBucketLabels[b])}</Table.ColumnHeader>)}
              <Table.ColumnHeader textAlign="end"><Trans>Total</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Factures</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {clients.map((c) => (
              <Fragment key={c.key}>
                <Table.Row data-testid="outstanding-client-row" data-client={c.clientName}>
                  <Table.Cell fontWeight="medium" data-testid="outstanding-client-name">{c.clientName}</Table.Cell>
                  {ageBuckets.map((b) => <Table.Cell key={b} textAlign="end" color={c.buckets[b] > 0 && b !== 'notDueCents' ? 'red.600' : undefined}>{formatCents(c.buckets[b])}</Table.Cell>)}
                  <Table.Cell textAlign="end" fontWeight="semibold" data-testid="outstanding-client-total">{formatCents(c.buckets.totalCents)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap="2" justify="flex-end" wrap="wrap">
                      <Toggle client={c} open={opened.has(c.key)} controls={panelId(c)} onToggle={() => toggle(c.key)} />
                      {onRecord ? <RecordButton client={c} onRecord={onRecord} /> : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
                {opened.has(c.key) ? (
                  <Table.Row data-testid="outstanding-client-invoices" data-client={c.clientName}>
                    <Table.Cell colSpan={ageBuckets.length + 3} bg="gray.50"><OpenInvoices invoices={c.invoices} id={panelId(c)} canRemind={canRemind} /></Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" data-testid="outstanding-client-cards">
        {clients.map((c) => (
          <Box as="li" key={c.key} bg="white" borderRadius="md" borderWidth="1px" p="3" fontSize="sm" data-testid="outstanding-client-card" data-client={c.clientName}>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">{c.clientName}</Text>
              <Text fontWeight="semibold">{formatCents(c.buckets.totalCents)}</Text>
            </HStack>
            <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="3" color="gray.700" my="2">
              {ageBuckets.filter((b) => c.buckets[b] > 0).map((b) => (
                <Fragment key={b}><Text as="dt">{i18n._(ageBucketLabels[b])}</Text><Text as="dd" textAlign="end">{formatCents(c.buckets[b])}</Text></Fragment>
              ))}
            </Box>
            <HStack gap="2" wrap="wrap">
              <Toggle client={c} open={opened.has(c.key)} controls={`${panelId(c)}-card`} onToggle={() => toggle(c.key)} />
              {onRecord ? <RecordButton client={c} onRecord={onRecord} /> : null}
            </HStack>
            {opened.has(c.key) ? <Box mt="2"><OpenInvoices invoices={c.invoices} id={`${panelId(c)}-card`} canRemind={canRemind} /></Box> : null}
          </Box>
        ))}
      </Stack>
    </>
  );
}
