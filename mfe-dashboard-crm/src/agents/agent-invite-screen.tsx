import { Box, Button, Card, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, type AgentInvitationResult } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';

/** /dashboard/agents/add: by e-mail; an agent account is linked at once, another address receives an invitation to register. */
export function AgentInviteScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { shopId, can } = useShopAccess();
  const [email, setEmail] = useState('');
  const [typology, setTypology] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const typologies = useApi<{ items: { key: string; name: string }[] }>(can('seeAllPrice') ? '/v1/typologies' : null, { shopId: shopId ?? undefined });
  if (!can('createAgent')) return <Navigate to={getHref('agents')} replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const res = await api<AgentInvitationResult>('/v1/agents/invitations', { method: 'POST', body: { shopId: shopId ?? undefined, email, typology: typology || null }, silent: true });
      showSnackbar('success', res.status === 'linked' ? t`Agent ajouté : il travaille désormais pour votre boutique.` : t`Invitation envoyée : l'agent sera relié à votre boutique dès son inscription.`);
      navigate(res.agent ? getHref('agentDetail', { id: res.agent.id }) : getHref('agents'));
    } catch (err) {
      const placed = placeServerError(err, ['email'], messages.internal);
      if (placed.field) setError(placed.message);
      else showSnackbar('error', placed.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="4" maxW="2xl" data-testid="agent-invite-screen">
      <Box>
        <Link to={getHref('agents')}><Text fontSize="sm" color="brand.700">← <Trans>Agents</Trans></Text></Link>
        <Heading size="xl"><Trans>Inviter un agent</Trans></Heading>
      </Box>
      <form onSubmit={submit} noValidate aria-label={t`Inviter un agent`}>
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <FormField label={<Trans>E-mail de l'agent</Trans>} required error={error}
                helper={<Trans>Un agent déjà inscrit est relié aussitôt ; sinon il reçoit un e-mail pour créer son compte d'agent.</Trans>}>
                <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" data-testid="agent-invite-email" />
              </FormField>
              <FormField label={<Trans>Tarif (typologie)</Trans>}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={typology} onChange={(e) => setTypology(e.target.value)} data-testid="agent-invite-typology">
                    <option value="">{t`Aucun`}</option>
                    {(typologies.data?.items ?? []).map((ty) => <option key={ty.key} value={ty.key}>{ty.name}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Flex justify="flex-end" gap="3" mt="4">
          <Button variant="outline" onClick={() => navigate(getHref('agents'))}><Trans>Annuler</Trans></Button>
          <Button type="submit" colorPalette="brand" loading={sending} data-testid="agent-invite-submit"><Trans>Inviter</Trans></Button>
        </Flex>
      </form>
    </Stack>
  );
}
