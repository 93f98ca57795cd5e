import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '@vendange/contracts';
import { formatCents, paymentTypeLabels, type Column } from '@vendange/ui';
import { formatDay } from '../quotes/quote-labels';
import { PaymentActions } from './payment-actions';
import { PaymentStatusBadge } from './payment-status-badge';

// What the payments list shows of each payment: one implementation for the table and the phone cards.

/** How it came in; a refund (money paid back, a negative amount) says so. */
function TypeLabel({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const type = i18n._(paymentTypeLabels[payment.type]);
  return <Text as="span" data-testid="payment-type">{payment.amountCents < 0 ? <Trans>Remboursement · {type}</Trans> : type}</Text>;
}

const amount = (p: Payment) => <Text as="span" fontWeight="medium" whiteSpace="nowrap" data-testid="payment-amount">{formatCents(p.amountCents)}</Text>;

/** What its invoices take of it; the rest, when any, stays not allocated. A refund allocates nothing: a dash. */
function Allocated({ payment }: { payment: Payment }) {
  if (payment.amountCents < 0) return <Text as="span" data-testid="payment-allocated">–</Text>;
  const taken = formatCents(payment.allocatedCents);
  const rest = formatCents(payment.amountCents - payment.allocatedCents);
  return (
    <Text as="span" whiteSpace="nowrap" color={payment.allocatedCents < payment.amountCents ? 'orange.700' : undefined} data-testid="payment-allocated">
      {payment.allocatedCents < payment.amountCents ? <Trans>{taken} (non affecté : {rest})</Trans> : taken}
    </Text>
  );
}

/** The invoices it pays; a refund names the credit note it pays back. */
const invoices = (p: Payment) => (
  <Text as="span" data-testid="payment-invoices">{p.amountCents < 0 && p.creditNote ? <Trans>Avoir {p.creditNote.number}</Trans> : p.allocations.map((a) => a.number).join(', ')}</Text>
);

/** A payment on a phone: date and status, client and amount, type and reference, its invoices, then its actions. */
export function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="medium" overflowWrap="anywhere">{payment.clientName}</Text>
        <PaymentStatusBadge status={payment.status} />
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text>{formatDay(payment.receivedOn)} · <TypeLabel payment={payment} />{payment.reference ? ` · ${payment.reference}` : ''}</Text>
        {amount(payment)}
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        {invoices(payment)}
        <Text><Trans>Affecté :</Trans> <Allocated payment={payment} /></Text>
      </HStack>
      <PaymentActions payment={payment} />
    </Stack>
  );
}

/** The table columns of the payments (from md; phones get PaymentCard). */
export const paymentColumns: Column<Payment>[] = [
  { header: <Trans>Date</Trans>, cell: (p) => <Text as="span" whiteSpace="nowrap">{formatDay(p.receivedOn)}</Text> },
  { header: <Trans>Client</Trans>, cell: (p) => <Text as="span" data-testid="payment-client">{p.clientName}</Text> },
  { header: <Trans>Type</Trans>, cell: (p) => <TypeLabel payment={p} /> },
  { header: <Trans>Référence</Trans>, cell: (p) => <Text as="span" data-testid="payment-reference">{p.reference ?? ''}</Text> },
  { header: <Trans>Montant</Trans>, cell: amount, align: 'end' },
  { header: <Trans>Affecté</Trans>, cell: (p) => <Allocated payment={p} />, align: 'end' },
  { header: <Trans>Factures</Trans>, cell: invoices },
  { header: <Trans>Statut</Trans>, cell: (p) => <PaymentStatusBadge status={p.status} /> },
  { header: <Trans>Actions</Trans>, cell: (p) => <PaymentActions payment={p} />, align: 'end' },
];
