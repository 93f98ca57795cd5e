import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RecordedPaymentStatus } from '@vendange/contracts';
import { paymentStatusLabels } from '@vendange/ui';
import { paymentStatusTones } from './payment-labels';

/** A recorded payment's status, in French and in its colour. */
export function PaymentStatusBadge({ status }: { status: RecordedPaymentStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={paymentStatusTones[status]} data-testid="payment-status" data-status={status}>{i18n._(paymentStatusLabels[status])}</Badge>;
}
