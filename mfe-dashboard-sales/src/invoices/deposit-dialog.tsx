import { HStack, Input, RadioGroup, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import { invoiceMessages, type InvoiceDetail, type OrderDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, formatCents, FormDialog } from '@vendange/ui';
import { depositBody, emptyDepositDraft, type DepositDraft, type DepositError } from './deposit-form';
import { useSubmission } from '../dialogs/use-submission';
import { refreshInvoices } from './refresh-invoices';

/**
 * 'Demander un acompte' on a validated order: a percentage of its total incl. VAT or an amount in euros, what
 * it makes shown before confirming. POST /v1/orders/{id}/deposit issues the deposit invoice (the final invoice
 * deducts it); a refusal (too large, order not validated) shows the server's French message.
 */
export function DepositDialog({ order, open, onClose, onIssued }: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  onIssued: (deposit: InvoiceDetail) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<DepositDraft>(emptyDepositDraft);
  const [shown, setShown] = useState<DepositError | null>(null);
  const { busy, failure, run, clearFailure } = useSubmission();
  useEffect(() => {
    if (!open) return;
    setDraft(emptyDepositDraft);
    setShown(null);
    clearFailure();
  }, [open]);
  if (!open) return null;

  const errorText: Record<DepositError, string> = {
    percentFormat: t`Indiquez un pourcentage, par exemple 30.`,
    percentRange: t`Le pourcentage doit être supérieur à 0 et au plus 100.`,
    amountRequired: t`Indiquez un montant.`,
    amountFormat: t`Montant invalide : tapez par exemple 150,00.`,
    amountDecimals: t`Deux chiffres après la virgule au plus.`,
    tooLarge: invoiceMessages.depositTooLarge,
    empty: invoiceMessages.depositEmpty,
  };
  const check = depositBody(draft, order.totalTtcCents);
  const typed = draft.mode === 'percent' ? draft.percent.trim() !== '' : draft.amount.trim() !== '';

  const submit = async () => {
    clearFailure();
    if (!check.ok) {
      setShown(check.error);
      return;
    }
    setShown(null);
    await run(async () => {
      const deposit = await api<InvoiceDetail>(`/v1/orders/${order.id}/deposit`, { method: 'POST', body: check.body, silent: true });
      showSnackbar('success', t`Facture d'acompte ${deposit.number} émise.`);
      await refreshInvoices();
      onIssued(deposit);
      onClose();
    });
  };

  const field = draft.mode === 'percent' ? 'percent' : 'amount';
  return (
    <FormDialog
      title={<Trans>Acompte sur la commande {order.reference}</Trans>} ariaLabel={t`Demander un acompte`} testId="deposit-dialog"
      submitLabel={<Trans>Émettre la facture d'acompte</Trans>} submitTestId="deposit-submit"
      busy={busy} failure={failure} failureTestId="deposit-error" onSubmit={() => void submit()} onClose={onClose}
    >
          <Text fontSize="sm" color="gray.700">
            <Trans>Total de la commande : {formatCents(order.totalTtcCents)} TTC. La facture d'acompte est émise tout de suite ; la facture finale la déduira.</Trans>
          </Text>
          <RadioGroup.Root value={draft.mode} colorPalette="brand"
            onValueChange={(e) => { setDraft({ ...draft, mode: e.value === 'amount' ? 'amount' : 'percent' }); setShown(null); }}>
            <HStack gap="5" wrap="wrap">
              <RadioGroup.Item value="percent" data-testid="deposit-mode-percent">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText><Trans>Un pourcentage</Trans></RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="amount" data-testid="deposit-mode-amount">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText><Trans>Un montant</Trans></RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
          <FormField
            label={draft.mode === 'percent' ? <Trans>Pourcentage du total TTC (%)</Trans> : <Trans>Montant TTC (€)</Trans>}
            error={shown ? errorText[shown] : undefined} required>
            <Input
              key={field} inputMode="decimal" autoFocus value={draft[field]} data-testid="deposit-value"
              placeholder={draft.mode === 'percent' ? '30' : '150,00'}
              onChange={(e) => { setDraft({ ...draft, [field]: e.target.value }); setShown(null); }}
            />
          </FormField>
          <Text fontWeight="semibold" aria-live="polite" data-testid="deposit-preview">
            {check.ok ? <Trans>Acompte demandé : {formatCents(check.ttcCents)} TTC</Trans> : typed ? errorText[check.error] : null}
          </Text>
    </FormDialog>
  );
}
