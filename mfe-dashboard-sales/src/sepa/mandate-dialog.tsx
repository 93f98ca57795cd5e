import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import type { Mandate, OutstandingClient } from '@vendange/contracts';
import { lazyPart, useShopAccess } from '@vendange/mfe-kit';
import { calendarDate } from '@vendange/pricing';
import { showSnackbar } from '@vendange/store';
import { FormField, FormDialog, useLazyChecks } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { ClientPicker } from '../payments/client-picker';

interface Fields { reference: string; debtorName: string; iban: string; bic: string; signedOn: string; recurrent: boolean }
type Errors = Partial<Record<keyof Fields | 'client', string>>;
// The mandate's contract (zod, ibantools) comes when the dialog opens.
const mandateChecks = lazyPart(() => import('./mandate-checks'));

/**
 * A client's SEPA mandate, new (the client chosen among those owing something) or edited: reference (RUM, generated
 * when left empty, fixed once a debit went to the bank), account holder, IBAN and BIC checked as the server does,
 * the signature day (never after today), recurrent or one-off. POST /v1/sepa/mandates, PUT /v1/sepa/mandates/{id}.
 */
export function MandateDialog({ mandate, onClose, onSaved }: { mandate: Mandate | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const today = calendarDate(new Date());
  const [client, setClient] = useState<Pick<OutstandingClient, 'clientName' | 'buyerId'> | null>(mandate);
  const [fields, setFields] = useState<Fields>({
    reference: mandate?.reference ?? '', debtorName: mandate?.debtorName ?? '', iban: mandate?.iban ?? '', bic: mandate?.bic ?? '', signedOn: mandate?.signedOn ?? today, recurrent: mandate?.recurrent ?? true,
  });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, failure, run, clearFailure } = useSubmission();
  const checks = useLazyChecks(mandateChecks);
  useEffect(checks.warm, [checks.warm]);
  const set = (key: keyof Fields, value: string | boolean) => { setFields({ ...fields, [key]: value }); setErrors({ ...errors, [key]: undefined }); clearFailure(); };

  const submit = async () => {
    if (!client) { setErrors({ client: t`Choisissez le client.` }); return; }
    const body = { ...fields, reference: fields.reference.trim() || undefined, bic: fields.bic.trim() || null };
    const schemas = await checks.load();
    if (!schemas) return;
    const parsed = mandate ? schemas.mandateUpdateSchema.safeParse(body) : schemas.mandateBodySchema.safeParse({ ...body, shopId, clientName: client.clientName, buyerId: client.buyerId });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
    if (fields.signedOn > today) found.signedOn = t`La date de signature ne peut pas être dans le futur.`;
    if (Object.keys(found).length > 0) { setErrors(found); return; }
    await run(async () => {
      const saved = mandate
        ? await api<Mandate>(`/v1/sepa/mandates/${mandate.id}`, { method: 'PUT', body, silent: true })
        : await api<Mandate>('/v1/sepa/mandates', { method: 'POST', body: { ...body, shopId, clientName: client.clientName, buyerId: client.buyerId }, silent: true });
      const reference = saved.reference;
      showSnackbar('success', t`Mandat ${reference} enregistré.`);
      onSaved();
      onClose();
    });
  };

  return (
    <FormDialog
      title={mandate ? <Trans>Modifier le mandat</Trans> : <Trans>Nouveau mandat SEPA</Trans>} ariaLabel={t`Mandat SEPA`} testId="mandate-dialog"
      submitLabel={<Trans>Enregistrer</Trans>} busy={busy} failure={failure} failureTestId="mandate-failure" onSubmit={() => void submit()} onClose={onClose}
    >
      {client ? (
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text data-testid="mandate-client"><Trans>Client : <strong>{client.clientName}</strong></Trans></Text>
          {mandate ? null : <Button type="button" size="xs" variant="ghost" colorPalette="brand" onClick={() => setClient(null)}><Trans>Changer</Trans></Button>}
        </HStack>
      ) : (
        <Stack gap="1">
          <ClientPicker shopId={shopId} onPick={(c) => { setClient(c); setErrors({}); if (!fields.debtorName) setFields({ ...fields, debtorName: c.clientName }); }} />
          {errors.client ? <Text color="red.600" fontSize="sm" role="alert">{errors.client}</Text> : null}
        </Stack>
      )}
      <FormField label={<Trans>Référence unique du mandat (RUM)</Trans>} error={errors.reference}
        helper={mandate?.used ? <Trans>Le mandat a servi : sa référence ne change plus.</Trans> : <Trans>Laissez vide pour la générer.</Trans>}>
        <Input value={fields.reference} maxLength={35} disabled={mandate?.used} onChange={(e) => set('reference', e.target.value)} data-testid="mandate-reference" />
      </FormField>
      <FormField label={<Trans>Titulaire du compte</Trans>} required error={errors.debtorName}>
        <Input value={fields.debtorName} maxLength={70} onChange={(e) => set('debtorName', e.target.value)} data-testid="mandate-debtor" />
      </FormField>
      <FormField label={<Trans>IBAN</Trans>} required error={errors.iban}>
        <Input value={fields.iban} maxLength={42} autoCapitalize="characters" spellCheck={false} placeholder="FR76 3000 6000 0112 3456 7890 189"
          onChange={(e) => set('iban', e.target.value)} data-testid="mandate-iban" />
      </FormField>
      <HStack gap="4" align="flex-start" flexDirection={{ base: 'column', sm: 'row' }}>
        <FormField label={<Trans>BIC</Trans>} error={errors.bic} helper={<Trans>Facultatif : l'IBAN suffit.</Trans>}>
          <Input value={fields.bic} maxLength={11} autoCapitalize="characters" spellCheck={false} onChange={(e) => set('bic', e.target.value)} data-testid="mandate-bic" />
        </FormField>
        <FormField label={<Trans>Date de signature</Trans>} required error={errors.signedOn}>
          <Input type="date" value={fields.signedOn} max={today} onChange={(e) => set('signedOn', e.target.value)} data-testid="mandate-signed-on" />
        </FormField>
      </HStack>
      <Checkbox.Root checked={fields.recurrent} onCheckedChange={(e) => set('recurrent', e.checked === true)} data-testid="mandate-recurrent">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label><Trans>Mandat récurrent (sinon : un seul prélèvement)</Trans></Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
