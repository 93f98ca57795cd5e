import { Button, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { messages, type Allocation } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { allocationFieldPaths, checkAllocation, emptyAllocationForm, type AllocationErrors, type AllocationForm } from '../../lib/allocation-form';
import { frenchToday } from '../../lib/allocation-view';
import { refreshStock } from '../../lib/refresh-stock';
import { BeneficiaryField, type Beneficiary } from './beneficiary-field';
import { FormatPicker } from './format-picker';

/**
 * Reserves a quantity of a wine for a client or an agent until a deadline (POST /v1/stocks/allocations): the units
 * leave the figure for sale at once. Not enough for sale (409) or a deadline past (400): the French message, the form kept.
 */
export function AllocationDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const today = frenchToday();
  const [form, setForm] = useState<AllocationForm>(emptyAllocationForm);
  const [errors, setErrors] = useState<AllocationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<AllocationForm>, ...fields: (keyof AllocationErrors)[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as keyof AllocationErrors))));
    setFailure(null);
  };

  const submit = async () => {
    const checked = checkAllocation(form, today, (d) => i18n._(d));
    if (checked.errors) { setErrors(checked.errors); return; }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await api<Allocation>('/v1/stocks/allocations', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      const who = saved.beneficiary;
      const quantity = saved.quantity;
      showSnackbar('success', t`${quantity} bouteilles allouées à ${who}.`);
      await refreshStock();
      onClose();
    } catch (err) {
      const placed = err instanceof ApiError && err.status === 409 ? { field: null, message: err.message } : placeServerError(err, allocationFieldPaths, messages.internal);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={<Trans>Nouvelle allocation</Trans>} ariaLabel={t`Allocation`} testId="allocation-dialog" size="lg"
      submitLabel={<Trans>Allouer</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      {form.formatId === null ? (
        <FormatPicker shopId={shopId} error={errors.formatId} onPick={(p) => update({ formatId: p.formatId, label: p.label }, 'formatId')} />
      ) : (
        <FormField label={<Trans>Vin</Trans>} required>
          <HStack justify="space-between" w="full" bg="white" borderWidth="1px" borderRadius="md" px="3" py="2">
            <Text fontWeight="medium" data-testid="allocation-format">{form.label}</Text>
            <Button size="xs" variant="ghost" onClick={() => update({ formatId: null, label: '' })}><Trans>Changer</Trans></Button>
          </HStack>
        </FormField>
      )}
      <BeneficiaryField shopId={shopId} value={{ clientId: form.clientId, beneficiary: form.beneficiary }} error={errors.beneficiary}
        onChange={(b: Beneficiary) => update(b, 'beneficiary')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Quantité (bouteilles)</Trans>} required error={errors.quantity}>
          <Input bg="white" inputMode="numeric" value={form.quantity} onChange={(e) => update({ quantity: e.target.value }, 'quantity')} data-testid="allocation-quantity" />
        </FormField>
        <FormField label={<Trans>Date limite</Trans>} required error={errors.deadline} helper={<Trans>Non prise à cette date, l'allocation revient à la vente.</Trans>}>
          <Input bg="white" type="date" min={today} value={form.deadline} onChange={(e) => update({ deadline: e.target.value }, 'deadline')} data-testid="allocation-deadline" />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Note</Trans>} error={errors.note}>
        <Textarea bg="white" rows={2} maxLength={500} value={form.note} onChange={(e) => update({ note: e.target.value }, 'note')} data-testid="allocation-note" />
      </FormField>
    </FormDialog>
  );
}
