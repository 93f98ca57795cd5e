import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { SaleDetail } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';

type LineChange = SaleDetail['lineChanges'][number];

/** What the producer changed on a line (a price set, a discount) and, for the shop's staff, why. */
export function LineChangeNote({ change, showReason }: { change: LineChange; showReason: boolean }) {
  const price = change.unitPriceCents !== null ? formatCents(change.unitPriceCents) : null;
  const discount = change.discountPercent !== null && Number(change.discountPercent) > 0 ? change.discountPercent.replace('.', ',') : null;
  if (price === null && discount === null) return null;
  const reason = showReason ? change.reason : null;
  return (
    <Text fontSize="xs" color="gray.600" mt="0.5" data-testid="order-line-change">
      {price !== null ? <Trans>Prix fixé à {price}</Trans> : null}
      {price !== null && discount !== null ? ' · ' : null}
      {discount !== null ? <Trans>Remise de {discount} %</Trans> : null}
      {reason ? <> — <Text as="span" fontStyle="italic" data-testid="order-line-change-reason">{reason}</Text></> : null}
    </Text>
  );
}
