import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { centsToInput, parseEurosToCents, type Opportunity, type PipelineStage } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { ClientField, type PickedClient } from '../tasks/client-field';
import { failureText } from '../tasks/task-labels';



/** A new opportunity, or one changed: client, title, amount (euros typed, cents sent), probability, expected date, stage. */
export function OpportunityDialog({ shopId, stages, opportunity, onClose, onSaved }: {
  shopId: number; stages: PipelineStage[]; opportunity?: Opportunity | null; onClose: () => void; onSaved: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [client, setClient] = useState<PickedClient | null>(opportunity ? { id: opportunity.clientId, name: opportunity.clientName } : null);
  const [title, setTitle] = useState(opportunity?.title ?? '');
  const [amount, setAmount] = useState(opportunity ? centsToInput(opportunity.amountCents) : '');
  const [probability, setProbability] = useState(opportunity ? String(opportunity.probability) : '');
  const [expectedOn, setExpectedOn] = useState(opportunity?.expectedOn ?? '');
  const [stageId, setStageId] = useState(String(opportunity?.stageId ?? stages[0]?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (!client) { setFailure(t`Choisissez le client de l'affaire.`); return; }
    const cents = amount.trim() === '' ? { ok: true as const, cents: 0 } : parseEurosToCents(amount, { maxCents: 2_000_000_000 });
    if (!cents.ok) { setFailure(t`Le montant est un nombre d'euros (ex. 2 400 ou 2400,50).`); return; }
    const body = {
      clientId: client.id, title, amountCents: cents.cents, expectedOn: expectedOn || null,
      ...(probability.trim() !== '' ? { probability: Number(probability) } : {}),
    };
    setBusy(true);
    setFailure(null);
    try {
      if (opportunity) await api<Opportunity>(`/v1/opportunities/${opportunity.id}`, { method: 'PUT', query: { shopId }, body, silent: true });
      else await api<Opportunity>('/v1/opportunities', { method: 'POST', body: { shopId, ...body, stageId: Number(stageId) }, silent: true });
      showSnackbar('success', opportunity ? t`Affaire enregistrée.` : t`Affaire créée.`);
      await onSaved();
      onClose();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={opportunity ? t`Affaire` : t`Nouvelle affaire`} ariaLabel={opportunity ? t`Modifier l'affaire` : t`Nouvelle affaire`} testId="opportunity-dialog"
      submitLabel={opportunity ? <Trans>Enregistrer</Trans> : <Trans>Créer l'affaire</Trans>} busy={busy} failure={failure} onClose={onClose}
      onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Stack gap="3">
        <ClientField shopId={shopId} value={client} onChange={setClient} optional={false} testId="opportunity-client" />
        <FormField label={<Trans>Titre</Trans>} required>
          <Input bg="white" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} placeholder={t`Carte des vins 2027`} data-testid="opportunity-title" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={<Trans>Montant (€ HT)</Trans>}>
            <Input bg="white" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="opportunity-amount" />
          </FormField>
          <FormField label={<Trans>Probabilité (%)</Trans>} helper={<Trans>Vide : celle de l'étape.</Trans>}>
            <Input bg="white" type="number" min={0} max={100} step={1} value={probability} onChange={(e) => setProbability(e.target.value)} data-testid="opportunity-probability" />
          </FormField>
          <FormField label={<Trans>Date prévue</Trans>}>
            <Input bg="white" type="date" value={expectedOn} onChange={(e) => setExpectedOn(e.target.value)} data-testid="opportunity-expected" />
          </FormField>
          {opportunity ? null : (
            <FormField label={<Trans>Étape</Trans>}>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" value={stageId} onChange={(e) => setStageId(e.target.value)} data-testid="opportunity-stage">
                  {stages.map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
