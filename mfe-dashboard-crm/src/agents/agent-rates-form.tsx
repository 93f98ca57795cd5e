import { Button, Card, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type AgentRates } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { bpOf, percentOf } from './rate-percent';

/** The agent's default rate and an override per typology of the shop; an empty override falls back to the default. */
export function AgentRatesForm({ shopId, agentId, rates, typologies, editable, onSaved }: {
  shopId: number | null; agentId: number; rates: AgentRates | null; typologies: { key: string; name: string }[]; editable: boolean; onSaved: () => void;
}) {
  const { t } = useLingui();
  const [base, setBase] = useState('');
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setBase(rates ? percentOf(rates.defaultRateBp) : '');
    setOverrides(Object.fromEntries(Object.entries(rates?.typologyRatesBp ?? {}).map(([k, v]) => [k, percentOf(v)])));
  }, [rates]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const defaultRateBp = bpOf(base);
    const typologyRatesBp: Record<string, number> = {};
    for (const [key, typed] of Object.entries(overrides)) {
      if (!typed.trim()) continue;
      const bp = bpOf(typed);
      if (bp === null) return setError(t`Taux de la typologie ${key} : un pourcentage de 0 à 100, deux décimales au plus.`);
      typologyRatesBp[key] = bp;
    }
    if (defaultRateBp === null) return setError(t`Indiquez un pourcentage de 0 à 100, deux décimales au plus (ex. 10 ou 7,5).`);
    setError(undefined);
    setSaving(true);
    try {
      await api<AgentRates>(`/v1/commissions/rates/${agentId}`, { method: 'PUT', body: { shopId: shopId ?? undefined, defaultRateBp, typologyRatesBp }, silent: true });
      showSnackbar('success', t`Taux enregistrés : ils s'appliquent aux factures émises à partir de maintenant.`);
      onSaved();
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], messages.internal).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={save} noValidate aria-label={t`Taux de commission`}>
          <Stack gap="3">
            <Heading size="md"><Trans>Taux de commission</Trans></Heading>
            <Text fontSize="sm" color="gray.600"><Trans>Sur les ventes facturées HT, hors droits d'accises, au taux en vigueur à la date de la facture.</Trans></Text>
            <FormField label={<Trans>Taux par défaut (%)</Trans>} required error={error}>
              <Input value={base} onChange={(e) => setBase(e.target.value)} inputMode="decimal" disabled={!editable} maxW="40" data-testid="agent-rate-default" />
            </FormField>
            {typologies.length > 0 ? (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {typologies.map((ty) => (
                  <FormField key={ty.key} label={<Trans>{ty.name} (%)</Trans>}>
                    <Input value={overrides[ty.key] ?? ''} onChange={(e) => setOverrides({ ...overrides, [ty.key]: e.target.value })} inputMode="decimal"
                      placeholder={t`par défaut`} disabled={!editable} data-testid={`agent-rate-${ty.key}`} />
                  </FormField>
                ))}
              </SimpleGrid>
            ) : null}
            {editable ? <Flex justify="flex-end"><Button type="submit" colorPalette="brand" loading={saving} data-testid="agent-rate-save"><Trans>Enregistrer les taux</Trans></Button></Flex> : null}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
