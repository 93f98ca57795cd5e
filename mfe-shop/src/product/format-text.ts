import { plural } from '@lingui/core/macro';
import type { ProductDetail } from '@vendange/contracts';
import { packingOf } from './product-offer';

type Format = Pick<ProductDetail['formats'][number], 'container' | 'unity' | 'unityValue' | 'type' | 'packingQuantity'>;

export { formatName } from '@vendange/ui/format-name';

/** "Carton de 6 bouteilles" for a packed format (spec point 2, cart drawer and product page); null otherwise. */
export function packingText(format: Format): string | null {
  const packing = packingOf(format);
  if (!packing) return null;
  const n = packing.count;
  switch (packing.container) {
    case 'bouteille': return plural(n, { one: 'Carton de # bouteille', other: 'Carton de # bouteilles' });
    case 'demi-bouteille': return plural(n, { one: 'Carton de # demi-bouteille', other: 'Carton de # demi-bouteilles' });
    case 'magnum': return plural(n, { one: 'Carton de # magnum', other: 'Carton de # magnums' });
    case 'canette': return plural(n, { one: 'Carton de # canette', other: 'Carton de # canettes' });
    default: return plural(n, { one: 'Carton de # unité', other: 'Carton de # unités' });
  }
}
