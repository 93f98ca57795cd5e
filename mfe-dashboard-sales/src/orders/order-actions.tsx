import { Alert, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, ORDER_DECISION_PERMISSION, subjectFromUser } from '@vendange/access';
import { api, ApiError } from '@vendange/api-client';
import { cartMessages, messages, refuseOrderBodySchema, type InvoiceDetail, type OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormField } from '@vendange/ui';
import { IssueInvoiceButton } from '../invoices/issue-invoice-button';

type Outcome =
  | { kind: 'validated'; paid: boolean }
  | { kind: 'refused' }
  /** The payment was refused (the order says so), or the request itself failed with this message. */
  | { kind: 'failed'; message: string };

/**
 * Validate or refuse a pending order (staff with createOrder on the order's shop; never buyers).
 * Validating debits the card imprint taken at checkout: the outcome of that debit is shown here.
 * A validated order is invoiced from here (owner or billOrder): `onInvoiced` gets the invoice.
 */
export function OrderActions({ order, onChanged, onInvoiced }: {
  order: OrderDetail;
  onChanged: (order?: OrderDetail) => void;
  onInvoiced?: (invoice: InvoiceDetail) => void;
}) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<'validate' | 'refuse' | null>(null);
  const [confirmRefuse, setConfirmRefuse] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // The server's rule on validate/refuse (an agent without the right never sees buttons that would be refused).
  const allowed = hasPermission(subjectFromUser(user), order.shopId, ORDER_DECISION_PERMISSION);
  // The server's rule on POST /v1/orders/{id}/invoice, by the same helper.
  const mayBill = hasPermission(subjectFromUser(user), order.shopId, 'billOrder');

  const run = async (action: 'validate' | 'refuse', body?: { reason: string }) => {
    setBusy(action);
    setOutcome(null);
    try {
      const updated = await api<OrderDetail>(`/v1/orders/${order.id}/${action}`, { method: 'PUT', silent: true, ...(body ? { body } : {}) });
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

  /** The buyer is told why (on the order and by mail): the reason is checked as the server will, before it is sent. */
  const confirmRefusal = async () => {
    const parsed = refuseOrderBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? messages.internal);
      return;
    }
    setReasonError(null);
    setConfirmRefuse(false);
    await run('refuse', parsed.data);
  };

  return (
    <Stack gap="3">
      {order.status === 'refused' && order.refusalReason ? (
        <Alert.Root status="warning" data-testid="order-refusal-reason">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Raison du refus</Trans></Alert.Title>
            <Alert.Description whiteSpace="pre-line">{order.refusalReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
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
      {mayBill && order.status === 'validated' ? (
        <IssueInvoiceButton orderId={order.id} onIssued={(invoice) => { onChanged(); onInvoiced?.(invoice); }} />
      ) : null}
      <ConfirmDialog
        open={confirmRefuse}
        title={t`Refuser la commande ?`}
        message={(
          <Stack gap="3">
            <Text><Trans>La commande {order.reference} de {order.clientName} sera refusée. Cette décision est définitive.</Trans></Text>
            <FormField label={<Trans>Raison du refus, transmise au client</Trans>} error={reasonError ?? undefined} required>
              <Textarea
                rows={3} maxLength={500} value={reason} data-testid="order-refuse-reason"
                placeholder={t`Ex. : cuvée épuisée, livraison impossible à cette adresse…`}
                onChange={(e) => { setReason(e.target.value); if (reasonError) setReasonError(null); }}
              />
            </FormField>
          </Stack>
        )}
        confirmLabel={t`Refuser la commande`}
        destructive
        onConfirm={confirmRefusal}
        onCancel={() => { setConfirmRefuse(false); setReasonError(null); }}
      />
    </Stack>
  );
}
