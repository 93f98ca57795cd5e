import { Button, Card, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, permissions, switchesOfPreset, type Authorizations, type Permission, type RolePreset } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormDialog, FormField } from '@vendange/ui';
import { PermissionEditor } from '../screens/collaborators/permission-editor';
import { RightsCount } from '../screens/collaborators/collaborator-badges';

const grantedOf = (a: Authorizations): Permission[] => permissions.filter((p) => a[p] === true);

/** settings?link=roles (#roles under the collaborators): the shop's role presets, created and edited with createCollaborator. */
export function RolePresetsSection() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const writer = can('createCollaborator');
  const { data, mutate } = useApi<{ items: RolePreset[] }>(shopId ? '/v1/collaborators/presets' : null, { shopId: shopId ?? undefined });
  const [editing, setEditing] = useState<RolePreset | 'new' | null>(null);
  const [removing, setRemoving] = useState<RolePreset | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  // settings?link=roles arrives with #roles: bring the presets into view.
  useEffect(() => { if (window.location.hash === '#roles' && data) anchor.current?.scrollIntoView({ block: 'start' }); }, [data]);
  if (!data) return null;
  return (
    <Stack gap="3" id="roles" ref={anchor} data-testid="role-presets">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="md"><Trans>Rôles</Trans></Heading>
        {writer ? <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid="role-preset-add"><Trans>Nouveau rôle</Trans></Button> : null}
      </Flex>
      <Text fontSize="sm" color="gray.600"><Trans>Un rôle remplit les droits d'un collaborateur depuis sa fiche ; vous les ajustez ensuite avant d'enregistrer.</Trans></Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        {data.items.map((p) => (
          <Card.Root key={p.id} size="sm" data-testid="role-preset">
            <Card.Body gap="1">
              <Text fontWeight="semibold">{p.name}</Text>
              <Text fontSize="sm" color="gray.600"><RightsCount count={p.permissions.length} /></Text>
              {writer ? (
                <HStack gap="2" mt="2">
                  <Button size="xs" variant="outline" onClick={() => setEditing(p)} data-testid="role-preset-edit"><Trans>Modifier</Trans></Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(p)}><Trans>Supprimer</Trans></Button>
                </HStack>
              ) : null}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {editing ? <PresetDialog shopId={shopId} preset={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void mutate(); }} /> : null}
      <ConfirmDialog
        open={removing !== null} title={t`Supprimer le rôle « ${removing?.name ?? ''} » ?`}
        message={t`Les collaborateurs à qui il a été appliqué gardent leurs droits.`} confirmLabel={t`Supprimer`} cancelLabel={t`Annuler`} destructive
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await api(`/v1/collaborators/presets/${removing!.id}`, { method: 'DELETE', query: { shopId: shopId ?? undefined }, silent: true });
            setRemoving(null);
            await mutate();
          } catch (err) {
            showSnackbar('error', placeServerError(err, [], messages.internal).message);
          }
        }}
      />
    </Stack>
  );
}

function PresetDialog({ shopId, preset, onClose, onSaved }: { shopId: number | null; preset: RolePreset | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const { lacking } = useShopAccess();
  const [name, setName] = useState(preset?.name ?? '');
  const [rights, setRights] = useState<Authorizations>(switchesOfPreset(preset ?? { permissions: [] }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      title={preset ? t`Modifier le rôle` : t`Nouveau rôle`} ariaLabel={t`Rôle`} testId="role-preset-dialog" submitLabel={<Trans>Enregistrer</Trans>} size="xl" busy={busy} failure={failure}
      onClose={onClose}
      onSubmit={async () => {
        setBusy(true);
        setFailure(null);
        try {
          const body = { shopId: shopId ?? undefined, name, permissions: grantedOf(rights) };
          await api(preset ? `/v1/collaborators/presets/${preset.id}` : '/v1/collaborators/presets', { method: preset ? 'PUT' : 'POST', body, silent: true });
          showSnackbar('success', t`Rôle enregistré.`);
          onSaved();
        } catch (err) {
          setFailure(placeServerError(err, [], messages.internal).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField label={<Trans>Nom du rôle</Trans>} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} data-testid="role-preset-name" />
      </FormField>
      <PermissionEditor value={rights} onChange={setRights} locked={lacking} />
    </FormDialog>
  );
}
