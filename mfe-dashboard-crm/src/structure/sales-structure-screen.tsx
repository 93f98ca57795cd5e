import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import { treeOrder, type AgentPage, type Collaborator, type SalesTeam } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { TeamDialog, type TeamCandidate } from './team-dialog';

/**
 * /dashboard/collaborators/structure: the sales teams as a tree of cards on a desktop (who reports to whom, region,
 * manager, members, the clients their agents cover) and a plain list on a phone; changed with createCollaborator.
 */
export function SalesStructureScreen() {
  const { t } = useLingui();
  const { shopId, can, user } = useShopAccess();
  const writer = can('createCollaborator');
  const query = { shopId: shopId ?? undefined };
  const teams = useApi<{ items: SalesTeam[] }>(shopId ? '/v1/sales-teams' : null, query);
  const collaborators = useApi<{ items: Collaborator[] }>(writer && shopId ? '/v1/collaborators' : null, { ...query, limit: 100 });
  const agents = useApi<AgentPage>(writer && shopId && can('accessAgent') ? '/v1/agents' : null, { ...query, limit: 100 });
  const [editing, setEditing] = useState<SalesTeam | 'new' | null>(null);
  if (teams.error) return <ErrorScreen detail={teams.error instanceof Error ? teams.error.message : undefined} />;
  if (!teams.data || !shopId) return <PageLoader />;
  const ordered = treeOrder(teams.data.items);
  const nameOf = (id: number | null) => ordered.find((o) => o.id === id)?.name;
  const candidates: TeamCandidate[] = [
    ...(user?.role === 'owner' ? [{ userId: user.id, kind: 'collaborator' as const, name: `${user.firstname} ${user.lastname}`.trim() }] : []),
    ...(collaborators.data?.items ?? []).filter((c) => !c.blocked).map((c) => ({ userId: c.id, kind: 'collaborator' as const, name: `${c.firstname} ${c.lastname}` })),
    ...(agents.data?.users ?? []).filter((a) => !a.blocked).map((a) => ({ userId: a.id, kind: 'agent' as const, name: `${a.firstname} ${a.lastname}` })),
  ];
  return (
    <Stack gap="4" data-testid="sales-structure">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="xl"><Trans>Structure commerciale</Trans></Heading>
        {writer ? <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="team-add"><Trans>Nouvelle équipe</Trans></Button> : null}
      </Flex>
      {ordered.length === 0 ? (
        <Text data-testid="sales-structure-empty"><Trans>Aucune équipe pour le moment : créez-en une pour répartir vos collaborateurs et agents par région.</Trans></Text>
      ) : null}
      {/* A desktop sees the tree: each team indented under the one it reports to. */}
      <Stack gap="3" hideBelow="md" data-testid="sales-structure-board">
        {ordered.map((team) => (
          <Card.Root key={team.id} ms={`${team.depth * 2.5}rem`} borderStartWidth={team.depth > 0 ? '4px' : undefined} borderStartColor="brand.300" data-testid="team-card">
            <Card.Body gap="2">
              <Flex justify="space-between" align="start" gap="2">
                <Box>
                  <Heading size="md" data-testid="team-card-name">{team.name}</Heading>
                  <Text fontSize="sm" color="gray.600">
                    {team.managerName ? t`Responsable : ${team.managerName}` : t`Sans responsable`}
                    {team.parentId ? ` · ${t`rattachée à ${nameOf(team.parentId) ?? ''}`}` : ''}
                  </Text>
                </Box>
                {writer ? <Button size="xs" variant="outline" onClick={() => setEditing(team)} data-testid="team-edit"><Trans>Modifier</Trans></Button> : null}
              </Flex>
              {team.departments.length > 0 ? <Wrap gap="1">{team.departments.map((d) => <Badge key={d} variant="outline">{d}</Badge>)}</Wrap> : null}
              <Wrap gap="1" data-testid="team-members">
                {team.members.map((m) => <Badge key={m.userId} colorPalette={m.kind === 'agent' ? 'purple' : 'brand'}>{m.name}{m.kind === 'agent' ? ` · ${t`agent`}` : ''}</Badge>)}
              </Wrap>
              <Text fontSize="sm" data-testid="team-clients">
                {team.clients.length === 0 ? <Trans>Aucun client confié à ses agents.</Trans> : <Trans>Clients suivis : {team.clients.map((c) => c.name).join(', ')}</Trans>}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {/* A phone sees a list: the name, then who leads it and how many people and clients. */}
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" data-testid="sales-structure-list">
        {ordered.map((team) => (
          <HStack as="li" key={team.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid="team-row">
            <Box minW="0">
              <Text fontWeight="semibold">{team.name}</Text>
              <Text fontSize="sm" color="gray.600">
                {team.managerName ?? t`Sans responsable`} · <Plural value={team.members.length} one="# membre" other="# membres" /> · <Plural value={team.clients.length} one="# client" other="# clients" />
              </Text>
            </Box>
            {writer ? <Button size="xs" variant="outline" onClick={() => setEditing(team)}><Trans>Modifier</Trans></Button> : null}
          </HStack>
        ))}
      </Stack>
      {editing ? (
        <TeamDialog shopId={shopId} team={editing === 'new' ? null : editing} teams={ordered} candidates={candidates}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void teams.mutate(); }} />
      ) : null}
    </Stack>
  );
}
