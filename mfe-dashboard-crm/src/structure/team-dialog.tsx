import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type SalesTeam, type SalesTeamMemberKind } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';

/** Someone a team may hold: a collaborator (or the owner) of the shop, or one of its agents. */
export interface TeamCandidate { userId: number; kind: SalesTeamMemberKind; name: string }

/** Creates or edits a team: name, departments, the team above, its manager and members. */
export function TeamDialog({ shopId, team, teams, candidates, onClose, onSaved }: {
  shopId: number; team: SalesTeam | null; teams: SalesTeam[]; candidates: TeamCandidate[]; onClose: () => void; onSaved: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(team?.name ?? '');
  const [departments, setDepartments] = useState(team?.departments.join(', ') ?? '');
  const [parentId, setParentId] = useState(team?.parentId ? String(team.parentId) : '');
  const [managerId, setManagerId] = useState(team?.managerId ? String(team.managerId) : '');
  const [members, setMembers] = useState<Set<number>>(new Set(team?.members.map((m) => m.userId) ?? []));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = (userId: number, on: boolean) => setMembers((now) => {
    const next = new Set(now);
    if (on) next.add(userId); else next.delete(userId);
    return next;
  });
  const staff = candidates.filter((c) => c.kind === 'collaborator');
  return (
    <FormDialog
      title={team ? t`Modifier l'équipe` : t`Nouvelle équipe`} ariaLabel={t`Équipe commerciale`} testId="team-dialog" submitLabel={<Trans>Enregistrer</Trans>} size="lg"
      busy={busy} failure={failure} onClose={onClose}
      onSubmit={async () => {
        setBusy(true);
        setFailure(null);
        try {
          const body = {
            shopId, name, parentId: parentId ? Number(parentId) : null, managerId: managerId ? Number(managerId) : null,
            departments: departments.split(/[\s,;]+/).filter(Boolean),
            members: candidates.filter((c) => members.has(c.userId)).map((c) => ({ userId: c.userId, kind: c.kind })),
          };
          await api(team ? `/v1/sales-teams/${team.id}` : '/v1/sales-teams', { method: team ? 'PUT' : 'POST', body, silent: true });
          showSnackbar('success', t`Équipe enregistrée.`);
          onSaved();
        } catch (err) {
          setFailure(placeServerError(err, [], messages.internal).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField label={<Trans>Nom de l'équipe</Trans>} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} data-testid="team-name" />
      </FormField>
      <FormField label={<Trans>Région (départements)</Trans>} helper={<Trans>Codes séparés par des virgules : 13, 84, 2A…</Trans>}>
        <Input value={departments} onChange={(e) => setDepartments(e.target.value)} data-testid="team-departments" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={<Trans>Rattachée à</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field value={parentId} onChange={(e) => setParentId(e.target.value)} data-testid="team-parent">
              <option value="">{t`Aucune (en tête)`}</option>
              {teams.filter((o) => o.id !== team?.id).map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Responsable</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field value={managerId} onChange={(e) => setManagerId(e.target.value)} data-testid="team-manager">
              <option value="">{t`Aucun`}</option>
              {staff.map((c) => <option key={c.userId} value={c.userId}>{c.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium"><Trans>Membres</Trans></Text>
        {candidates.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun collaborateur ni agent à ajouter.</Trans></Text> : null}
        {candidates.map((c) => (
          <Checkbox.Root key={c.userId} checked={members.has(c.userId)} onCheckedChange={(d) => toggle(c.userId, d.checked === true)} data-testid="team-member">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.name} · {c.kind === 'agent' ? t`agent` : t`collaborateur`}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}
