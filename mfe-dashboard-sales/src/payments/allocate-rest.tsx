import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '@vendange/api-client';
import { payingStatuses, type OutstandingClient, type Outstandings, type Payment } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { failureText } from '../dialogs/failure-text';
import { clientOfCredit } from './client-credits';
import { RecordPaymentDialog } from './record-payment-dialog';

/** What a payment received beyond its invoices, when it may still pay others (held, and not a credit note's use). */
export const restOf = (payment: Payment) =>
  (payment.creditNote === null && payingStatuses.includes(payment.status) ? Math.max(0, payment.amountCents - payment.allocatedCents) : 0);

/**
 * "Affecter le reste": an overpayment pays the same client's next invoices (POST /v1/payments/{id}/allocations),
 * in the payment dialog, the client's open invoices read from the outstandings.
 */
export function AllocateRest({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState<{ client: OutstandingClient | null } | null>(null);
  const [loading, setLoading] = useState(false);
  if (restOf(payment) === 0) return null;
  const start = async () => {
    setLoading(true);
    try {
      const found = await api<Outstandings>('/v1/outstandings', { query: { shopId: payment.shopId, search: payment.clientName, limit: 100 }, silent: true });
      setOpen({ client: clientOfCredit(payment, found.items) });
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="brand" loading={loading} onClick={() => void start()} data-testid="payment-allocate-rest">
        <Trans>Affecter le reste</Trans>
      </Button>
      {open ? <RecordPaymentDialog overpaid={payment} initialClient={open.client} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
