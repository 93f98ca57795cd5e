import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import { cartMessages, type OrderDetail, type OrderTransfer } from '@vendange/contracts';
import { formatCents, formatDateTime, paymentTypeLabels } from '@vendange/ui';
import { DetailCard } from './detail-card';
import { PaymentStatusBadge } from './payment-status-badge';

/** An IBAN in groups of four, as printed on a bank statement. */
const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();

/**
 * Where to send a transfer (issue 15, item 3): the shop's bank details, the reference to quote and the amount,
 * while the order is awaiting payment; the server says when there is nothing to transfer.
 */
function TransferDetails({ order }: { order: OrderDetail }) {
  const open = order.paymentType === 'transfer' && (order.status === 'pending' || order.status === 'validated');
  const { data: transfer } = useApi<OrderTransfer | null>(open ? `/v1/orders/${order.id}/transfer` : null);
  if (!open || !transfer) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="3" data-testid="order-transfer-details">
      <Text fontWeight="semibold" mb="1"><Trans>Coordonnées pour le virement</Trans></Text>
      <Stack gap="0" fontSize="sm">
        <Text><Trans>Titulaire du compte : {transfer.holder}</Trans></Text>
        <Text fontFamily="mono" data-testid="order-transfer-iban">IBAN {groupedIban(transfer.iban)}</Text>
        <Text fontFamily="mono">BIC {transfer.bic}</Text>
        <Text data-testid="order-transfer-reference"><Trans>Référence à indiquer : <strong>{transfer.reference}</strong></Trans></Text>
        <Text><Trans>Montant : {formatCents(transfer.amountCents)}</Trans></Text>
      </Stack>
    </Box>
  );
}

/** How the order is paid and where the payment stands (a quote: only how it will be paid, nothing is due yet). */
export function OrderPaymentCard({ order, quote = false }: { order: OrderDetail; quote?: boolean }) {
  const { i18n } = useLingui();
  return (
    <DetailCard title={<Trans>Paiement</Trans>} testId="order-payment">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text data-testid="order-payment-type">{order.paymentType ? i18n._(paymentTypeLabels[order.paymentType]) : <Trans>Moyen de paiement non choisi</Trans>}</Text>
        {quote ? null : <PaymentStatusBadge status={order.paymentStatus} />}
      </HStack>
      {order.paymentStatus === 'error' ? <Text color="red.600" data-testid="order-payment-error">{cartMessages.paymentFailed}</Text> : null}
      {order.validatedAt ? <Text color="gray.600"><Trans>Validée le {formatDateTime(order.validatedAt)}</Trans></Text> : null}
      {quote ? null : <TransferDetails order={order} />}
    </DetailCard>
  );
}
