import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { crdEntryReasons, crdExitReasons, type CrdCapsule, type CrdMovement, type CrdReason } from '@vendange/contracts';
import { FormDialog, FormField } from '@vendange/ui';
import { crdMovementBody, type CrdMovementForm } from '../../lib/crd-form';
import { crdFieldMessages, crdReasonLabels } from '../../lib/crd-view';
import { useCrdSave } from '../../lib/use-crd-save';

/**
 * Capsules entering (purchase, return, surplus) or leaving (used, destroyed, missing) a line
 * (POST /v1/stocks/crd/movements). An exit beyond the line's balance is refused by the server (409), the form kept.
 */
export function CrdMovementDialog({ capsules, direction, capsuleId = '', onClose }: { capsules: readonly CrdCapsule[]; direction: 'entry' | 'exit'; capsuleId?: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const reasons: readonly CrdReason[] = direction === 'entry' ? crdEntryReasons : crdExitReasons;
  const [form, setForm] = useState<CrdMovementForm>({ capsuleId: capsuleId || (capsules.length === 1 ? String(capsules[0]!.id) : ''), reason: reasons[0]!, quantity: '', note: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const { busy, failure, setFailure, save } = useCrdSave();
  const update = (patch: Partial<CrdMovementForm>) => { setForm((f) => ({ ...f, ...patch })); setError(null); setFailure(null); };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async () => {
    const checked = crdMovementBody(form);
    if (!checked.body) {
      const message = checked.error === 'capsuleId' ? crdFieldMessages.capsule : checked.error === 'reason' ? crdFieldMessages.reason : crdFieldMessages.quantity;
      setError({ field: checked.error, message: i18n._(message) });
      return;
    }
    const saved = await save<CrdMovement>('/v1/stocks/crd/movements', checked.body, (moved) => { const balance = moved.balance; return t`Capsules enregistrées : il en reste ${balance}.`; });
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={direction === 'entry' ? <Trans>Entrée de capsules CRD</Trans> : <Trans>Sortie de capsules CRD</Trans>}
      ariaLabel={t`Mouvement de capsules CRD`} testId="crd-movement-dialog"
      submitLabel={<Trans>Enregistrer</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <FormField label={<Trans>Ligne de capsules</Trans>} required error={errorOf('capsuleId')}>
        <NativeSelect.Root bg="white" invalid={!!errorOf('capsuleId')}>
          <NativeSelect.Field value={form.capsuleId} onChange={(e) => update({ capsuleId: e.target.value })} data-testid="crd-movement-capsule">
            <option value="">{t`Choisissez…`}</option>
            {capsules.map((c) => <option key={c.id} value={String(c.id)}>{t`${c.label} (${c.balance} en stock)`}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Motif</Trans>} required error={errorOf('reason')}>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={form.reason} onChange={(e) => update({ reason: e.target.value as CrdReason })} data-testid="crd-movement-reason">
              {reasons.map((r) => <option key={r} value={r}>{i18n._(crdReasonLabels[r])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Nombre de capsules</Trans>} required error={errorOf('quantity')}>
          <Input bg="white" inputMode="numeric" value={form.quantity} onChange={(e) => update({ quantity: e.target.value })} data-testid="crd-movement-quantity" />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Note</Trans>}>
        <Textarea bg="white" rows={2} maxLength={500} value={form.note} onChange={(e) => update({ note: e.target.value })} data-testid="crd-movement-note" />
      </FormField>
    </FormDialog>
  );
}
