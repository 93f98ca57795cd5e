import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardPaymentEntry } from '@vendange/contracts';
import { formatCents, formatDateTime, paymentStatusLabels, type Column } from '@vendange/ui';
import { paymentStatusTone } from '../orders/payment-status';

// What the payments screen shows of each card debit: one implementation for the table and the phone cards.

function StatusBadge({ entry }: { entry: CardPaymentEntry }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={paymentStatusTone(entry.status)} data-testid="card-payment-status" data-status={entry.status}>{i18n._(paymentStatusLabels[entry.status])}</Badge>;
}

const money = (cents: number | null, testId: string) => (
  <Text as="span" whiteSpace="nowrap" data-testid={testId}>{cents === null ? '—' : formatCents(cents)}</Text>
);

/** Where the money went: the producer's own card account, or the platform's (debits from before card accounts). */
function Destination({ entry }: { entry: CardPaymentEntry }) {
  return (
    <Text as="span" fontSize="sm" color="gray.600" data-testid="card-payment-destination">
      {entry.netCents !== null ? <Trans>Votre compte</Trans> : <Trans>Compte de la plateforme</Trans>}
    </Text>
  );
}

/** A card debit on a phone: client and status, order and date, amount, fee and what reaches the account. */
export function CardPaymentCard({ entry }: { entry: CardPaymentEntry }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontWeight="medium" overflowWrap="anywhere">{entry.clientName}</Text>
        <StatusBadge entry={entry} />
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Text>{formatDateTime(entry.at)} · {entry.reference}</Text>
        {money(entry.amountCents, 'card-payment-amount')}
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap" color="gray.700">
        <Destination entry={entry} />
        <Text><Trans>Commission :</Trans> {money(entry.feeCents, 'card-payment-fee')} · <Trans>Net :</Trans> {money(entry.netCents, 'card-payment-net')}</Text>
      </HStack>
    </Stack>
  );
}

/** The table columns of the card debits (from md; phones get CardPaymentCard). */
export const cardPaymentColumns: Column<CardPaymentEntry>[] = [
  { header: <Trans>Date</Trans>, cell: (e) => <Text as="span" whiteSpace="nowrap">{formatDateTime(e.at)}</Text> },
  { header: <Trans>Client</Trans>, cell: (e) => <Text as="span" data-testid="card-payment-client">{e.clientName}</Text> },
  { header: <Trans>Commande</Trans>, cell: (e) => <Text as="span" data-testid="card-payment-reference">{e.reference}</Text> },
  { header: <Trans>Montant</Trans>, cell: (e) => money(e.amountCents, 'card-payment-amount'), align: 'end' },
  { header: <Trans>Commission</Trans>, cell: (e) => money(e.feeCents, 'card-payment-fee'), align: 'end' },
  { header: <Trans>Net</Trans>, cell: (e) => money(e.netCents, 'card-payment-net'), align: 'end' },
  { header: <Trans>Versé sur</Trans>, cell: (e) => <Destination entry={e} /> },
  { header: <Trans>Statut</Trans>, cell: (e) => <StatusBadge entry={e} /> },
];
