import { Alert, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { hasPermission, ORDER_DECISION_PERMISSION, subjectFromUser } from '@vendange/access';
import { api, ApiError } from '@vendange/api-client';
import { cancelOrderBodySchema, cartMessages, messages, refuseOrderBodySchema, type InvoiceDetail, type OrderDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormField } from '@vendange/ui';
import { DepositDialog } from '../invoices/deposit-dialog';
import { IssueInvoiceButton } from '../invoices/issue-invoice-button';

type Outcome =
  | { kind: 'validated'; paid: boolean }
  | { kind: 'refused' }
  | { kind: 'cancelled' }
  /** The payment was refused (the order says so), or the request itself failed with this message. */
  | { kind: 'failed'; message: string };

/**
 * Validate or refuse a pending order (staff with createOrder on the order's shop; never buyers).
 * Validating debits the card imprint taken at checkout: the outcome of that debit is shown here.
 * A validated order is invoiced from here, or a deposit asked on it (owner or billOrder): `onInvoiced` gets
 * the document; it is cancelled from here too (createOrder), saying why.
 */
export function OrderActions({ order, onChanged, onInvoiced }: {
  order: OrderDetail;
  onChanged: (order?: OrderDetail) => void;
  onInvoiced?: (invoice: InvoiceDetail) => void;
}) {
  const { t } = useLingui();
  const { user } = useShopAccess();
  const [busy, setBusy] = useState<'validate' | 'refuse' | 'cancel' | null>(null);
  const [confirmRefuse, setConfirmRefuse] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [askDeposit, setAskDeposit] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // The server's rule on validate/refuse (an agent without the right never sees buttons that would be refused).
  const allowed = hasPermission(subjectFromUser(user), order.shopId, ORDER_DECISION_PERMISSION);
  // The server's rule on POST /v1/orders/{id}/invoice, by the same helper.
  const mayBill = hasPermission(subjectFromUser(user), order.shopId, 'billOrder');

  const run = async (action: 'validate' | 'refuse' | 'cancel', body?: { reason: string }) => {
    setBusy(action);
    setOutcome(null);
    try {
      const updated = await api<OrderDetail>(`/v1/orders/${order.id}/${action}`, { method: 'PUT', silent: true, ...(body ? { body } : {}) });
      onChanged(updated);
      if (action === 'refuse') {
        setOutcome({ kind: 'refused' });
        showSnackbar('success', t`Commande refusée.`);
      } else if (action === 'cancel') {
        setOutcome({ kind: 'cancelled' });
        showSnackbar('success', t`Commande annulée.`);
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
  const confirmWithReason = async (action: 'refuse' | 'cancel') => {
    const parsed = (action === 'refuse' ? refuseOrderBodySchema : cancelOrderBodySchema).safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? messages.internal);
      return;
    }
    setReasonError(null);
    setConfirmRefuse(false);
    setConfirmCancel(false);
    await run(action, parsed.data);
  };
  const closeReason = () => { setConfirmRefuse(false); setConfirmCancel(false); setReasonError(null); };
  const reasonField = (label: ReactNode, placeholder: string, testId: string) => (
    <FormField label={label} error={reasonError ?? undefined} required>
      <Textarea
        rows={3} maxLength={500} value={reason} data-testid={testId} placeholder={placeholder}
        onChange={(e) => { setReason(e.target.value); if (reasonError) setReasonError(null); }}
      />
    </FormField>
  );

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
      {order.status === 'cancelled' && order.cancelReason ? (
        <Alert.Root status="warning" data-testid="order-cancel-reason">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Raison de l'annulation</Trans></Alert.Title>
            <Alert.Description whiteSpace="pre-line">{order.cancelReason}</Alert.Description>
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
      {outcome?.kind === 'cancelled' ? (
        <Alert.Root status="info" data-testid="order-cancelled"><Alert.Indicator /><Alert.Title><Trans>Commande annulée : le client est prévenu par e-mail.</Trans></Alert.Title></Alert.Root>
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
      {order.status === 'validated' && (mayBill || allowed) ? (
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap" data-testid="order-validated-actions">
          {mayBill ? <IssueInvoiceButton orderId={order.id} onIssued={(invoice) => { onChanged(); onInvoiced?.(invoice); }} /> : null}
          {mayBill ? (
            <Button variant="outline" colorPalette="brand" disabled={busy !== null} onClick={() => setAskDeposit(true)} data-testid="order-ask-deposit">
              <Trans>Demander un acompte</Trans>
            </Button>
          ) : null}
          {allowed ? (
            <Button variant="outline" colorPalette="red" disabled={busy !== null} loading={busy === 'cancel'} onClick={() => { setReason(''); setConfirmCancel(true); }} data-testid="order-cancel">
              <Trans>Annuler la commande</Trans>
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {mayBill ? <DepositDialog order={order} open={askDeposit} onClose={() => setAskDeposit(false)} onIssued={(deposit) => onInvoiced?.(deposit)} /> : null}
      <ConfirmDialog
        open={confirmRefuse}
        title={t`Refuser la commande ?`}
        message={(
          <Stack gap="3">
            <Text><Trans>La commande {order.reference} de {order.clientName} sera refusée. Cette décision est définitive.</Trans></Text>
            {reasonField(<Trans>Raison du refus, transmise au client</Trans>, t`Ex. : cuvée épuisée, livraison impossible à cette adresse…`, 'order-refuse-reason')}
          </Stack>
        )}
        confirmLabel={t`Refuser la commande`}
        destructive
        onConfirm={() => confirmWithReason('refuse')}
        onCancel={closeReason}
      />
      <ConfirmDialog
        open={confirmCancel}
        title={t`Annuler la commande ?`}
        message={(
          <Stack gap="3">
            <Text><Trans>La commande {order.reference} de {order.clientName} sera annulée. Cette décision est définitive.</Trans></Text>
            <Stack as="ul" gap="1" ps="5" listStyleType="disc" fontSize="sm" data-testid="order-cancel-effects">
              <li><Trans>Les articles réservés sont remis en vente.</Trans></li>
              <li><Trans>Le client est prévenu par e-mail, avec la raison ci-dessous.</Trans></li>
              <li><Trans>Un paiement par carte pas encore encaissé est annulé.</Trans></li>
            </Stack>
            {reasonField(<Trans>Raison de l'annulation, transmise au client</Trans>, t`Ex. : rupture de stock, demande du client…`, 'order-cancel-reason-input')}
          </Stack>
        )}
        confirmLabel={t`Annuler la commande`}
        cancelLabel={t`Garder la commande`}
        destructive
        onConfirm={() => confirmWithReason('cancel')}
        onCancel={closeReason}
      />
    </Stack>
  );
}
