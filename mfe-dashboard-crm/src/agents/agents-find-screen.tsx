import { Badge, Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type AgentInvitationResult, type FoundAgent } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { FormField, ListPage, useDebounced } from '@vendange/ui';

/** /dashboard/agents/find: agents who registered, by a department and a typology they cover, each with "Inviter". */
export function AgentsFindScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { shopId, can } = useShopAccess();
  const [region, setRegion] = useState('');
  const [typology, setTypology] = useState('');
  const query = { shopId: shopId ?? undefined, region: useDebounced(region.trim().toUpperCase(), 300) || undefined, typology: useDebounced(typology.trim().toLowerCase(), 300) || undefined };
  const invite = async (a: FoundAgent) => {
    try {
      await api<AgentInvitationResult>('/v1/agents/invitations', { method: 'POST', body: { shopId: shopId ?? undefined, agentId: a.id }, silent: true });
      showSnackbar('success', t`${a.firstname} ${a.lastname} travaille désormais pour votre boutique.`);
      await mutate((key) => typeof key === 'string' && key.includes('/v1/agents'));
      navigate(getHref('agentDetail', { id: a.id }));
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], messages.internal).message);
    }
  };
  const action = (a: FoundAgent) => (a.linked
    ? <Badge colorPalette="green"><Trans>Déjà votre agent</Trans></Badge>
    : can('createAgent') ? <Button size="xs" colorPalette="brand" onClick={() => invite(a)} data-testid="found-agent-invite"><Trans>Inviter</Trans></Button> : null);
  return (
    <Stack gap="3" data-testid="agents-find-screen">
      <Link to={getHref('agents')}><Text fontSize="sm" color="brand.700">← <Trans>Agents</Trans></Text></Link>
      <ListPage<FoundAgent>
        testId="found-agents" title={<Trans>Trouver un agent</Trans>} path="/v1/agents/find" query={query} rowKey={(a) => a.id} searchable={false}
        filters={(
          <Flex gap="3" wrap="wrap">
            <Box maxW="xs"><FormField label={<Trans>Département</Trans>}><Input bg="white" value={region} onChange={(e) => setRegion(e.target.value)} placeholder="33" data-testid="find-region" /></FormField></Box>
            <Box maxW="xs"><FormField label={<Trans>Typologie de clients</Trans>}><Input bg="white" value={typology} onChange={(e) => setTypology(e.target.value)} placeholder="caviste" data-testid="find-typology" /></FormField></Box>
          </Flex>
        )}
        empty={<Trans>Aucun agent inscrit ne couvre ce département et cette typologie.</Trans>}
        columns={[
          { header: <Trans>Agent</Trans>, cell: (a) => `${a.firstname} ${a.lastname}` },
          { header: <Trans>Départements</Trans>, cell: (a) => a.regions.join(', ') || '-' },
          { header: <Trans>Typologies</Trans>, cell: (a) => a.typologies.join(', ') || '-' },
          { header: '', cell: action, align: 'end' },
        ]}
        card={(a) => (
          <Stack gap="1">
            <Flex justify="space-between"><Text fontWeight="medium">{a.firstname} {a.lastname}</Text>{action(a)}</Flex>
            <Text fontSize="sm" color="gray.600">{a.regions.join(', ') || '-'} · {a.typologies.join(', ') || '-'}</Text>
          </Stack>
        )}
      />
    </Stack>
  );
}
