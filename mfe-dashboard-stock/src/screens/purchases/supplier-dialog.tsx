import { Field, Input, SimpleGrid, Switch, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type Supplier } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { checkSupplier } from '../../lib/purchase-checks';
import { supplierToForm, type FormErrors, type SupplierForm } from '../../lib/purchase-form';
import { refreshPurchases } from '../../lib/purchase-labels';

const fields = ['name', 'contactName', 'email', 'phone', 'address', 'siret', 'vatNumber', 'notes'] as const;

/** Adds a supplier or edits one (POST /v1/suppliers, PUT /v1/suppliers/{id}): checked with the contract, refusals under their field. */
export function SupplierDialog({ supplier, onClose, onSaved }: { supplier: Supplier | null; onClose: () => void; onSaved?: (s: Supplier) => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [form, setForm] = useState<SupplierForm>(() => supplierToForm(supplier));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SupplierForm>(key: K, value: SupplierForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    const checked = checkSupplier(form);
    if (checked.errors) { setErrors(checked.errors); return; }
    setBusy(true);
    try {
      const saved = supplier
        ? await api<Supplier>(`/v1/suppliers/${supplier.id}`, { method: 'PUT', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true })
        : await api<Supplier>('/v1/suppliers', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      const name = saved.name;
      showSnackbar('success', supplier ? t`Fournisseur ${name} enregistré.` : t`Fournisseur ${name} créé.`);
      await refreshPurchases();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      const placed = placeServerError(err, [...fields], messages.internal);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };

  const text = (key: (typeof fields)[number], label: ReactNode, max: number, extra: object = {}) => (
    <FormField label={label} required={key === 'name'} error={errors[key]}>
      <Input bg="white" value={form[key]} maxLength={max} onChange={(e) => set(key, e.target.value)} data-testid={`supplier-${key}`} {...extra} />
    </FormField>
  );

  return (
    <FormDialog
      title={supplier ? <Trans>Modifier le fournisseur</Trans> : <Trans>Nouveau fournisseur</Trans>} ariaLabel={t`Fournisseur`} testId="supplier-dialog" size="lg"
      submitLabel={supplier ? <Trans>Enregistrer</Trans> : <Trans>Créer le fournisseur</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      {text('name', <Trans>Nom</Trans>, 120, { placeholder: t`Verrerie du Rhône` })}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {text('contactName', <Trans>Contact</Trans>, 120)}
        {text('email', <Trans>E-mail</Trans>, 254, { type: 'email', autoComplete: 'off' })}
        {text('phone', <Trans>Téléphone</Trans>, 30, { type: 'tel' })}
        {text('siret', <Trans>SIRET</Trans>, 20, { inputMode: 'numeric' })}
        {text('vatNumber', <Trans>N° de TVA intracommunautaire</Trans>, 20, { autoCapitalize: 'characters' })}
      </SimpleGrid>
      {text('address', <Trans>Adresse</Trans>, 300)}
      <FormField label={<Trans>Notes</Trans>} error={errors.notes}>
        <Textarea bg="white" value={form.notes} maxLength={2000} onChange={(e) => set('notes', e.target.value)} data-testid="supplier-notes" />
      </FormField>
      {supplier ? (
        <Field.Root>
          <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand" display="flex" gap="3" alignItems="center" data-testid="supplier-active">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="normal"><Trans>Actif</Trans></Switch.Label>
          </Switch.Root>
          <Field.HelperText><Trans>Un fournisseur archivé garde ses commandes et n'en reçoit plus de nouvelles.</Trans></Field.HelperText>
        </Field.Root>
      ) : null}
    </FormDialog>
  );
}
