import { Button, HStack, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { paymentTypes, type ClientCredit, type OutstandingClient, type Payment, type PaymentType } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormField, formatCents, paymentStatusLabels, paymentTypeLabels, FormDialog } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { frenchToday } from '../quotes/quote-labels';
import { AllocationFields } from './allocation-fields';
import { oldestFirst } from './allocate';
import { ClientPicker } from './client-picker';
import { centsToEuroInput } from '../settings/euro-input';
import { allocatedCentsOf, amountCentsOf, creditUseBody, newPaymentDraft, paymentBody, prefilledAllocations, type AmountError, type PaymentDraft } from './payment-form';
import { refreshPayments } from './refresh-payments';

const receivedStatuses = ['paid', 'pending', 'scheduled'] as const;
/** A validation refusal names its field at the end ("… (receivedOn)"): the person reads the sentence only. */
const FIELD_SUFFIX = /\s*\(([A-Za-z][\w.]*)\)$/;

/**
 * "Enregistrer un paiement": the client who paid (among those owing something), how and when, the amount received,
 * spread over their open invoices the oldest due first (editable). POST /v1/payments; a refusal is shown above the
 * buttons and nothing typed is lost. Mounted while open: each opening starts afresh (with `initialClient` when opened
 * from the outstandings). With `credit`, the client pays with a credit note they hold: no money comes in, the
 * allocations take at most what is left of it (POST /v1/payments, type creditNote). With `overpaid`, what a payment
 * received beyond its invoices pays the client's next ones (POST /v1/payments/{id}/allocations).
 */
