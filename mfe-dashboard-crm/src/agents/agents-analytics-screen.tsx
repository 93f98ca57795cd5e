import { Box, Button, Flex, Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { AgentAnalytics, AgentAnalyticsFigures, AgentAnalyticsRow } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, FormField, formatCents, formatDate, PageLoader } from '@vendange/ui';
import { calendarDate } from '@vendange/pricing';
import { periodOf, type AnalyticsPeriodChoice } from './analytics-period';

/** `help`: what the column counts, under the table and on each header's hover. */
type Column = { key: keyof AgentAnalyticsFigures; label: ReactNode; money?: boolean; help?: string };

/**
 * /dashboard/agents/analytics: what each agent brought over a period (default: this year), sorted by sales, with the
 * totals; computed by the server (GET /v1/commissions/analytics). A card list on a phone.
 */
export function AgentsAnalyticsScreen() {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const today = useMemo(() => calendarDate(new Date()), []);
  const [choice, setChoice] = useState<AnalyticsPeriodChoice>('year');
  const [custom, setCustom] = useState(() => periodOf('year', today));
  const period = choice === 'custom' ? custom : periodOf(choice, today);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const { data, error, isLoading } = useApi<AgentAnalytics>(valid ? '/v1/commissions/analytics' : null, { shopId: shopId ?? undefined, from: period.from, to: period.to });

  const columns: Column[] = [
    { key: 'salesHtCents', label: <Trans>Ventes facturées HT</Trans>, money: true, help: t`factures et acomptes émis sur la période pour les commandes de l'agent, avoirs déduits.` },
    { key: 'invoicedOrders', label: <Trans>Commandes facturées</Trans> },
    { key: 'clientsCovered', label: <Trans>Clients couverts</Trans>, help: t`les clients confiés à l'agent aujourd'hui, quelle que soit la période.` },
    { key: 'clientsBuying', label: <Trans>Clients acheteurs</Trans> },
    { key: 'samplesSent', label: <Trans>Échantillons envoyés</Trans>, help: t`les échantillons envoyés sur la période aux clients confiés à l'agent, qu'il les ait faits lui-même ou que vous les ayez envoyés, et ceux qu'il a faits pour un client qui ne lui est plus confié.` },
    { key: 'commissionCents', label: <Trans>Commission due</Trans>, money: true, help: t`les commissions des documents émis sur la période.` },
    { key: 'paidCents', label: <Trans>Payée</Trans>, money: true },
    { key: 'leftCents', label: <Trans>Reste à payer</Trans>, money: true },
  ];
  const value = (f: AgentAnalyticsFigures, c: Column) => (c.money ? formatCents(f[c.key]) : String(f[c.key]));
  const name = (r: AgentAnalyticsRow) => (
    <ChakraLink asChild color="brand.700" fontWeight="medium">
      <Link to={getHref('agentDetail', { id: r.agentId })} data-testid="analytics-agent-link">{r.name ?? t`Agent n° ${r.agentId} (plus lié)`}</Link>
    </ChakraLink>
  );
  const choices: { value: AnalyticsPeriodChoice; label: string }[] = [
    { value: 'month', label: t`Ce mois` }, { value: 'quarter', label: t`Ce trimestre` }, { value: 'year', label: t`Cette année` }, { value: 'custom', label: t`Personnalisée` },
  ];

  return (
    <Stack gap="4" data-testid="agents-analytics-screen">
      <Box>
        <Link to={getHref('agents')}><Text fontSize="sm" color="brand.700">← <Trans>Agents</Trans></Text></Link>
        <Heading size="xl"><Trans>Analyse des agents</Trans></Heading>
        <Text color="gray.600"><Trans>Ventes facturées, clients et commissions de chaque agent sur la période (avoirs déduits).</Trans></Text>
      </Box>
      <Flex gap="2" wrap="wrap" align="flex-end" role="group" aria-label={t`Période`}>
        {choices.map((c) => (
          <Button key={c.value} size="sm" variant={choice === c.value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={choice === c.value}
            onClick={() => setChoice(c.value)} data-testid={`analytics-period-${c.value}`}>{c.label}</Button>
        ))}
      </Flex>
      {choice === 'custom' ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="lg">
          <FormField label={<Trans>Du</Trans>}>
            <Input type="date" value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.target.value })} data-testid="analytics-from" />
          </FormField>
          <FormField label={<Trans>Au</Trans>} error={valid ? undefined : t`Choisissez une date de fin postérieure à la date de début.`}>
            <Input type="date" value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.target.value })} data-testid="analytics-to" />
          </FormField>
        </SimpleGrid>
      ) : null}
      {valid ? <Text fontSize="sm" color="gray.600" data-testid="analytics-period"><Trans>Du {formatDate(period.from)} au {formatDate(period.to)}</Trans></Text> : null}
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="analytics-empty">
          <Text><Trans>Aucun agent pour le moment : invitez-en un depuis l'écran Agents.</Trans></Text>
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" data-testid="analytics-cards">
            {[...data.items.map((r) => ({ key: String(r.agentId), title: name(r), f: r as AgentAnalyticsFigures })), { key: 'total', title: <Text fontWeight="bold"><Trans>Total</Trans></Text>, f: data.totals }].map((card) => (
              <Box as="li" key={card.key} bg="white" borderRadius="md" borderWidth="1px" p="3" data-testid="analytics-card">
                {card.title}
                {/* One label and its value per row: two per row left no room for the amounts on a phone. */}
                <Stack gap="1" mt="2" fontSize="sm">
                  {columns.map((c) => (
                    <Flex key={c.key} justify="space-between" align="baseline" gap="3" data-testid="analytics-card-figure">
                      <Text color="gray.600">{c.label}</Text><Text fontWeight="medium" textAlign="end" whiteSpace="nowrap">{value(card.f, c)}</Text>
                    </Flex>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
          <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
            <Table.Root size="sm" data-testid="analytics-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>Agent</Trans></Table.ColumnHeader>
                  {columns.map((c) => <Table.ColumnHeader key={c.key} textAlign="end" title={c.help}>{c.label}</Table.ColumnHeader>)}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((r) => (
                  <Table.Row key={r.agentId} data-testid="analytics-row" data-agent={r.agentId}>
                    <Table.Cell>{name(r)}</Table.Cell>
                    {columns.map((c) => <Table.Cell key={c.key} textAlign="end" data-testid={`analytics-${c.key}`}>{value(r, c)}</Table.Cell>)}
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="bold" data-testid="analytics-totals">
                  <Table.Cell><Trans>Total</Trans></Table.Cell>
                  {columns.map((c) => <Table.Cell key={c.key} textAlign="end">{value(data.totals, c)}</Table.Cell>)}
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Box>
          <Box as="dl" fontSize="sm" color="gray.600" data-testid="analytics-help">
            {columns.filter((c) => c.help).map((c) => (
              <Box key={c.key} data-testid={`analytics-help-${c.key}`}>
                <Text as="dt" display="inline" fontWeight="medium">{c.label}</Text>{' : '}<Text as="dd" display="inline">{c.help}</Text>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
