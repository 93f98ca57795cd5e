import { Checkbox, Field, Fieldset, Input, NativeSelect, SimpleGrid, Switch, Textarea, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, paymentTypes, salesPointBodySchema, wrappingVatRates, type PaymentType, type SalesPoint, type SalesPointOptions } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { centsOfText, textOfCents, tillPaymentLabels } from '../till/till-labels';

interface Form {
  name: string; location: string; active: boolean; warehouseId: string; priceList: string; paymentTypes: PaymentType[]; receiptHeader: string; displayDevice: string;
  wrappingName: string; wrappingPrice: string; wrappingVatRate: string;
}
const fields = ['name', 'location', 'warehouseId', 'priceList', 'paymentTypes', 'receiptHeader', 'displayDevice', 'wrapping'] as const;
type Errors = Partial<Record<(typeof fields)[number], string>>;

const formOf = (p: SalesPoint | null): Form => ({
  name: p?.name ?? '', location: p?.location ?? '', active: p?.active ?? true, warehouseId: p?.warehouseId ? String(p.warehouseId) : '',
  priceList: p?.priceList ?? '', paymentTypes: p?.paymentTypes ?? ['cash', 'card'], receiptHeader: p?.receiptHeader ?? '', displayDevice: p?.displayDevice ?? '',
  wrappingName: p?.wrapping?.name ?? '', wrappingPrice: p?.wrapping ? textOfCents(p.wrapping.priceTtcCents) : '', wrappingVatRate: p?.wrapping?.vatRate ?? '20',
});

/** The wrapping as the contract takes it: none when no name nor price is typed; a price that is no amount stays text (refused). */
function wrappingBody(f: Form) {
  if (!f.wrappingName.trim() && !f.wrappingPrice.trim()) return null;
  return { name: f.wrappingName, priceTtcCents: centsOfText(f.wrappingPrice) ?? f.wrappingPrice, vatRate: f.wrappingVatRate };
}

