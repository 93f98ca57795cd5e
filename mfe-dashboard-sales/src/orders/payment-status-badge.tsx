import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@vendange/contracts';
import { paymentStatusLabels } from '@vendange/ui';
import { paymentStatusTone } from './payment-status';

/** An order's payment status, in French and in its colour. */
export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={paymentStatusTone(status)} size={size} data-testid="payment-status" data-status={status}>{i18n._(paymentStatusLabels[status])}</Badge>;
}
