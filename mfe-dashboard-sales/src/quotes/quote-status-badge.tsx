import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@vendange/contracts';
import { OrderStatusLabel } from '../screens/order-status-label';
import { quoteStatusLabels, quoteStatusPalette, type QuoteFilterStatus } from './quote-labels';

/** A quote's status in a quote's words (Brouillon, Envoyé, Accepté…). */
export function QuoteStatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { i18n } = useLingui();
  const label = quoteStatusLabels[status];
  return (
    <Badge size={size} colorPalette={quoteStatusPalette[status as QuoteFilterStatus] ?? 'gray'} data-testid="quote-status" data-status={status}>
      {label ? i18n._(label) : <OrderStatusLabel status={status} />}
    </Badge>
  );
}
