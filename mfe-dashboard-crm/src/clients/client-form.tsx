import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Fieldset, Grid, Heading, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { placeServerError, useApi } from '@vendange/api-client';
import { clientCivilities } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ClientKindField, FormField, StickyActions, useLazyChecks, useLeaveGuard } from '@vendange/ui';
import { clientChecks } from './client-checks';
import { civilityLabels } from './client-labels';
import { clientBodyOf, emptyContact, formErrorsOf, sirenNicOf, type AddressForm, type ClientForm, type ContactForm } from './client-form-model';

type Errors = Record<string, string>;

function Text1({ label, value, onChange, error, testId, required, inputMode, autoComplete }: {
  label: ReactNode; value: string; onChange: (v: string) => void; error?: string | undefined; testId: string; required?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric'; autoComplete?: string;
}) {
  return (
    <FormField label={label} error={error} required={required ?? false}>
      <Input bg="white" value={value} onChange={(e) => onChange(e.target.value)} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} data-testid={testId} />
    </FormField>
  );
}

function CivilitySelect({ value, onChange, testId }: { value: string; onChange: (v: ClientForm['civility']) => void; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <FormField label={<Trans>Civilité</Trans>}>
      <NativeSelect.Root>
        <NativeSelect.Field bg="white" value={value} onChange={(e) => onChange(e.target.value as ClientForm['civility'])} data-testid={testId}>
          <option value="">{t`—`}</option>
          {clientCivilities.map((c) => <option key={c} value={c}>{i18n._(civilityLabels[c])}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function AddressFields({ prefix, value, onChange, errors }: { prefix: 'delivery' | 'billing'; value: AddressForm; onChange: (a: AddressForm) => void; errors: Errors }) {
  const set = (k: keyof AddressForm) => (v: string) => onChange({ ...value, [k]: v });
  const e = (k: string) => errors[`${prefix}.${k}`];
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
      <Text1 label={<Trans>Prénom du destinataire</Trans>} value={value.firstname} onChange={set('firstname')} error={e('firstname')} testId={`${prefix}-firstname`} />
      <Text1 label={<Trans>Nom du destinataire</Trans>} value={value.lastname} onChange={set('lastname')} error={e('lastname')} testId={`${prefix}-lastname`} />
      <Text1 label={<Trans>Rue</Trans>} value={value.street} onChange={set('street')} error={e('street')} testId={`${prefix}-street`} autoComplete="street-address" />
      <Text1 label={<Trans>Complément</Trans>} value={value.complement} onChange={set('complement')} error={e('complement')} testId={`${prefix}-complement`} />
      <Text1 label={<Trans>Code postal</Trans>} value={value.zipcode} onChange={set('zipcode')} error={e('zipcode')} testId={`${prefix}-zipcode`} autoComplete="postal-code" />
      <Text1 label={<Trans>Ville</Trans>} value={value.city} onChange={set('city')} error={e('city')} testId={`${prefix}-city`} />
      <Text1 label={<Trans>Pays (code)</Trans>} value={value.country} onChange={set('country')} error={e('country')} testId={`${prefix}-country`} />
    </Grid>
  );
}

/** A contact person's fields (civility, names, role, e-mail, mobile): in the client form's rows and the contact dialog. */
export function ContactFields({ value, onChange, error, testIdPrefix, columns = 3 }: {
  value: ContactForm; onChange: (c: ContactForm) => void; error: (k: keyof ContactForm) => string | undefined; testIdPrefix: string; columns?: 2 | 3;
}) {
  const set = (k: keyof ContactForm) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <Grid templateColumns={{ base: '1fr', md: `repeat(${columns}, 1fr)` }} gap="3">
      <CivilitySelect value={value.civility} onChange={(v) => onChange({ ...value, civility: v })} testId={`${testIdPrefix}-civility`} />
      <Text1 label={<Trans>Prénom</Trans>} value={value.firstname} onChange={set('firstname')} error={error('firstname')} testId={`${testIdPrefix}-firstname`} />
      <Text1 label={<Trans>Nom</Trans>} value={value.lastname} onChange={set('lastname')} error={error('lastname')} testId={`${testIdPrefix}-lastname`} required />
      <Text1 label={<Trans>Fonction</Trans>} value={value.role} onChange={set('role')} error={error('role')} testId={`${testIdPrefix}-role`} />
      <Text1 label={<Trans>E-mail</Trans>} value={value.email} onChange={set('email')} error={error('email')} testId={`${testIdPrefix}-email`} inputMode="email" />
      <Text1 label={<Trans>Téléphone mobile</Trans>} value={value.phone} onChange={set('phone')} error={error('phone')} testId={`${testIdPrefix}-phone`} inputMode="tel" />
    </Grid>
  );
}

function ContactRow({ index, value, onChange, onRemove, errors }: { index: number; value: ContactForm; onChange: (c: ContactForm) => void; onRemove: () => void; errors: Errors }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="client-contact-row">
      <ContactFields value={value} onChange={onChange} error={(k) => errors[`contacts.${index}.${k}`]} testIdPrefix={`contact-${index}`} />
      <Button mt="2" size="xs" variant="ghost" colorPalette="red" onClick={onRemove} data-testid={`contact-${index}-remove`}><Trans>Retirer ce contact</Trans></Button>
    </Box>
  );
}

/**
 * The client form (add and edit): private or professional, identity, SIRET with its siren and NIC, contact, price list,
 * tags, consent, addresses and, when adding, contacts. Checked with the contract's schema before sending (the same
 * French messages as the server); a refusal shows under its field and nothing typed is lost.
 */
export function ClientFormView({ initial, withContacts, submitLabel, onSubmit, onCancel }: {
  initial: ClientForm; withContacts: boolean; submitLabel: ReactNode; onSubmit: (body: ReturnType<typeof clientBodyOf>) => Promise<void>; onCancel: () => void;
}) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { data: typologies } = useApi<{ keys: string[] }>('/v1/clients/typologies', { shopId: shopId ?? undefined });
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { dialog } = useLeaveGuard(form !== initial && !busy);
  const set = <K extends keyof ClientForm>(k: K) => (v: ClientForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const parts = sirenNicOf(form.siret);
  const checks = useLazyChecks(clientChecks);

  const submit = async () => {
    setFormError(null);
    const body = clientBodyOf(form, shopId, withContacts);
    const schemas = await checks.load();
    if (!schemas) return;
    const checked = schemas.clientBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(formErrorsOf(checked.error.issues, form.billingSame));
      setFormError(t`Certains champs sont à corriger (indiqués en rouge).`);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (err) {
      const placed = placeServerError(err, ['email', 'siret', 'phone', 'vatNumber', 'typology', 'lastname', 'businessName'], t`L’enregistrement n’a pas abouti : réessayez.`);
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else if (err instanceof Error && /SIRET/.test(err.message)) setErrors({ siret: err.message });
      setFormError(placed.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    // The contract's messages, not the browser's English bubbles, say what is missing.
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} onFocus={checks.warm} onPointerDown={checks.warm} data-testid="client-form">
    <Stack gap="5">
      {dialog}
      {formError ? <Alert.Root status="error" data-testid="client-form-error"><Alert.Indicator /><Alert.Title>{formError}</Alert.Title></Alert.Root> : null}
      <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="4">
          <HStack gap="6" wrap="wrap">
            <ClientKindField isPro={form.isPro} onChange={set('isPro')} testIdPrefix="client-kind" />
            <Fieldset.Root w="auto">
              <Fieldset.Legend><Trans>Pipe</Trans></Fieldset.Legend>
              <RadioGroup.Root value={form.pipe} onValueChange={(d) => set('pipe')(d.value === 'prospect' ? 'prospect' : 'client')} orientation="horizontal">
                <HStack gap="4">
                  <RadioGroup.Item value="client" data-testid="client-pipe-client"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText><Trans>Client</Trans></RadioGroup.ItemText></RadioGroup.Item>
                  <RadioGroup.Item value="prospect" data-testid="client-pipe-prospect"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText><Trans>Prospect</Trans></RadioGroup.ItemText></RadioGroup.Item>
                </HStack>
              </RadioGroup.Root>
            </Fieldset.Root>
          </HStack>
          {form.isPro ? (
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
              <Text1 label={<Trans>Raison sociale</Trans>} value={form.businessName} onChange={set('businessName')} error={errors.businessName} testId="client-business" required />
              <Stack gap="1">
                <Text1 label={<Trans>SIRET</Trans>} value={form.siret} onChange={set('siret')} error={errors.siret} testId="client-siret" inputMode="numeric" />
                {parts.siren ? <Text fontSize="sm" color="gray.600" data-testid="client-siren-nic"><Trans>SIREN {parts.siren} · NIC {parts.nic}</Trans></Text> : null}
              </Stack>
              <Text1 label={<Trans>N° de TVA intracommunautaire</Trans>} value={form.vatNumber} onChange={set('vatNumber')} error={errors.vatNumber} testId="client-vat" />
            </Grid>
          ) : null}
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            <CivilitySelect value={form.civility} onChange={set('civility')} testId="client-civility" />
            <Text1 label={<Trans>Prénom</Trans>} value={form.firstname} onChange={set('firstname')} error={errors.firstname} testId="client-firstname" autoComplete="given-name" />
            <Text1 label={<Trans>Nom</Trans>} value={form.lastname} onChange={set('lastname')} error={errors.lastname} testId="client-lastname" required={!form.isPro} autoComplete="family-name" />
            <Text1 label={<Trans>E-mail</Trans>} value={form.email} onChange={set('email')} error={errors.email} testId="client-email" inputMode="email" />
            <Text1 label={<Trans>Téléphone mobile</Trans>} value={form.phone} onChange={set('phone')} error={errors.phone} testId="client-phone" inputMode="tel" />
            <FormField label={<Trans>Tarif (typologie)</Trans>} error={errors.typology}>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" value={form.typology} onChange={(e) => set('typology')(e.target.value)} data-testid="client-typology">
                  <option value="">{t`Tarif de la boutique`}</option>
                  {(typologies?.keys ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
            <FormField label={<Trans>Étiquettes</Trans>} error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]} helper={<Trans>Séparées par des virgules (caviste, salon 2026…)</Trans>}>
              <Input bg="white" value={form.tags} onChange={(e) => set('tags')(e.target.value)} data-testid="client-tags" />
            </FormField>
            <Checkbox.Root checked={form.marketingConsent} onCheckedChange={(d) => set('marketingConsent')(d.checked === true)} alignSelf="end" data-testid="client-consent">
              <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label><Trans>Accepte de recevoir nos offres (consentement marketing)</Trans></Checkbox.Label>
            </Checkbox.Root>
          </Grid>
        </Stack>
      </Box>
      <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Heading size="md" mb="3"><Trans>Adresse de livraison</Trans></Heading>
        <AddressFields prefix="delivery" value={form.delivery} onChange={set('delivery')} errors={errors} />
        <Checkbox.Root mt="3" checked={form.billingSame} onCheckedChange={(d) => set('billingSame')(d.checked === true)} data-testid="client-billing-same">
          <Checkbox.HiddenInput /><Checkbox.Control /><Checkbox.Label><Trans>Adresse de facturation identique</Trans></Checkbox.Label>
        </Checkbox.Root>
        {form.billingSame ? null : (
          <Box mt="3"><Heading size="sm" mb="2"><Trans>Adresse de facturation</Trans></Heading><AddressFields prefix="billing" value={form.billing} onChange={set('billing')} errors={errors} /></Box>
        )}
      </Box>
      {withContacts ? (
        <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Heading size="md" mb="3"><Trans>Contacts</Trans></Heading>
          <Stack gap="3">
            {form.contacts.map((c, i) => (
              <ContactRow key={i} index={i} value={c} errors={errors}
                onChange={(next) => set('contacts')(form.contacts.map((x, j) => (j === i ? next : x)))}
                onRemove={() => set('contacts')(form.contacts.filter((_, j) => j !== i))} />
            ))}
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => set('contacts')([...form.contacts, emptyContact()])} data-testid="client-contact-add"><Trans>Ajouter un contact</Trans></Button>
          </Stack>
        </Box>
      ) : null}
      <StickyActions>
        <Button variant="ghost" onClick={onCancel} disabled={busy}><Trans>Annuler</Trans></Button>
        <Button type="submit" colorPalette="brand" loading={busy} data-testid="client-save">{submitLabel}</Button>
      </StickyActions>
    </Stack>
    </form>
  );
}
