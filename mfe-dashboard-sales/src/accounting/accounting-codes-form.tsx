import { Alert, Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '@vendange/api-client';
import { accountingVatRates, defaultAccountingCodes, paymentTypes, type AccountingCodes } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, paymentTypeLabels, productTypeLabels, StickyActions, useLeaveGuard } from '@vendange/ui';
import {
  accountingCodesBody, accountingFormChanged, accountingFormOf, accountingServerError, accountProductTypes,
  type AccountingErrors, type AccountingField, type AccountingForm,
} from './accounting-codes';

/** A field's test id and element id: its dotted name without the dots ("paymentMethods.transfer" → paymentMethods-transfer). */
const idOf = (field: AccountingField) => `accounting-code-${field.replace(/\./g, '-')}`;

/**
 * The shop's accounting codes, one text field per account, saved with PUT /v1/accounting/codes (editAccountingCodes).
 * Checked with the contract's schema before sending; a server refusal goes under the field it names.
 * "Revenir aux comptes par défaut" only fills the form (after a confirmation): saving stays explicit.
 */
export function AccountingCodesForm({ shopId, saved, onSaved }: { shopId: number; saved: AccountingCodes; onSaved: (codes: AccountingCodes) => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<AccountingForm>(() => accountingFormOf(saved));
  const [errors, setErrors] = useState<AccountingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmDefaults, setConfirmDefaults] = useState(false);
  const dirty = accountingFormChanged(form, saved);
  const { dialog } = useLeaveGuard(dirty && !submitting);

  const set = (field: AccountingField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (submitting || !dirty) return;
    const checked = accountingCodesBody(form, shopId);
    if (!checked.ok) {
      setErrors(checked.errors);
      showSnackbar('error', t`Certains champs sont à corriger : ils sont signalés en rouge.`);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await api<AccountingCodes>('/v1/accounting/codes', { method: 'PUT', body: checked.body, silent: true });
      setErrors({});
      setForm(accountingFormOf(result));
      onSaved(result);
      showSnackbar('success', t`Comptes comptables enregistrés.`);
    } catch (err) {
      const placed = accountingServerError(err);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field!]: placed.message }));
      else setFailure(placed.message);
      showSnackbar('error', placed.field ? t`Certains champs sont à corriger : ils sont signalés en rouge.` : placed.message);
    } finally {
      setSubmitting(false);
    }
  };

  const account = (field: AccountingField, label: ReactNode) => (
    <Field.Root key={field} invalid={!!errors[field]} required>
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
      <Input value={form[field]} onChange={(e) => set(field, e.target.value)} maxLength={12} fontFamily="mono"
        autoCapitalize="characters" autoComplete="off" spellCheck={false} inputMode="text" data-testid={idOf(field)} />
      {errors[field] ? <Field.ErrorText role="alert" data-testid={`${idOf(field)}-error`}>{errors[field]}</Field.ErrorText> : null}
    </Field.Root>
  );

  const productLabels = Object.fromEntries(accountProductTypes.map((type) => [type, i18n._(productTypeLabels[type])])) as Record<(typeof accountProductTypes)[number], string>;
  const vatLabels: Record<(typeof accountingVatRates)[number], string> = { '20': t`20 %`, '10': t`10 %`, '5.5': t`5,5 %`, '2.1': t`2,1 %`, '0': t`0 %` };

  const section = (id: string, title: ReactNode, fields: ReactNode) => (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} aria-labelledby={id} data-testid={id}>
      <Stack gap="4">
        <Heading as="h2" size="md" id={id}>{title}</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">{fields}</SimpleGrid>
      </Stack>
    </Box>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Comptes comptables`} data-testid="accounting-codes-form">
      <Stack gap="4">
        {failure ? <Alert.Root status="error" data-testid="accounting-codes-failure"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
        {section('accounting-codes-parties', <Trans>Tiers</Trans>, <>
          {account('clients', <Trans>Clients</Trans>)}
          {account('suppliers', <Trans>Fournisseurs</Trans>)}
        </>)}
        {section('accounting-codes-sales', <Trans>Ventes</Trans>, <>
          {accountProductTypes.map((p) => account(`productTypes.${p}`, productLabels[p]))}
          {account('delivery', <Trans>Frais de port</Trans>)}
          {account('deposits', <Trans>Acomptes reçus</Trans>)}
        </>)}
        {section('accounting-codes-vat', <Trans>TVA collectée</Trans>, accountingVatRates.map((r) => account(`vatRates.${r}`, vatLabels[r])))}
        {section('accounting-codes-treasury', <Trans>Trésorerie par moyen de paiement</Trans>,
          paymentTypes.map((p) => account(`paymentMethods.${p}`, i18n._(paymentTypeLabels[p]))))}
      </Stack>
      <StickyActions>
        {dirty ? <Text fontSize="sm" color="gray.600" data-testid="accounting-codes-dirty"><Trans>Modifications non enregistrées</Trans></Text> : null}
        <Button variant="outline" disabled={submitting} onClick={() => setConfirmDefaults(true)} data-testid="accounting-codes-defaults">
          <Trans>Revenir aux comptes par défaut</Trans>
        </Button>
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={!dirty} data-testid="accounting-codes-save">
          <Trans>Enregistrer</Trans>
        </Button>
      </StickyActions>
      <ConfirmDialog
        open={confirmDefaults}
        title={t`Revenir aux comptes par défaut ?`}
        message={t`Le formulaire sera rempli avec les comptes usuels du plan comptable. Rien n'est enregistré tant que vous ne cliquez pas sur « Enregistrer ».`}
        confirmLabel={t`Remplir avec les comptes par défaut`}
        cancelLabel={t`Garder mes comptes`}
        onConfirm={() => { setForm(accountingFormOf(defaultAccountingCodes)); setErrors({}); setFailure(null); setConfirmDefaults(false); }}
        onCancel={() => setConfirmDefaults(false)}
        testId="accounting-codes-defaults-confirm"
      />
      {dialog}
    </form>
  );
}
