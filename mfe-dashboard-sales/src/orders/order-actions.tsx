import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { api, ApiError } from '@vendange/api-client';
import { cartMessages, messages, type OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';

type Outcome =
  | { kind: 'validated'; paid: boolean }
  | { kind: 'refused' }
  /** The payment was refused (the order says so), or the request itself failed with this message. */
  | { kind: 'failed'; message: string };

/**
 * Validate or refuse a pending order (staff with createOrder on the order's shop; never buyers).
 * Validating debits the card imprint taken at checkout: the outcome of that debit is shown here.
 */
export function OrderActions({ order, onChanged }: { order: OrderDetail; onChanged: (order?: OrderDetail) => void }) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<'validate' | 'refuse' | null>(null);
  const [confirmRefuse, setConfirmRefuse] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const allowed = hasPermission(subjectFromUser(user), order.shopId, 'createOrder');

  const run = async (action: 'validate' | 'refuse') => {
    setBusy(action);
    setOutcome(null);
    try {
      const updated = await api<OrderDetail>(`/v1/orders/${order.id}/${action}`, { method: 'PUT', silent: true });
      onChanged(updated);
      if (action === 'refuse') {
        setOutcome({ kind: 'refused' });
        showSnackbar('success', t`Commande refusée.`);
      } else if (updated.paymentStatus === 'error') {
        setOutcome({ kind: 'failed', message: cartMessages.paymentFailed });
      } else {
        setOutcome({ kind: 'validated', paid: updated.paymentStatus === 'paid' });
        showSnackbar('success', t`Commande validée.`);
      }
    } catch (err) {
      // The order may have moved anyway (a refused debit is recorded): read it again.
      onChanged();
      const message = err instanceof ApiError && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal;
      setOutcome({ kind: 'failed', message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3">
      {outcome?.kind === 'validated' ? (
        <Alert.Root status="success" data-testid="order-validated">
          <Alert.Indicator />
          <Alert.Title>{outcome.paid ? <Trans>Commande validée : le paiement par carte est encaissé.</Trans> : <Trans>Commande validée.</Trans>}</Alert.Title>
        </Alert.Root>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert.Root status="info" data-testid="order-refused"><Alert.Indicator /><Alert.Title><Trans>Commande refusée.</Trans></Alert.Title></Alert.Root>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert.Root status="error" data-testid="order-action-error"><Alert.Indicator /><Alert.Title role="alert">{outcome.message}</Alert.Title></Alert.Root>
      ) : null}
      {allowed && order.status === 'pending' ? (
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} data-testid="order-actions">
          <Button colorPalette="brand" loading={busy === 'validate'} disabled={busy !== null} onClick={() => void run('validate')} data-testid="order-validate">
            <Trans>Valider la commande</Trans>
          </Button>
          <Button variant="outline" colorPalette="red" disabled={busy !== null} onClick={() => setConfirmRefuse(true)} data-testid="order-refuse">
            <Trans>Refuser</Trans>
          </Button>
        </Flex>
      ) : null}
      <ConfirmDialog
        open={confirmRefuse}
        title={t`Refuser la commande ?`}
        message={<Trans>La commande {order.reference} de {order.clientName} sera refusée. Cette décision est définitive.</Trans>}
        confirmLabel={t`Refuser la commande`}
        destructive
        onConfirm={async () => { setConfirmRefuse(false); await run('refuse'); }}
        onCancel={() => setConfirmRefuse(false)}
      />
    </Stack>
  );
}