export function RecordPaymentDialog({ initialClient = null, credit = null, overpaid = null, onClose }: {
  initialClient?: OutstandingClient | null; credit?: ClientCredit | null; overpaid?: Payment | null; onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [client, setClient] = useState<OutstandingClient | null>(initialClient);
  // What the client already holds and now spends: a credit note's credit, or a payment's rest. Nothing else is typed then.
  const usableCents = credit ? credit.availableCents : overpaid ? overpaid.amountCents - overpaid.allocatedCents : null;
  const limited = usableCents !== null;
  const [draft, setDraft] = useState<PaymentDraft>(() => {
    const fresh = newPaymentDraft(frenchToday(new Date()));
    if (usableCents === null) return fresh;
    const amount = centsToEuroInput(usableCents);
    const allocations = initialClient ? prefilledAllocations(amount, oldestFirst(initialClient.invoices)) : {};
    return credit ? { ...fresh, type: 'creditNote', amount, reference: credit.number, allocations } : { ...fresh, amount, allocations };
  });
  // The allocations follow the amount typed until the producer edits one of them.
  const [following, setFollowing] = useState(true);
  const [shown, setShown] = useState(false);
  const { busy, failure, run, clearFailure } = useSubmission();

  const invoices = client ? oldestFirst(client.invoices) : null;
  const check = credit ? creditUseBody(paymentBody(draft, invoices, shopId ?? 0), credit) : paymentBody(draft, invoices, shopId ?? 0);
  const problems = check.ok || !shown ? null : check.problems;
  const received = amountCentsOf(draft.amount, true).cents;

  const amountText: Record<AmountError, string> = {
    required: t`Indiquez le montant reçu.`,
    format: t`Montant invalide : tapez par exemple 150,00.`,
    decimals: t`Deux chiffres après la virgule au plus.`,
    tooLarge: t`Montant trop élevé.`,
  };
  const allocationErrors: Record<number, string> = {};
  for (const invoice of invoices ?? []) {
    const error = problems?.allocations[invoice.id];
    const left = formatCents(invoice.leftCents);
    if (error) allocationErrors[invoice.id] = error === 'overLeft' ? t`Il ne reste que ${left} à payer sur cette facture.` : amountText[error === 'required' ? 'format' : error];
  }
  const formText = problems?.form === 'client' ? t`Choisissez le client qui a payé.`
    : problems?.form === 'noAllocation' ? t`Affectez le paiement à au moins une facture.`
      : problems?.form === 'overAmount' ? (credit ? t`Les montants affectés dépassent ce qui reste de l'avoir.` : overpaid ? t`Les montants affectés dépassent le reste du paiement.` : t`Les montants affectés dépassent le montant reçu.`) : null;

  const edit = (patch: Partial<PaymentDraft>) => { setDraft((d) => ({ ...d, ...patch })); clearFailure(); };
  const typeAmount = (amount: string) => edit({ amount, ...(following && invoices ? { allocations: prefilledAllocations(amount, invoices) } : {}) });
  const pick = (picked: OutstandingClient) => {
    setClient(picked);
    setFollowing(true);
    edit({ allocations: prefilledAllocations(draft.amount, oldestFirst(picked.invoices)) });
  };

  const submit = async () => {
    setShown(true);
    if (!check.ok) return;
    const amount = formatCents(check.body.amountCents);
    const name = client?.clientName ?? '';
    await run(async () => {
      if (overpaid) {
        const used = formatCents(check.body.allocations.reduce((sum, a) => sum + a.amountCents, 0));
        await api<Payment>(`/v1/payments/${overpaid.id}/allocations`, { method: 'POST', body: { allocations: check.body.allocations }, silent: true });
        showSnackbar('success', t`Reste du paiement de ${name} affecté : ${used} réglés.`);
      } else {
        await api<Payment>('/v1/payments', { method: 'POST', body: check.body, silent: true });
        showSnackbar('success', credit ? t`Avoir ${credit.number} utilisé : ${amount} réglés.` : t`Paiement de ${amount} de ${name} enregistré.`);
      }
      await refreshPayments();
      onClose();
    });
  };

  return (
    <FormDialog
      title={credit ? <Trans>Utiliser l'avoir {credit.number}</Trans> : overpaid ? <Trans>Affecter le reste du paiement</Trans> : <Trans>Enregistrer un paiement</Trans>}
      ariaLabel={credit ? t`Utiliser l'avoir` : overpaid ? t`Affecter le reste du paiement` : t`Enregistrer un paiement`}
      testId="record-payment-dialog" size="lg"
      submitLabel={credit ? <Trans>Régler avec l'avoir</Trans> : overpaid ? <Trans>Affecter</Trans> : <Trans>Enregistrer le paiement</Trans>} submitTestId="record-payment-submit"
      busy={busy} failure={failure ? failure.replace(FIELD_SUFFIX, '') : formText} failureTestId="record-payment-error" onSubmit={() => void submit()} onClose={onClose}
    >
      {client ? (
        <HStack justify="space-between" wrap="wrap" gap="2" bg="gray.50" borderRadius="md" p="2">
          <Text data-testid="record-payment-client"><Trans>Client : <strong>{client.clientName}</strong></Trans></Text>
          {limited ? null : (
            <Button type="button" size="xs" variant="outline" onClick={() => { setClient(null); edit({ allocations: {} }); }} data-testid="record-payment-change-client">
              <Trans>Changer de client</Trans>
            </Button>
          )}
        </HStack>
      ) : credit ? (
        <Text color="gray.600" data-testid="record-payment-no-invoice"><Trans>Ce client n'a aucune facture à payer : l'avoir reste disponible.</Trans></Text>
      ) : overpaid ? (
        <Text color="gray.600" data-testid="record-payment-no-invoice"><Trans>Ce client n'a aucune facture à payer : le reste du paiement demeure disponible.</Trans></Text>
      ) : <ClientPicker shopId={shopId} onPick={pick} />}
      {overpaid ? (
        <Text data-testid="record-payment-rest"><Trans>Reste à affecter sur ce paiement : <strong>{formatCents(usableCents ?? 0)}</strong></Trans></Text>
      ) : null}
      {credit ? (
        <Text data-testid="record-payment-credit"><Trans>Disponible sur l'avoir : <strong>{formatCents(credit.availableCents)}</strong></Trans></Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" display={limited ? 'none' : undefined}>
        <FormField label={<Trans>Type</Trans>} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.type} onChange={(e) => edit({ type: e.target.value as PaymentType })} data-testid="record-payment-type">
              {paymentTypes.map((p) => <option key={p} value={p}>{i18n._(paymentTypeLabels[p])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Statut</Trans>} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.status} onChange={(e) => edit({ status: e.target.value as PaymentDraft['status'] })} data-testid="record-payment-status">
              {receivedStatuses.map((s) => <option key={s} value={s}>{i18n._(paymentStatusLabels[s])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Reçu le</Trans>} required error={problems?.form === 'date' ? t`Indiquez la date de réception.` : undefined}>
          <Input type="date" value={draft.receivedOn} onChange={(e) => edit({ receivedOn: e.target.value })} data-testid="record-payment-date" />
        </FormField>
        <FormField label={<Trans>Montant reçu (€)</Trans>} required error={problems?.amount ? amountText[problems.amount] : undefined}>
          <Input inputMode="decimal" placeholder="150,00" autoFocus={initialClient !== null} value={draft.amount} onChange={(e) => typeAmount(e.target.value)} data-testid="record-payment-amount" />
        </FormField>
      </SimpleGrid>
      {credit ? (
        <FormField label={<Trans>Date</Trans>} required error={problems?.form === 'date' ? t`Indiquez la date de réception.` : undefined}>
          <Input type="date" value={draft.receivedOn} onChange={(e) => edit({ receivedOn: e.target.value })} data-testid="record-payment-date" />
        </FormField>
      ) : null}
      {invoices ? (
        <AllocationFields
          invoices={invoices} values={draft.allocations} errors={allocationErrors} receivedCents={received}
          allocatedCents={allocatedCentsOf(draft, invoices)}
          onChange={(id, value) => { setFollowing(false); edit({ allocations: { ...draft.allocations, [id]: value } }); }}
          onSpread={() => { setFollowing(true); edit({ allocations: prefilledAllocations(draft.amount, invoices) }); }}
        />
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" display={limited ? 'none' : undefined}>
        <FormField label={<Trans>Référence</Trans>} helper={<Trans>Numéro du chèque, libellé du virement…</Trans>}>
          <Input value={draft.reference} maxLength={80} onChange={(e) => edit({ reference: e.target.value })} data-testid="record-payment-reference" />
        </FormField>
        <FormField label={<Trans>Banque</Trans>}>
          <Input value={draft.bank} maxLength={80} onChange={(e) => edit({ bank: e.target.value })} data-testid="record-payment-bank" />
        </FormField>
      </SimpleGrid>
      {overpaid ? null : (
        <FormField label={<Trans>Note</Trans>}>
          <Textarea rows={2} value={draft.note} maxLength={500} onChange={(e) => edit({ note: e.target.value })} data-testid="record-payment-note" />
        </FormField>
      )}
    </FormDialog>
  );
}
