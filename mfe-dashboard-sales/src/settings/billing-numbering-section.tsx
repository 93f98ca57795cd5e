import { Alert, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError, useApi } from '@vendange/api-client';
import { messages, paymentDelays, type BillingSettings, type InvoiceSummary, type PaymentDelay, type Shop } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { calendarDate, fiscalYearOf } from '@vendange/pricing';
import { showSnackbar } from '@vendange/store';
import { ErrorScreen, PageLoader, useLeaveGuard } from '@vendange/ui';
import { paymentDelayLabel } from '../invoices/payment-delay-labels';
import { billingFormChanged, billingFormOf, billingSettingsBody, nextNumberPreview, type BillingErrors, type BillingForm, type ReminderDaysField } from './billing-numbering';
import { SettingsSaveBar } from './settings-save-bar';
import { SettingsSection } from './settings-section';

interface Page { items: InvoiceSummary[] }

/** The newest number of one kind of the shop's documents (invoices and deposit invoices share their series). */
function useNewestNumber(kind: 'invoice' | 'deposit', shopId: number, enabled: boolean): string | null {
  const { data } = useApi<Page>(enabled ? '/v1/invoices' : null, { shopId, kind, limit: 1 }, { shouldRetryOnError: false, revalidateOnFocus: false });
  return data?.items[0]?.number ?? null;
}

/**
 * Paramètres › Paiements: 'Numérotation des factures', the prefixes of invoice and credit note numbers and the
 * default payment delay, with the next invoice number as it will be (the sequence goes on under a new prefix);
 * then 'Relances des impayés', the schedule of the e-mail reminders of late invoices (on or off, days after the due date).
 * Its own form, saved with PUT /v1/shops/me/billing (owner; read-only for the other staff).
 */
export function BillingNumberingSection({ shop, editable }: { shop: Shop; editable: boolean }) {
  const { data, error, mutate } = useApi<BillingSettings>('/v1/shops/me/billing', undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  return (
    <SettingsSection
      testId="billing-numbering-section"
      title={<Trans>Numérotation des factures</Trans>}
      description={<Trans>Le préfixe des numéros de vos factures et avoirs, et le délai de paiement proposé par défaut.</Trans>}
    >
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data ? <BillingNumberingForm key={JSON.stringify(data)} shop={shop} saved={data} editable={editable} onSaved={(next) => void mutate(next, { revalidate: false })} /> : null}
    </SettingsSection>
  );
}

