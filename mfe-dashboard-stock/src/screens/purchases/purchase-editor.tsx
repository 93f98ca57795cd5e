import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import { messages, type Purchase, type Supplier } from '@vendange/contracts';
import { lazyPart, useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { FormField, useLazyChecks } from '@vendange/ui';
import { formTotals, type FormErrors, type PurchaseForm, type PurchaseLineForm } from '../../lib/purchase-form';
import { refreshPurchases } from '../../lib/purchase-labels';
import { PurchaseLinesEditor } from './purchase-lines-editor';
import { PurchaseTotalsBox } from './purchase-totals';

const purchaseChecks = lazyPart(() => import('../../lib/purchase-checks'));

/**
 * The draft of a purchase order (POST /v1/purchases, PUT /v1/purchases/{id}): supplier, expected date, lines of catalogue
 * formats or items described, the totals as the server computes them. Saving a new one opens its page.
 */
export function PurchaseEditor({ purchase, initial }: { purchase: Purchase | null; initial: PurchaseForm }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { shopId } = useShopAccess();
  const suppliers = useApi<{ items: Supplier[] }>('/v1/suppliers', { shopId: shopId ?? undefined, limit: 100 });
  const [form, setForm] = useState<PurchaseForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useLazyChecks(purchaseChecks);
  const patch = (next: Partial<PurchaseForm>, path: string) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors((e) => ({ ...e, [path]: undefined }));
    setFailure(null);
  };
  const changeLine = (index: number, field: keyof PurchaseLineForm, value: string) => {
    setForm((f) => ({ ...f, lines: f.lines.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
    setErrors((e) => ({ ...e, [`lines.${index}.${field === 'unitPrice' ? 'unitPriceCents' : field}`]: undefined }));
  };
  const removeLine = (index: number) => {
    setForm((f) => ({ ...f, lines: f.lines.filter((_, i) => i !== index) }));
    setErrors({});
  };
  const totals = formTotals(form);
  const lineTotal = (l: PurchaseLineForm) => {
    const one = formTotals({ ...form, lines: [l] });
    return one.byRate.length === 0 ? null : one.exclCents;
  };
  // The supplier of a draft stays listed even once archived.
  const choices = (suppliers.data?.items ?? []).filter((s) => s.active || String(s.id) === form.supplierId);

  const save = async () => {
    const loaded = await checks.load();
    if (!loaded) return;
    const checked = loaded.checkPurchase(form, { price: t`Indiquez un prix en euros, ex. 4,55`, quantity: t`Indiquez une quantité entière` });
    if (checked.errors) { setErrors(checked.errors); return; }
    setBusy(true);
    try {
      const saved = purchase
        ? await api<Purchase>(`/v1/purchases/${purchase.id}`, { method: 'PUT', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true })
        : await api<Purchase>('/v1/purchases', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      const reference = saved.reference;
      showSnackbar('success', purchase ? t`Commande ${reference} enregistrée.` : t`Commande ${reference} créée.`);
      await refreshPurchases();
      if (!purchase) navigate(getHref('purchaseDetail', { id: saved.id }));
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : messages.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" as="form" onSubmit={(e) => { e.preventDefault(); void save(); }} onFocus={checks.warm} onPointerDown={checks.warm} data-testid="purchase-editor">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>Fournisseur</Trans>} required error={errors.supplierId}
          helper={choices.length === 0 && suppliers.data ? <Trans>Ajoutez d'abord un fournisseur.</Trans> : undefined}>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={form.supplierId} onChange={(e) => patch({ supplierId: e.target.value }, 'supplierId')} data-testid="purchase-supplier">
              <option value="">{t`Choisissez un fournisseur`}</option>
              {choices.map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Livraison attendue le</Trans>} error={errors.expectedOn}>
          <Input bg="white" type="date" value={form.expectedOn} onChange={(e) => patch({ expectedOn: e.target.value }, 'expectedOn')} data-testid="purchase-expected" />
        </FormField>
      </SimpleGrid>
      <PurchaseLinesEditor shopId={shopId} lines={form.lines} errors={errors} lineTotal={lineTotal} onChange={changeLine} onRemove={removeLine}
        onAdd={(line) => patch({ lines: [...form.lines, line] }, 'lines')} />
      <FormField label={<Trans>Notes</Trans>} error={errors.notes}>
        <Textarea bg="white" maxLength={2000} value={form.notes} onChange={(e) => patch({ notes: e.target.value }, 'notes')} data-testid="purchase-notes" />
      </FormField>
      <PurchaseTotalsBox totals={totals} />
      {failure ? <Text color="red.600" role="alert" data-testid="purchase-failure">{failure}</Text> : null}
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={busy} data-testid="purchase-save">
          {purchase ? <Trans>Enregistrer le brouillon</Trans> : <Trans>Créer la commande</Trans>}
        </Button>
      </HStack>
    </Stack>
  );
}
