import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseStatus } from '@vendange/contracts';
import { purchaseStatusColors, purchaseStatusLabels } from '../../lib/purchase-labels';

/** A purchase order's status as a coloured badge. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={purchaseStatusColors[status]} data-testid="purchase-status">{i18n._(purchaseStatusLabels[status])}</Badge>;
}
