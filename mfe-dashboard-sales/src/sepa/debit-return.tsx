import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import type { Payment, SepaDebit } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { refreshSepa } from './refresh-sepa';

/**
 * A debit the bank returned after the batch was collected (an R-transaction: account closed, refused by the client):
 * its payment moves to "impayé" (PUT /v1/payments/{id}/status), its invoice is owed again. Confirmed first.
 */
export function DebitReturn({ debit }: { debit: SepaDebit }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (debit.paymentId === null || debit.paymentStatus !== 'paid') return null;
  const number = debit.invoiceNumber;
  const amount = formatCents(debit.amountCents);
  const move = async () => {
    setBusy(true);
    try {
      await api<Payment>(`/v1/payments/${debit.paymentId}/status`, { method: 'PUT', body: { status: 'missing' }, silent: true });
      showSnackbar('success', t`Prélèvement de la facture ${number} rejeté : elle est de nouveau due.`);
      setAsking(false);
      await refreshSepa();
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)} data-testid="debit-return"><Trans>Rejeté</Trans></Button>
      <ConfirmDialog
        open={asking} busy={busy} destructive testId="debit-return-confirm" title={t`Prélèvement rejeté par la banque ?`} confirmLabel={t`Marquer impayé`}
        message={<Trans>Le paiement de {amount} de la facture {number} passe en impayé : la facture est de nouveau due.</Trans>}
        onConfirm={move} onCancel={() => setAsking(false)}
      />
    </>
  );
}
