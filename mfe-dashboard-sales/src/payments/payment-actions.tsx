import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { api, ApiError } from '@vendange/api-client';
import { paymentMovesOf, type Payment, type RecordedPaymentStatus } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatCents, paymentStatusLabels } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { paymentMoveLabels } from './payment-labels';
import { stopsPaying } from './payment-query';
import { refreshPayments } from './refresh-payments';
import { AllocateRest, restOf } from './allocate-rest';

/**
 * "Affecter le reste" when the payment received more than its invoices take; then its next statuses (only those paymentTransitions allows from its own). Those after which it no longer
 * pays its invoices (missing, refunded, cancelled) are confirmed first. PUT /v1/payments/{id}/status.
 */
export function PaymentActions({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<RecordedPaymentStatus | null>(null);
  const [asking, setAsking] = useState<RecordedPaymentStatus | null>(null);
  if (!hasPermission(subjectFromUser(user), payment.shopId, 'seeAllPayment')) return null;
  const client = payment.clientName;

  const move = async (to: RecordedPaymentStatus) => {
    setBusy(to);
    try {
      await api<Payment>(`/v1/payments/${payment.id}/status`, { method: 'PUT', body: { status: to }, silent: true });
      const status = i18n._(paymentStatusLabels[to]);
      showSnackbar('success', t`Paiement de ${client} : ${status}.`);
      setAsking(null);
      await refreshPayments();
    } catch (err) {
      // Moved meanwhile (another tab, another person): the list is read again to show where it is.
      if (err instanceof ApiError && err.status === 409) await refreshPayments();
      showSnackbar('error', failureText(err));
    } finally {
      setBusy(null);
    }
  };
  const moves = paymentMovesOf(payment);
  if (moves.length === 0 && restOf(payment) === 0) return null;
  const amount = formatCents(payment.amountCents);
  const numbers = payment.allocations.map((a) => a.number).join(', ');
  const target = asking ? i18n._(paymentStatusLabels[asking]) : '';

  return (
    <HStack gap="2" justify="flex-end" wrap="wrap" data-testid="payment-actions">
      <AllocateRest payment={payment} />
      {moves.map((to) => (
        <Button key={to} size="xs" variant={stopsPaying(to) ? 'ghost' : 'outline'} colorPalette={stopsPaying(to) ? 'red' : 'brand'}
          loading={busy === to} disabled={busy !== null && busy !== to} data-testid={`payment-move-${to}`}
          onClick={() => (stopsPaying(to) ? setAsking(to) : void move(to))}>
          {i18n._(paymentMoveLabels[to])}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null} title={t`Marquer le paiement « ${target} » ?`} destructive busy={busy !== null} confirmLabel={t`Marquer « ${target} »`}
        testId="payment-move-confirm"
        message={(
          <Text>
            <Trans>Le paiement de {amount} de {client} ne réglera plus ses factures ({numbers}) : ce qu'il payait redevient dû.</Trans>
          </Text>
        )}
        onConfirm={() => (asking ? move(asking) : undefined)} onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}
