import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi, useApiList } from '@vendange/api-client';
import type { Agent, AgentPage, AgentRates } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, PageLoader, Pager } from '@vendange/ui';
import { percentOf } from './rate-percent';

const LIMIT = 25;

/** /dashboard/agents: the shop's agents (GET /v1/agents answers users[]), their price list, coverage and rate. */
export function AgentsScreen() {
  const navigate = useNavigate();
  const { shopId, can } = useShopAccess();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refreshing } = useApiList<AgentPage>('/v1/agents', { shopId: shopId ?? undefined, page, limit: LIMIT });
  const rates = useApi<{ items: AgentRates[] }>('/v1/commissions/rates', { shopId: shopId ?? undefined });
  const rateOf = (a: Agent) => {
    const r = rates.data?.items.find((x) => x.agentId === a.id);
    return r ? `${percentOf(r.defaultRateBp)} %${Object.keys(r.typologyRatesBp).length > 0 || r.productRates.length > 0 ? ' *' : ''}` : '-';
  };
  const name = (a: Agent) => (
    <ChakraLink asChild color="brand.700" fontWeight="medium">
      <Link to={getHref('agentDetail', { id: a.id })} data-testid="agent-link">{a.firstname} {a.lastname}</Link>
    </ChakraLink>
  );
  const status = (a: Agent) => (a.blocked ? <Badge colorPalette="red"><Trans>Bloqué</Trans></Badge> : <Badge colorPalette="green"><Trans>Actif</Trans></Badge>);
  return (
    <Stack gap="4" data-testid="agents-screen" aria-busy={refreshing}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Agents</Trans></Heading>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => navigate(getHref('agentAnalytics'))} data-testid="agent-analytics"><Trans>Analyse</Trans></Button>
          {can('createAgent') ? (
            <>
              <Button size="sm" variant="outline" onClick={() => navigate(getHref('agentFind'))} data-testid="agent-find"><Trans>Trouver un agent</Trans></Button>
              <Button size="sm" colorPalette="brand" onClick={() => navigate(getHref('agentAdd'))} data-testid="agent-add"><Trans>Inviter un agent</Trans></Button>
            </>
          ) : null}
        </Flex>
      </Flex>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.users.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="agents-empty">
          <Text fontWeight="semibold"><Trans>Aucun agent pour le moment.</Trans></Text>
          <Text><Trans>Un agent commercial vend vos vins à ses clients contre une commission sur les ventes facturées. Invitez-en un par e-mail ou trouvez-en un par département.</Trans></Text>
        </Box>
      ) : null}
      {data && data.users.length > 0 ? (
        <>
          <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" data-testid="agents-cards">
            {data.users.map((a) => (
              <Box as="li" key={a.id} bg="white" borderRadius="md" borderWidth="1px" p="3">
                <Flex justify="space-between">{name(a)}{status(a)}</Flex>
                <Text fontSize="sm" color="gray.600">{a.email}</Text>
                <Text fontSize="sm"><Trans>Tarif : {a.typology ?? '-'} · Commission : {rateOf(a)}</Trans></Text>
                <Text fontSize="sm" color="gray.600"><Trans>Départements : {a.regions.join(', ') || '-'}</Trans></Text>
              </Box>
            ))}
          </Stack>
          <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
            <Table.Root size="sm" interactive data-testid="agents-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>Nom</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>E-mail</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Départements</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Typologies couvertes</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Tarif</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>Commission</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Statut</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.users.map((a) => (
                  <Table.Row key={a.id} data-testid="agents-row">
                    <Table.Cell>{name(a)}</Table.Cell>
                    <Table.Cell>{a.email}</Table.Cell>
                    <Table.Cell>{a.regions.join(', ') || '-'}</Table.Cell>
                    <Table.Cell>{a.typologies.join(', ') || '-'}</Table.Cell>
                    <Table.Cell>{a.typology ?? '-'}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid="agent-rate">{rateOf(a)}</Table.Cell>
                    <Table.Cell>{status(a)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} />
        </>
      ) : null}
    </Stack>
  );
}
