import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@vendange/contracts';

type Status = ProductSummary['status'];

export const productStatuses: readonly Status[] = ['online', 'paused', 'outofstock', 'closed'];
const palette = { online: 'green', paused: 'gray', outofstock: 'orange', closed: 'red' } as const;

/** Status names as text (badges, and <option>s, which take text only). */
export function useStatusText(): (status: Status) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'online': return t`En ligne`;
      case 'paused': return t`En pause`;
      case 'outofstock': return t`Épuisé`;
      case 'closed': return t`Fermé`;
    }
  };
}

export function StatusBadge({ status }: { status: Status }) {
  const text = useStatusText();
  return <Badge colorPalette={palette[status]} data-testid="product-status">{text(status)}</Badge>;
}
