import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cartMessages, type OrderDetail } from '@vendange/contracts';
import { formatDateTime, paymentTypeLabels } from '@vendange/ui';
import { DetailCard } from './detail-card';
import { PaymentStatusBadge } from './payment-status-badge';

/** How the order is paid and where the payment stands. */
export function OrderPaymentCard({ order }: { order: OrderDetail }) {
  const { i18n } = useLingui();
  return (
    <DetailCard title={<Trans>Paiement</Trans>} testId="order-payment">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text data-testid="order-payment-type">{order.paymentType ? i18n._(paymentTypeLabels[order.paymentType]) : <Trans>Moyen de paiement non choisi</Trans>}</Text>
        <PaymentStatusBadge status={order.paymentStatus} />
      </HStack>
      {order.paymentStatus === 'error' ? <Text color="red.600" data-testid="order-payment-error">{cartMessages.paymentFailed}</Text> : null}
      {order.validatedAt ? <Text color="gray.600"><Trans>Validée le {formatDateTime(order.validatedAt)}</Trans></Text> : null}
    </DetailCard>
  );
}
