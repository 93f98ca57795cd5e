import { Button, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { ClientField, type PickedClient } from '../tasks/client-field';
import { useCoverage } from './use-coverage';

/** The agent page's « Clients » tab: the clients given to the agent (they see only these), given and taken back with createAgent. */
export function AgentClientsPanel({ shopId, agentId, editable }: { shopId: number; agentId: number; editable: boolean }) {
  const { t } = useLingui();
  const coverage = useCoverage(shopId, { agentId }, true);
  const [picked, setPicked] = useState<PickedClient | null>(null);
  if (coverage.error) return <ErrorScreen detail={coverage.error instanceof Error ? coverage.error.message : undefined} />;
  if (!coverage.items) return <PageLoader />;
  return (
    <Stack gap="4" data-testid="agent-clients">
      <Text fontSize="sm" color="gray.600"><Trans>L'agent ne voit que ces clients, et ne saisit de devis ou de commande que pour eux.</Trans></Text>
      {editable ? (
        <Card.Root>
          <Card.Body>
            <Stack gap="2">
              <ClientField shopId={shopId} value={picked} onChange={setPicked} optional={false} testId="agent-client-pick" />
              <HStack justify="flex-end">
                <Button size="sm" colorPalette="brand" disabled={!picked} data-testid="agent-client-give"
                  onClick={async () => {
                    if (!picked) return;
                    await coverage.give({ clientId: picked.id, agentId }, t`Client confié à l'agent.`);
                    setPicked(null);
                  }}
                >
                  <Trans>Confier ce client</Trans>
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}
      {coverage.items.length === 0 ? <Text data-testid="agent-clients-empty"><Trans>Aucun client confié à cet agent pour le moment.</Trans></Text> : (
        <Stack as="ul" listStyleType="none" gap="2">
          {coverage.items.map((c) => (
            <HStack as="li" key={c.clientId} justify="space-between" borderWidth="1px" borderRadius="md" p="2" bg="white" data-testid="agent-client-row">
              <ChakraLink asChild color="brand.700"><Link to={getHref('clientDetail', { id: c.clientId })}>{c.clientName}</Link></ChakraLink>
              {editable ? (
                <Button size="xs" variant="outline" onClick={() => void coverage.takeBack({ clientId: c.clientId, agentId }, t`Client retiré à l'agent.`)} data-testid="agent-client-remove">
                  <Trans>Retirer</Trans>
                </Button>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