function BillingNumberingForm({ shop, saved, editable, onSaved }: { shop: Shop; saved: BillingSettings; editable: boolean; onSaved: (saved: BillingSettings) => void }) {
  const { t, i18n } = useLingui();
  const { can } = useShopAccess();
  const [form, setForm] = useState<BillingForm>(() => billingFormOf(saved));
  const [errors, setErrors] = useState<BillingErrors>({});
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => setForm(billingFormOf(saved)), [saved]);
  const dirty = billingFormChanged(form, saved);
  const { dialog } = useLeaveGuard(editable && dirty && !submitting);
  // Documents are read with billOrder only (a refused read would end the session).
  const mayRead = can('billOrder');
  const newestInvoice = useNewestNumber('invoice', shop.id, mayRead);
  const newestDeposit = useNewestNumber('deposit', shop.id, mayRead);
  // The server's rule (French calendar day, the shop's start): the preview shows the year the number will carry.
  const fiscalYear = fiscalYearOf(calendarDate(new Date()), shop.settings.logStartMonth, shop.settings.logStartDay).startYear;
  const next = nextNumberPreview(form.invoicePrefix, [newestInvoice, newestDeposit], fiscalYear);
  const last = newestInvoice ?? newestDeposit;

  const set = (key: 'invoicePrefix' | 'creditPrefix' | 'paymentDelay' | 'sepaCreditorId', value: string) => {
    setForm({ ...form, [key]: key === 'paymentDelay' ? value as PaymentDelay : value.toUpperCase() });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  const setDays = (key: ReminderDaysField, value: string) => {
    setForm({ ...form, reminders: { ...form.reminders, [key]: value } });
    // The order rules tie the three fields: a change may clear the error of the next one.
    if (errors.firstDays || errors.secondDays || errors.formalDays) setErrors({ ...errors, firstDays: undefined, secondDays: undefined, formalDays: undefined });
  };
  const daysLabels: Record<ReminderDaysField, string> = {
    firstDays: t`Première relance (jours après l'échéance)`,
    secondDays: t`Deuxième relance`,
    formalDays: t`Mise en demeure`,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editable || submitting) return;
    const checked = billingSettingsBody(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      showSnackbar('error', t`Certains champs sont à corriger : ils sont signalés en rouge.`);
      return;
    }
    setSubmitting(true);
    try {
      const result = await api<BillingSettings>('/v1/shops/me/billing', { method: 'PUT', body: checked.body, silent: true });
      setErrors({});
      onSaved(result);
      showSnackbar('success', t`Numérotation des factures enregistrée.`);
    } catch (err) {
      showSnackbar('error', err instanceof ApiError && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Numérotation des factures`} data-testid="billing-numbering-form">
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root invalid={!!errors.invoicePrefix} required>
              <Field.Label><Trans>Préfixe des factures</Trans><Field.RequiredIndicator /></Field.Label>
              <Input value={form.invoicePrefix} maxLength={8} autoCapitalize="characters" spellCheck={false}
                onChange={(e) => set('invoicePrefix', e.target.value)} data-testid="billing-invoice-prefix" />
              {errors.invoicePrefix ? <Field.ErrorText role="alert">{errors.invoicePrefix}</Field.ErrorText> : <Field.HelperText><Trans>Aussi celui des factures d'acompte.</Trans></Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!errors.creditPrefix} required>
              <Field.Label><Trans>Préfixe des avoirs</Trans><Field.RequiredIndicator /></Field.Label>
              <Input value={form.creditPrefix} maxLength={8} autoCapitalize="characters" spellCheck={false}
                onChange={(e) => set('creditPrefix', e.target.value)} data-testid="billing-credit-prefix" />
              {errors.creditPrefix ? <Field.ErrorText role="alert">{errors.creditPrefix}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={!!errors.paymentDelay}>
              <Field.Label><Trans>Délai de paiement par défaut</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={form.paymentDelay} onChange={(e) => set('paymentDelay', e.target.value)} data-testid="billing-payment-delay">
                  {paymentDelays.map((d) => <option key={d} value={d}>{i18n._(paymentDelayLabel(d))}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.paymentDelay ? <Field.ErrorText role="alert">{errors.paymentDelay}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          {next ? (
            <Alert.Root status="info" data-testid="billing-next-number">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title><Trans>Prochaine facture : <strong>{next}</strong></Trans></Alert.Title>
                <Alert.Description>
                  {last
                    ? <Trans>La numérotation continue après {last} : changer de préfixe ne la remet pas à zéro. Elle repart à 1 à chaque exercice.</Trans>
                    : <Trans>La numérotation est continue : changer de préfixe ne la remet pas à zéro. Elle repart à 1 à chaque exercice.</Trans>}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Text fontSize="sm" color="gray.600"><Trans>Les documents déjà émis gardent leur numéro.</Trans></Text>
          <Field.Root invalid={!!errors.sepaCreditorId} maxW={{ md: 'sm' }}>
            <Field.Label><Trans>Identifiant créancier SEPA (ICS)</Trans></Field.Label>
            <Input value={form.sepaCreditorId} maxLength={35} autoCapitalize="characters" spellCheck={false} placeholder="FR12ZZZ123456"
              onChange={(e) => set('sepaCreditorId', e.target.value)} data-testid="billing-sepa-creditor-id" />
            {errors.sepaCreditorId
              ? <Field.ErrorText role="alert">{errors.sepaCreditorId}</Field.ErrorText>
              : <Field.HelperText><Trans>Donné par votre banque : il est nécessaire pour prélever vos clients. Les prélèvements arrivent sur le compte de vos coordonnées bancaires (Paramètres › Ventes).</Trans></Field.HelperText>}
          </Field.Root>
          <Stack role="group" gap="3" borderTopWidth="1px" pt="4" aria-labelledby="billing-reminders-title" data-testid="billing-reminders">
            <Heading as="h3" size="sm" id="billing-reminders-title"><Trans>Relances des impayés</Trans></Heading>
            <Switch.Root checked={form.reminders.active} onCheckedChange={(e) => setForm({ ...form, reminders: { ...form.reminders, active: e.checked } })}
              colorPalette="brand" display="flex" gap="3" alignItems="center" data-testid="billing-reminders-active">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontWeight="normal"><Trans>Relancer automatiquement les factures impayées par e-mail</Trans></Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {(['firstDays', 'secondDays', 'formalDays'] as const).map((key) => (
                <Field.Root key={key} invalid={!!errors[key]} required>
                  <Field.Label>{daysLabels[key]}<Field.RequiredIndicator /></Field.Label>
                  <Input value={form.reminders[key]} inputMode="numeric" maxLength={3} onChange={(e) => setDays(key, e.target.value)} data-testid={`billing-reminders-${key}`} />
                  {errors[key] ? <Field.ErrorText role="alert">{errors[key]}</Field.ErrorText> : null}
                </Field.Root>
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="gray.600">
              <Trans>Les deux premières relances sont des rappels courtois ; la mise en demeure rappelle les pénalités de retard et, pour les professionnels, l'indemnité forfaitaire de 40 €.</Trans>
            </Text>
          </Stack>
        </Stack>
      </fieldset>
      {editable ? <SettingsSaveBar dirty={dirty} submitting={submitting} onReset={() => { setForm(billingFormOf(saved)); setErrors({}); }} testId="billing-numbering" /> : null}
      {dialog}
    </form>
  );
}
