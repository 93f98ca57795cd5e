import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { AgentPage } from '@vendange/contracts';
import { FormField } from '@vendange/ui';
import { useCoverage } from './use-coverage';

/** The client page's « Commercial / agent » field: the agents the client is given to (several possible), changed with createAgent. */
export function ClientAgentsField({ shopId, clientId, editable }: { shopId: number; clientId: number; editable: boolean }) {
  const { t } = useLingui();
  const coverage = useCoverage(shopId, { clientId }, true);
  const agents = useApi<AgentPage>(editable ? '/v1/agents' : null, { shopId, limit: 100 });
  const [chosen, setChosen] = useState('');
  const given = coverage.items ?? [];
  const others = (agents.data?.users ?? []).filter((a) => !a.blocked && !given.some((g) => g.agentId === a.id));
  return (
    <FormField label={<Trans>Commercial / agent</Trans>}>
      <Stack gap="2" data-testid="client-agents">
        {given.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun agent ne suit ce client.</Trans></Text> : (
          <HStack wrap="wrap" gap="2">
            {given.map((g) => (
              <Badge key={g.agentId} size="lg" colorPalette="brand" data-testid="client-agent">
                {g.agentName}
                {editable ? (
                  <Button size="2xs" variant="ghost" aria-label={t`Retirer ${g.agentName}`} onClick={() => void coverage.takeBack({ clientId, agentId: g.agentId }, t`Agent retiré de ce client.`)}>×</Button>
                ) : null}
              </Badge>
            ))}
          </HStack>
        )}
        {editable && others.length > 0 ? (
          <HStack gap="2">
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value)} aria-label={t`Agent à ajouter`} data-testid="client-agent-select">
                <option value="">{t`Choisir un agent`}</option>
                {others.map((a) => <option key={a.id} value={a.id}>{a.firstname} {a.lastname}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" disabled={!chosen} data-testid="client-agent-add"
              onClick={async () => { await coverage.give({ clientId, agentId: Number(chosen) }, t`Client confié à l'agent.`); setChosen(''); }}
            >
              <Trans>Ajouter</Trans>
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </FormField>
  );
}
