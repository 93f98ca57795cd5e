import { Button, Card, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, type AgentProfile, type CommissionPage } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { formatCents, FormField } from '@vendange/ui';
import { CommissionsList } from './commissions-list';
import { codesOf } from './rate-percent';

/** What the agent covers: producers find them by it (GET /v1/agents/find). */
function ProfileCard() {
  const { t } = useLingui();
  const profile = useApi<AgentProfile>('/v1/agents/me/profile');
  const [regions, setRegions] = useState('');
  const [typologies, setTypologies] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!profile.data) return;
    setRegions(profile.data.regions.join(', '));
    setTypologies(profile.data.typologies.join(', '));
  }, [profile.data]);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const saved = await api<AgentProfile>('/v1/agents/me/profile', { method: 'PUT', body: { regions: codesOf(regions), typologies: codesOf(typologies).map((c) => c.toLowerCase()) }, silent: true });
      await profile.mutate(saved, { revalidate: false });
      setError(undefined);
      showSnackbar('success', t`Profil d'agent enregistré : les producteurs vous trouvent par ces départements et typologies.`);
    } catch (err) {
      setError(placeServerError(err, [], messages.internal).message);
    }
  };
  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={save} noValidate aria-label={t`Mon profil d'agent`}>
          <Stack gap="3">
            <Heading size="md"><Trans>Mon profil d'agent</Trans></Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label={<Trans>Départements couverts</Trans>} helper={<Trans>Codes séparés par des virgules (ex. 33, 24, 2A).</Trans>} error={error}>
                <Input value={regions} onChange={(e) => setRegions(e.target.value)} data-testid="profile-regions" />
              </FormField>
              <FormField label={<Trans>Typologies de clients</Trans>} helper={<Trans>Ex. caviste, chr, importateur.</Trans>}>
                <Input value={typologies} onChange={(e) => setTypologies(e.target.value)} data-testid="profile-typologies" />
              </FormField>
            </SimpleGrid>
            <Flex justify="flex-end"><Button type="submit" colorPalette="brand" data-testid="profile-save"><Trans>Enregistrer</Trans></Button></Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard/commissions: the agent's commissions across the producers they work for, and their profile. */
export function MyCommissionsScreen() {
  const totals = useApi<CommissionPage>('/v1/commissions/mine', { limit: 1 });
  return (
    <Stack gap="4" data-testid="my-commissions-screen">
      {totals.data ? (
        <Flex gap="4" wrap="wrap">
          <Text data-testid="my-commissions-due"><Trans>À recevoir : {formatCents(totals.data.dueCents)}</Trans></Text>
          <Text data-testid="my-commissions-paid"><Trans>Reçues : {formatCents(totals.data.paidCents)}</Trans></Text>
        </Flex>
      ) : null}
      <CommissionsList path="/v1/commissions/mine" query={{}} />
      <ProfileCard />
    </Stack>
  );
}
