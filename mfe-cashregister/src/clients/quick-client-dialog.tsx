import { Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { crmClientMessages, messages, type CrmClientDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ClientKindField, FormDialog, FormField } from '@vendange/ui';
import { checkQuickClient, emptyQuickClient, quickClientFields, type QuickClientErrors, type QuickClientField, type QuickClientForm } from './quick-client-form';

export interface QuickClient { id: number; name: string; email: string | null }

/** A refusal of POST /v1/clients under its field: the CRM's duplicates (409) name the e-mail or the SIRET. */
function placed(err: unknown): { field: QuickClientField | null; message: string } {
  if (err instanceof ApiError && err.status === 409) {
    if (err.message === crmClientMessages.duplicateEmail) return { field: 'email', message: err.message };
    if (err.message === crmClientMessages.duplicateSiret) return { field: 'siret', message: err.message };
  }
  const p = placeServerError(err, quickClientFields.filter((f) => f !== 'email' && f !== 'siret'), messages.internal);
  return { field: p.field as QuickClientField | null, message: p.message };
}

/**
 * « Nouveau client » at the till: a private client (name) or a professional (business name, SIRET if known), an
 * e-mail and a phone if given, created in the CRM by its own route (POST /v1/clients, createClient: the server
 * decides), then chosen by the caller (the ticket's client, or the invoice's).
 */
export function QuickClientDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (client: QuickClient) => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [form, setForm] = useState<QuickClientForm>(emptyQuickClient);
  const [errors, setErrors] = useState<QuickClientErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof QuickClientForm) => (value: string | boolean) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const submit = async () => {
    const checked = checkQuickClient(form, shopId);
    if (checked.errors) { setErrors(checked.errors); return; }
    setBusy(true);
    try {
      const created = await api<CrmClientDetail>('/v1/clients', { method: 'POST', body: checked.body, silent: true });
      const name = created.name;
      showSnackbar('success', t`Client ${name} ajouté à vos clients.`);
      onCreated({ id: created.id, name: created.name, email: created.email });
    } catch (err) {
      const p = placed(err);
      if (p.field) setErrors((e) => ({ ...e, [p.field!]: p.message }));
      else setFailure(p.message);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: QuickClientField, label: ReactNode, props: { required?: boolean; inputMode?: 'email' | 'tel' | 'numeric'; autoComplete?: string } = {}) => (
    <FormField label={label} required={props.required} error={errors[field]}>
      <Input bg="white" size="lg" value={form[field]} inputMode={props.inputMode} autoComplete={props.autoComplete}
        onChange={(e) => set(field)(e.target.value)} data-testid={`quick-client-${field}`} />
    </FormField>
  );
  return (
    <FormDialog title={<Trans>Nouveau client</Trans>} ariaLabel={t`Nouveau client`} testId="quick-client" submitLabel={<Trans>Créer et choisir ce client</Trans>}
      busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}>
      <ClientKindField isPro={form.isPro} onChange={set('isPro')} testIdPrefix="quick-client" />
      {form.isPro ? (
        <>
          {text('businessName', <Trans>Raison sociale</Trans>, { required: true, autoComplete: 'organization' })}
          {text('siret', <Trans>SIRET (facultatif)</Trans>, { inputMode: 'numeric' })}
        </>
      ) : (
        <>
          {text('lastname', <Trans>Nom</Trans>, { required: true, autoComplete: 'family-name' })}
          {text('firstname', <Trans>Prénom</Trans>, { autoComplete: 'given-name' })}
        </>
      )}
      {text('email', <Trans>E-mail</Trans>, { required: true, inputMode: 'email', autoComplete: 'email' })}
      {text('phone', <Trans>Téléphone (facultatif)</Trans>, { inputMode: 'tel', autoComplete: 'tel' })}
    </FormDialog>
  );
}
