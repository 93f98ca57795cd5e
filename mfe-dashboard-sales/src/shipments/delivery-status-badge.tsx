import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DeliveryStatus } from '@vendange/contracts';
import { deliveryStatusLabels, deliveryStatusTones } from './delivery-labels';

/** An order's or a shipment's delivery status, in French and in its colour. */
export function DeliveryStatusBadge({ status, size, testId = 'delivery-status' }: { status: DeliveryStatus; size?: 'sm' | 'md' | 'lg'; testId?: string }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={deliveryStatusTones[status]} size={size} data-testid={testId} data-status={status}>{i18n._(deliveryStatusLabels[status])}</Badge>;
}
