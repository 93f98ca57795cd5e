import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RecordedPaymentStatus } from '@vendange/contracts';
import { paymentStatusLabels } from '@vendange/ui';
import { paymentStatusTone } from '../orders/payment-status';

/** A recorded payment's status, in French and in the colour every payment status has (orders/payment-status.ts). */
export function PaymentStatusBadge({ status }: { status: RecordedPaymentStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={paymentStatusTone(status)} data-testid="payment-status" data-status={status}>{i18n._(paymentStatusLabels[status])}</Badge>;
}
