import { Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, ApiError, useApi } from '@vendange/api-client';
import { messages, permissions, type Authorizations, type Collaborator } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, ErrorScreen, formatDate, NotFound, PageLoader } from '@vendange/ui';
import { CollaboratorStatusBadge, RightsCount } from './collaborator-badges';
import { PermissionEditor } from './permission-editor';
import { PresetPicker } from '../../structure/preset-picker';
import { completeAuthorizations, countGranted, sameGrants } from './permission-groups';
import { useShopAccess } from '@vendange/mfe-kit';

type Saved = Collaborator & { message?: string };

/** /dashboard/collaborators/{id}: identity, rights (editable with createCollaborator) and blocking. */
export function CollaboratorDetailScreen() {
  const { id } = useParams();
  const { shopId } = useShopAccess();
  const valid = !!id && /^\d+$/.test(id);
  const { data, error, isLoading, mutate } = useApi<Collaborator>(valid ? `/v1/collaborators/${id}` : null, { shopId: shopId ?? undefined }, { shouldRetryOnError: false });
  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !data) return <PageLoader />;
  // Keyed by the saved state: a save or a block starts the draft again from what the server holds.
  return <CollaboratorEditor key={`${data.id}-${JSON.stringify(data.authorizations)}`} collaborator={data} onSaved={(c) => void mutate(c, { revalidate: false })} />;
}

function CollaboratorEditor({ collaborator, onSaved }: { collaborator: Collaborator; onSaved: (c: Collaborator) => void }) {
  const { t } = useLingui();
  const { user, shopId, can, lacking } = useShopAccess();
  const [draft, setDraft] = useState<Authorizations>(collaborator.authorizations);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const self = user?.id === collaborator.id;
  const editable = can('createCollaborator') && !self;
  const dirty = !sameGrants(draft, collaborator.authorizations, permissions);

  async function put(body: { authorizations?: Authorizations; blocked?: boolean }, fallback: string): Promise<boolean> {
    try {
      const res = await api<Saved>(`/v1/collaborators/${collaborator.id}`, { method: 'PUT', body: { ...body, shopId: shopId ?? undefined }, silent: true });
      const { message, ...saved } = res;
      showSnackbar('success', message ?? fallback);
      onSaved(saved);
      return true;
    } catch (err) {
      showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
      return false;
    }
  }

  async function save() {
    setSaving(true);
    await put({ authorizations: completeAuthorizations(draft, permissions) }, messages.collaboratorSaved);
    setSaving(false);
  }

  async function toggleBlocked() {
    setBlocking(true);
    const done = await put({ blocked: !collaborator.blocked }, messages.collaboratorSaved);
    setBlocking(false);
    if (done) setConfirming(false);
  }

  const name = `${collaborator.firstname} ${collaborator.lastname}`;
  return (
    <Stack gap="4" maxW="3xl" data-testid="collaborator-detail">
      <Box>
        <Link to={getHref('collaborators')}><Text fontSize="sm" color="brand.700">← <Trans>Collaborateurs</Trans></Text></Link>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading size="xl" data-testid="collaborator-name">{name}</Heading>
          <CollaboratorStatusBadge collaborator={collaborator} />
        </Flex>
      </Box>
      <Card.Root>
        <Card.Body>
          <Stack gap="1" fontSize="sm">
            <Text><Trans>E-mail</Trans> : {collaborator.email}</Text>
            <Text><Trans>Téléphone</Trans> : {collaborator.phone ?? '-'}</Text>
            <Text><Trans>Ajouté le {formatDate(collaborator.createdAt)}</Trans></Text>
            <Text color="gray.600"><RightsCount count={countGranted(collaborator.authorizations)} /></Text>
          </Stack>
          {editable ? (
            <HStack mt="4">
              <Button size="sm" variant="outline" colorPalette={collaborator.blocked ? 'brand' : 'red'} onClick={() => setConfirming(true)} data-testid="collaborator-block">
                {collaborator.blocked ? <Trans>Débloquer</Trans> : <Trans>Bloquer</Trans>}
              </Button>
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Stack gap="2">
        <Heading size="md"><Trans>Droits</Trans></Heading>
        {self ? <Text fontSize="sm" color="gray.600" data-testid="collaborator-readonly"><Trans>Vous ne pouvez pas modifier vos propres droits.</Trans></Text> : null}
        {!self && !editable ? <Text fontSize="sm" color="gray.600" data-testid="collaborator-readonly"><Trans>Vous pouvez consulter ces droits mais pas les modifier.</Trans></Text> : null}
        {editable ? <PresetPicker shopId={shopId} current={collaborator.authorizations} locked={lacking} onApply={setDraft} /> : null}
        <PermissionEditor value={draft} onChange={setDraft} readOnly={!editable} locked={lacking} />
      </Stack>
      {editable ? (
        <Flex justify="flex-end" gap="3" position="sticky" bottom="0" bg="gray.50" py="3">
          <Button variant="outline" disabled={!dirty || saving} onClick={() => setDraft(collaborator.authorizations)}><Trans>Annuler les modifications</Trans></Button>
          <Button colorPalette="brand" disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="collaborator-save"><Trans>Enregistrer</Trans></Button>
        </Flex>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={collaborator.blocked ? t`Débloquer ${name} ?` : t`Bloquer ${name} ?`}
        message={collaborator.blocked
          ? t`${name} pourra de nouveau se connecter au tableau de bord avec ses droits.`
          : t`${name} ne pourra plus utiliser le tableau de bord de la boutique. Vous pourrez le débloquer plus tard.`}
        confirmLabel={collaborator.blocked ? t`Débloquer` : t`Bloquer`}
        cancelLabel={t`Annuler`}
        destructive={!collaborator.blocked}
        busy={blocking}
        onConfirm={toggleBlocked}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
