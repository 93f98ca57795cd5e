import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import type { PipelineStage, StageOutcome } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormDialog, FormField } from '@vendange/ui';
import { failureText } from '../tasks/task-labels';

function OutcomeSelect({ value, onChange, label, testId }: { value: StageOutcome; onChange: (v: StageOutcome) => void; label: string; testId: string }) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" w="36">
      <NativeSelect.Field bg="white" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as StageOutcome)} data-testid={testId}>
        <option value="open">{t`En cours`}</option>
        <option value="won">{t`Gagnée`}</option>
        <option value="lost">{t`Perdue`}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** One stage: its name, outcome and probability saved on leaving the field; up, down and delete (confirmed). */
function StageRow({ stage, first, last, shopId, onChanged, onMove, onDelete }: {
  stage: PipelineStage; first: boolean; last: boolean; shopId: number; onChanged: () => Promise<unknown>; onMove: (step: -1 | 1) => void; onDelete: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(stage.name);
  const [probability, setProbability] = useState(String(stage.probability));
  const save = async (patch: Partial<{ name: string; outcome: StageOutcome; probability: number }>) => {
    try {
      await api(`/v1/opportunities/stages/${stage.id}`, { method: 'PUT', query: { shopId }, body: patch, silent: true });
      await onChanged();
    } catch (err) {
      showSnackbar('error', failureText(err));
      setName(stage.name);
      setProbability(String(stage.probability));
    }
  };
  const stageName = stage.name;
  return (
    <HStack gap="2" wrap="wrap" borderWidth="1px" borderRadius="md" p="2" bg="white" data-testid="stage-row">
      <Input size="sm" flex="1" minW="40" value={name} aria-label={t`Nom de l'étape`} maxLength={60} onChange={(e) => setName(e.target.value)}
        onBlur={() => { if (name.trim() && name !== stage.name) void save({ name }); }} data-testid="stage-name" />
      <OutcomeSelect value={stage.outcome} label={t`Issue de l'étape ${stageName}`} onChange={(outcome) => void save({ outcome })} testId="stage-outcome" />
      <HStack gap="1">
        <Input size="sm" w="16" type="number" min={0} max={100} value={probability} aria-label={t`Probabilité de l'étape ${stageName} (%)`} onChange={(e) => setProbability(e.target.value)}
          onBlur={() => { if (probability !== String(stage.probability)) void save({ probability: Number(probability) }); }} data-testid="stage-probability" />
        <Text fontSize="sm">%</Text>
      </HStack>
      <IconButton size="sm" variant="ghost" aria-label={t`Monter ${stageName}`} disabled={first} onClick={() => onMove(-1)}>↑</IconButton>
      <IconButton size="sm" variant="ghost" aria-label={t`Descendre ${stageName}`} disabled={last} onClick={() => onMove(1)}>↓</IconButton>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} data-testid="stage-delete"><Trans>Supprimer</Trans></Button>
    </HStack>
  );
}

/**
 * The pipeline's stages (settings?link=crm leads here): renamed, reordered, added, deleted when no opportunity is
 * at them; each is open, won or lost, with the probability an opportunity takes when moved to it.
 */
export function StagesEditor({ shopId, onClose, onChanged }: { shopId: number; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { data, mutate } = useApi<{ items: PipelineStage[] }>('/v1/opportunities/stages', { shopId });
  const [newName, setNewName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<PipelineStage | null>(null);
  const stages = data?.items ?? [];
  const changed = async () => { await mutate(); await onChanged(); };
  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api('/v1/opportunities/stages', { method: 'POST', body: { shopId, name: newName }, silent: true });
      setNewName('');
      await changed();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  const move = async (index: number, step: -1 | 1) => {
    const ids = stages.map((s) => s.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    try {
      await api('/v1/opportunities/stages/order', { method: 'PUT', body: { shopId, ids }, silent: true });
      await changed();
    } catch (err) {
      showSnackbar('error', failureText(err));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await api(`/v1/opportunities/stages/${deleting.id}`, { method: 'DELETE', query: { shopId }, silent: true });
      await changed();
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setDeleting(null);
    }
  };
  const deletingName = deleting?.name ?? '';
  return (
    <>
      <FormDialog title={t`Étapes du pipeline`} ariaLabel={t`Ajouter une étape`} testId="stages-editor" size="xl" submitLabel={<Trans>Ajouter l'étape</Trans>}
        busy={busy} failure={failure} onClose={onClose} onSubmit={(e) => { e.preventDefault(); void add(); }}>
        <Stack gap="2">
          <Text fontSize="sm" color="gray.600"><Trans>Une affaire déplacée à une étape prend sa probabilité ; une étape gagnée propose le devis. Gardez au moins une étape en cours, une gagnée et une perdue.</Trans></Text>
          {stages.map((stage, i) => (
            <StageRow key={`${stage.id}-${stage.name}-${stage.outcome}-${stage.probability}`} stage={stage} first={i === 0} last={i === stages.length - 1} shopId={shopId}
              onChanged={changed} onMove={(step) => void move(i, step)} onDelete={() => setDeleting(stage)} />
          ))}
          <FormField label={<Trans>Nouvelle étape</Trans>}>
            <Input bg="white" value={newName} maxLength={60} onChange={(e) => setNewName(e.target.value)} placeholder={t`Échantillon envoyé`} data-testid="stage-new-name" />
          </FormField>
        </Stack>
      </FormDialog>
      <ConfirmDialog open={deleting !== null} destructive message={<Trans>Supprimer l'étape « {deletingName} » ?</Trans>} confirmLabel={t`Supprimer`}
        onConfirm={() => remove()} onCancel={() => setDeleting(null)} testId="stage-delete-confirm" />
    </>
  );
}
