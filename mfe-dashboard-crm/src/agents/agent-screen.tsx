import { Box, Card, Heading, Link as ChakraLink, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, type Agent, type AgentRates, type OrderSummary } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ErrorScreen, FormField, formatCents, formatDate, ListPage, PageLoader } from '@vendange/ui';
import { AgentRatesForm } from './agent-rates-form';
import { CommissionsList } from './commissions-list';
import { AgentClientsPanel } from '../structure/agent-clients-panel';

/** /dashboard/agents/{id}: the agent's link (price list, rates), the orders they took and their commissions. */
export function AgentScreen() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const { shopId, can } = useShopAccess();
  const agent = useApi<Agent>(Number.isInteger(id) ? `/v1/agents/${id}` : null, { shopId: shopId ?? undefined });
  const rates = useApi<{ items: AgentRates[] }>('/v1/commissions/rates', { shopId: shopId ?? undefined });
  const typologies = useApi<{ items: { key: string; name: string }[] }>(can('seeAllPrice') ? '/v1/typologies' : null, { shopId: shopId ?? undefined });
  const editable = can('createAgent');
  if (agent.error) return <ErrorScreen detail={agent.error instanceof Error ? agent.error.message : undefined} />;
  if (!agent.data) return <PageLoader />;
  const a = agent.data;
  const changeTypology = async (typology: string) => {
    try {
      await api<Agent>(`/v1/agents/${a.id}`, { method: 'PUT', body: { shopId: shopId ?? undefined, typology: typology || null }, silent: true });
      await agent.mutate();
      showSnackbar('success', t`Tarif de l'agent enregistré.`);
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], messages.internal).message);
    }
  };
  return (
    <Stack gap="4" data-testid="agent-screen">
      <Box>
        <Link to={getHref('agents')}><Text fontSize="sm" color="brand.700">← <Trans>Agents</Trans></Text></Link>
        <Heading size="xl">{a.firstname} {a.lastname}</Heading>
        <Text color="gray.600">{a.email}{a.phone ? ` · ${a.phone}` : ''}</Text>
        <Text fontSize="sm" color="gray.600"><Trans>Couvre : {a.regions.join(', ') || '-'} · {a.typologies.join(', ') || '-'}</Trans></Text>
      </Box>
      <Tabs.Root defaultValue="link" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="link" data-testid="agent-tab-link"><Trans>Tarif et commission</Trans></Tabs.Trigger>
          {shopId ? <Tabs.Trigger value="clients" data-testid="agent-tab-clients"><Trans>Clients</Trans></Tabs.Trigger> : null}
          <Tabs.Trigger value="orders" data-testid="agent-tab-orders"><Trans>Commandes</Trans></Tabs.Trigger>
          <Tabs.Trigger value="commissions" data-testid="agent-tab-commissions"><Trans>Commissions</Trans></Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="link">
          <Stack gap="4">
            <Card.Root>
              <Card.Body>
                <FormField label={<Trans>Tarif de l'agent (typologie)</Trans>} helper={<Trans>La grille à laquelle il achète et présente vos vins.</Trans>}>
                  <NativeSelect.Root disabled={!editable} maxW="xs">
                    <NativeSelect.Field value={a.typology ?? ''} onChange={(e) => changeTypology(e.target.value)} data-testid="agent-typology">
                      <option value="">{t`Aucun`}</option>
                      {(typologies.data?.items ?? []).map((ty) => <option key={ty.key} value={ty.key}>{ty.name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Card.Body>
            </Card.Root>
            <AgentRatesForm shopId={shopId} agentId={a.id} rates={rates.data?.items.find((r) => r.agentId === a.id) ?? null}
              typologies={typologies.data?.items ?? []} editable={editable} onSaved={() => { void rates.mutate(); }} />
          </Stack>
        </Tabs.Content>
        {shopId ? <Tabs.Content value="clients"><AgentClientsPanel shopId={shopId} agentId={a.id} editable={editable} /></Tabs.Content> : null}
        <Tabs.Content value="orders">
          <ListPage<OrderSummary>
            testId="agent-orders" title={<Trans>Commandes de l'agent</Trans>} path="/v1/orders" query={{ shopId: shopId ?? undefined, agentId: a.id }} rowKey={(o) => o.id}
            empty={<Trans>Aucune commande prise par cet agent pour le moment.</Trans>}
            columns={[
              { header: <Trans>Référence</Trans>, cell: (o) => <ChakraLink asChild color="brand.700"><Link to={getHref('orderDetail', { id: o.id })}>{o.reference}</Link></ChakraLink> },
              { header: <Trans>Client</Trans>, cell: (o) => o.clientName },
              { header: <Trans>Date</Trans>, cell: (o) => formatDate(o.createdAt) },
              { header: <Trans>Total TTC</Trans>, cell: (o) => formatCents(o.totalTtcCents), align: 'end' },
            ]}
            card={(o) => <Text>{o.reference} · {o.clientName} · {formatCents(o.totalTtcCents)}</Text>}
          />
        </Tabs.Content>
        <Tabs.Content value="commissions">
          <CommissionsList path="/v1/commissions" query={{ shopId: shopId ?? undefined, agentId: a.id }} payShopId={editable ? shopId : null} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