/** Creates or edits a sales point (POST /v1/salespoints, PUT /v1/salespoints/{id}): checked with the contract, refusals under their field. */
export function SalesPointDialog({ point, onClose, onSaved }: { point: SalesPoint | null; onClose: () => void; onSaved: (p: SalesPoint) => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const { data: options } = useApi<SalesPointOptions>('/v1/salespoints/options', { shopId: shopId ?? undefined });
  const [form, setForm] = useState<Form>(() => formOf(point));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(String(key).startsWith('wrapping') ? { wrapping: undefined } : {}) }));
    setFailure(null);
  };

  const submit = async () => {
    const parsed = salesPointBodySchema.safeParse({
      shopId, name: form.name, location: form.location || null, active: form.active, warehouseId: form.warehouseId ? Number(form.warehouseId) : null,
      priceList: form.priceList || null, paymentTypes: form.paymentTypes, receiptHeader: form.receiptHeader || null, displayDevice: form.displayDevice || null,
      wrapping: wrappingBody(form),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const saved = point
        ? await api<SalesPoint>(`/v1/salespoints/${point.id}`, { method: 'PUT', body: parsed.data, silent: true })
        : await api<SalesPoint>('/v1/salespoints', { method: 'POST', body: parsed.data, silent: true });
      const name = saved.name;
      showSnackbar('success', point ? t`Point de vente ${name} enregistré.` : t`Point de vente ${name} créé.`);
      onSaved(saved);
      onClose();
    } catch (err) {
      const placed = placeServerError(err, [...fields], messages.internal);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (type: PaymentType, on: boolean) => set('paymentTypes', on ? [...form.paymentTypes, type] : form.paymentTypes.filter((p) => p !== type));
  return (
    <FormDialog
      title={point ? <Trans>Modifier le point de vente</Trans> : <Trans>Nouveau point de vente</Trans>} ariaLabel={t`Point de vente`} testId="salespoint-dialog" size="lg"
      submitLabel={point ? <Trans>Enregistrer</Trans> : <Trans>Créer le point de vente</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <FormField label={<Trans>Nom</Trans>} required error={errors.name}>
        <Input bg="white" value={form.name} maxLength={80} placeholder={t`Caveau du domaine`} onChange={(e) => set('name', e.target.value)} data-testid="salespoint-name" />
      </FormField>
      <FormField label={<Trans>Lieu</Trans>} error={errors.location}>
        <Input bg="white" value={form.location} maxLength={200} onChange={(e) => set('location', e.target.value)} data-testid="salespoint-location" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Entrepôt des bouteilles vendues</Trans>} error={errors.warehouseId} helper={<Trans>Les ventes sortent du stock de cet entrepôt.</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" value={form.warehouseId} onChange={(e) => set('warehouseId', e.target.value)} data-testid="salespoint-warehouse">
              <option value="">{t`Entrepôt d'expédition de la boutique`}</option>
              {(options?.warehouses ?? []).map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Tarif</Trans>} error={errors.priceList} helper={<Trans>La grille de prix de ce tarif donne les prix de la caisse.</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" value={form.priceList} onChange={(e) => set('priceList', e.target.value)} data-testid="salespoint-pricelist">
              <option value="">{t`Tarif public de la boutique`}</option>
              {(options?.priceLists ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Fieldset.Root invalid={!!errors.paymentTypes}>
        <Fieldset.Legend fontWeight="medium" fontSize="sm"><Trans>Moyens de paiement acceptés</Trans></Fieldset.Legend>
        <Wrap gap="3" pt="1" data-testid="salespoint-payments">
          {paymentTypes.map((type) => (
            <Checkbox.Root key={type} checked={form.paymentTypes.includes(type)} onCheckedChange={(e) => toggle(type, e.checked === true)} colorPalette="brand" data-testid={`salespoint-payment-${type}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{i18n._(tillPaymentLabels[type])}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        {errors.paymentTypes ? <Fieldset.ErrorText role="alert">{errors.paymentTypes}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      <FormField label={<Trans>En-tête du ticket</Trans>} error={errors.receiptHeader} helper={<Trans>Imprimé sous le nom de la boutique, ligne par ligne.</Trans>}>
        <Textarea bg="white" value={form.receiptHeader} maxLength={500} rows={3} onChange={(e) => set('receiptHeader', e.target.value)} data-testid="salespoint-header" />
      </FormField>
      <FormField label={<Trans>Afficheur client (port série)</Trans>} error={errors.displayDevice} helper={<Trans>Par exemple /dev/ttyUSB0 ; laissez vide sans afficheur.</Trans>}>
        <Input bg="white" value={form.displayDevice} maxLength={100} placeholder="/dev/ttyUSB0" onChange={(e) => set('displayDevice', e.target.value)} data-testid="salespoint-display" />
      </FormField>
      <Fieldset.Root invalid={!!errors.wrapping}>
        <Fieldset.Legend fontWeight="medium" fontSize="sm"><Trans>Emballage cadeau proposé en caisse</Trans></Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" pt="1">
          <FormField label={<Trans>Nom</Trans>}>
            <Input bg="white" value={form.wrappingName} maxLength={60} placeholder={t`Emballage cadeau`} onChange={(e) => set('wrappingName', e.target.value)} data-testid="salespoint-wrapping-name" />
          </FormField>
          <FormField label={<Trans>Prix TTC (€)</Trans>}>
            <Input bg="white" value={form.wrappingPrice} inputMode="decimal" placeholder="2,50" onChange={(e) => set('wrappingPrice', e.target.value)} data-testid="salespoint-wrapping-price" />
          </FormField>
          <FormField label={<Trans>TVA</Trans>}>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" value={form.wrappingVatRate} onChange={(e) => set('wrappingVatRate', e.target.value)} data-testid="salespoint-wrapping-vat">
                {wrappingVatRates.map((r) => <option key={r} value={r}>{`${r.replace('.', ',')} %`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Fieldset.HelperText><Trans>Laissez vide si ce point de vente ne propose pas d'emballage.</Trans></Fieldset.HelperText>
        {errors.wrapping ? <Fieldset.ErrorText role="alert" data-testid="salespoint-wrapping-error">{errors.wrapping}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      {point ? (
        <Field.Root>
          <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand" display="flex" gap="3" alignItems="center" data-testid="salespoint-active">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="normal"><Trans>Actif</Trans></Switch.Label>
          </Switch.Root>
          <Field.HelperText><Trans>Un point de vente désactivé garde ses tickets et n'encaisse plus.</Trans></Field.HelperText>
        </Field.Root>
      ) : null}
    </FormDialog>
  );
}
