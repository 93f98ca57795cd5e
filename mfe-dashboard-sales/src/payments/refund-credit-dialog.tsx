import { Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { refundTypes, type ClientCredit, type Payment } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, formatCents, paymentTypeLabels, FormDialog } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { frenchToday } from '../quotes/quote-labels';
import { newRefundDraft, refundBody, type RefundDraft, type RefundDraftError, type RefundType } from './refund-form';
import { refreshPayments } from './refresh-payments';

/**
 * "Rembourser" a credit the client holds: how the money goes back (transfer, cheque, cash, card terminal, other), how
 * much (all that is left unless changed), the day and a reference. POST /v1/payments/credits/{id}/refund records it
 * as a payment of a negative amount; once nothing is left, the credit reads "Annulé". Mounted while open.
 */
export function RefundCreditDialog({ credit, onClose }: { credit: ClientCredit; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<RefundDraft>(() => newRefundDraft(credit.availableCents, frenchToday(new Date())));
  const [shown, setShown] = useState(false);
  const { busy, failure, run, clearFailure } = useSubmission();
  const check = refundBody(draft, credit.availableCents);
  const left = formatCents(credit.availableCents);
  const errorText: Record<RefundDraftError, string> = {
    required: t`Indiquez le montant remboursé.`,
    format: t`Montant invalide : tapez par exemple 150,00.`,
    decimals: t`Deux chiffres après la virgule au plus.`,
    tooLarge: t`Montant trop élevé.`,
    overLeft: t`Il ne reste que ${left} sur cet avoir.`,
    date: t`Indiquez la date du remboursement.`,
  };
  const error = !check.ok && shown ? check.error : null;
  const edit = (patch: Partial<RefundDraft>) => { setDraft((d) => ({ ...d, ...patch })); clearFailure(); };

  const submit = async () => {
    setShown(true);
    if (!check.ok) return;
    const { number, clientName } = credit;
    await run(async () => {
      await api<Payment>(`/v1/payments/credits/${credit.id}/refund`, { method: 'POST', body: check.body, silent: true });
      const amount = formatCents(check.body.amountCents);
      showSnackbar('success', t`${amount} remboursés à ${clientName} sur l'avoir ${number}.`);
      await refreshPayments();
      onClose();
    });
  };

  return (
    <FormDialog
      title={<Trans>Rembourser l'avoir {credit.number}</Trans>} ariaLabel={t`Rembourser l'avoir`} testId="refund-credit-dialog"
      submitLabel={<Trans>Enregistrer le remboursement</Trans>} busy={busy} failure={failure} failureTestId="refund-credit-error"
      onSubmit={() => void submit()} onClose={onClose}
    >
      <Text fontSize="sm" color="gray.700">
        <Trans>{credit.clientName} dispose de {left} sur cet avoir. Le remboursement est écrit au journal de banque (ou de caisse) : le client est débité, la banque créditée.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Mode de remboursement</Trans>} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.type} onChange={(e) => edit({ type: e.target.value as RefundType })} data-testid="refund-credit-type">
              {refundTypes.map((type) => <option key={type} value={type}>{i18n._(paymentTypeLabels[type])}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Montant remboursé (€)</Trans>} required error={error && error !== 'date' ? errorText[error] : undefined}>
          <Input inputMode="decimal" value={draft.amount} onChange={(e) => edit({ amount: e.target.value })} data-testid="refund-credit-amount" />
        </FormField>
        <FormField label={<Trans>Remboursé le</Trans>} required error={error === 'date' ? errorText.date : undefined}>
          <Input type="date" value={draft.refundedOn} onChange={(e) => edit({ refundedOn: e.target.value })} data-testid="refund-credit-date" />
        </FormField>
        <FormField label={<Trans>Référence</Trans>} helper={<Trans>Numéro du chèque ou du virement ; l'avoir sinon.</Trans>}>
          <Input value={draft.reference} maxLength={80} onChange={(e) => edit({ reference: e.target.value })} data-testid="refund-credit-reference" />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Note</Trans>}>
        <Textarea value={draft.note} maxLength={500} rows={2} onChange={(e) => edit({ note: e.target.value })} data-testid="refund-credit-note" />
      </FormField>
    </FormDialog>
  );
}
