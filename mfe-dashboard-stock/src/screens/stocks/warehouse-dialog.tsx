import { Field, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { messages, warehouseRegimes, type Warehouse } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormField, FormDialog } from '@vendange/ui';
import { refreshStock } from '../../lib/refresh-stock';
import { regimeLabels } from '../../lib/stock-labels';
import { checkWarehouse, warehouseBodyPaths, warehouseFieldOf, warehouseToForm, type WarehouseErrors, type WarehouseForm } from '../../lib/warehouse-form';

function SwitchField({ checked, onChange, label, helper, testId }: { checked: boolean; onChange: (on: boolean) => void; label: ReactNode; helper?: ReactNode; testId: string }) {
  return (
    <Field.Root>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" display="flex" gap="3" alignItems="center" data-testid={testId}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="normal">{label}</Switch.Label>
      </Switch.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

/**
 * Adds a warehouse or edits one (POST /v1/stocks/warehouses, PUT /v1/stocks/warehouses/{id}): checked with the
 * contract's schema before sending, the server's refusals under their field (a name already taken under the name).
 */
export function WarehouseDialog({ warehouse, onClose }: { warehouse: Warehouse | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [form, setForm] = useState<WarehouseForm>(() => warehouseToForm(warehouse));
  const [errors, setErrors] = useState<WarehouseErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof WarehouseForm>(key: K, value: WarehouseForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    const checked = checkWarehouse(form);
    if (checked.errors) { setErrors(checked.errors); return; }
    setBusy(true);
    setFailure(null);
    try {
      const saved = warehouse
        ? await api<Warehouse>(`/v1/stocks/warehouses/${warehouse.id}`, { method: 'PUT', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true })
        : await api<Warehouse>('/v1/stocks/warehouses', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      const name = saved.name;
      showSnackbar('success', warehouse ? t`Entrepôt ${name} enregistré.` : t`Entrepôt ${name} créé.`);
      await refreshStock();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setErrors((e) => ({ ...e, name: err.message }));
      } else {
        const placed = placeServerError(err, warehouseBodyPaths, messages.internal);
        const field = placed.field ? warehouseFieldOf(placed.field) : null;
        if (field) setErrors((e) => ({ ...e, [field]: placed.message }));
        else setFailure(placed.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={warehouse ? <Trans>Modifier l'entrepôt</Trans> : <Trans>Nouvel entrepôt</Trans>} ariaLabel={t`Entrepôt`} testId="warehouse-dialog" size="lg"
      submitLabel={warehouse ? <Trans>Enregistrer</Trans> : <Trans>Créer l'entrepôt</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <FormField label={<Trans>Nom</Trans>} required error={errors.name}>
        <Input bg="white" value={form.name} maxLength={80} onChange={(e) => set('name', e.target.value)} placeholder={t`Chai principal`} data-testid="warehouse-name" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Régime fiscal</Trans>} required error={errors.regime}>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={form.regime} onChange={(e) => set('regime', e.target.value as WarehouseForm['regime'])} data-testid="warehouse-regime">
              {warehouseRegimes.map((r) => <option key={r} value={r}>{i18n._(regimeLabels[r])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Numéro d'accise</Trans>} required={form.regime === 'suspended'} error={errors.exciseNumber}
          helper={form.regime === 'suspended' ? <Trans>Celui de l'entrepositaire agréé, ex. FR012345E6789.</Trans> : <Trans>Facultatif pour un dépôt en droits acquittés.</Trans>}>
          <Input bg="white" value={form.exciseNumber} maxLength={20} autoCapitalize="characters" spellCheck={false} placeholder="FR012345E6789"
            onChange={(e) => set('exciseNumber', e.target.value)} data-testid="warehouse-excise" />
        </FormField>
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm"><Trans>Adresse (facultative)</Trans></Text>
        <FormField label={<Trans>Rue</Trans>} error={errors.street}>
          <Input bg="white" value={form.street} maxLength={120} autoComplete="street-address" onChange={(e) => set('street', e.target.value)} data-testid="warehouse-street" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label={<Trans>Code postal</Trans>} error={errors.zipcode}>
            <Input bg="white" value={form.zipcode} maxLength={12} autoComplete="postal-code" onChange={(e) => set('zipcode', e.target.value)} data-testid="warehouse-zipcode" />
          </FormField>
          <FormField label={<Trans>Ville</Trans>} error={errors.city}>
            <Input bg="white" value={form.city} maxLength={80} onChange={(e) => set('city', e.target.value)} data-testid="warehouse-city" />
          </FormField>
          <FormField label={<Trans>Pays (code)</Trans>} error={errors.country}>
            <Input bg="white" value={form.country} maxLength={3} autoCapitalize="characters" onChange={(e) => set('country', e.target.value)} data-testid="warehouse-country" />
          </FormField>
        </SimpleGrid>
      </Stack>
      <SwitchField checked={form.sellsOnline} onChange={(on) => set('sellsOnline', on)} testId="warehouse-sells-online"
        label={<Trans>Vend en ligne</Trans>} helper={<Trans>Son stock est celui que la boutique en ligne propose à la vente.</Trans>} />
      <SwitchField checked={form.allowNegative} onChange={(on) => set('allowNegative', on)} testId="warehouse-allow-negative"
        label={<Trans>Autoriser le stock négatif</Trans>} helper={<Trans>Une sortie peut passer sous zéro (un dépôt sur un salon, compté plus tard).</Trans>} />
      {warehouse ? (
        <SwitchField checked={form.active} onChange={(on) => set('active', on)} testId="warehouse-active"
          label={<Trans>Actif</Trans>} helper={<Trans>Un entrepôt archivé garde son historique et ne prend plus de mouvement.</Trans>} />
      ) : null}
    </FormDialog>
  );
}
