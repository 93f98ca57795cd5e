import type { ProductSummary } from '@vendange/contracts';

/**
 * The formats a box may hold, as checkbox options: every format of the shop's other products but
 * boxes (a box in a box would be priced twice), named by product, precision and size.
 */
export function eligibleOptions(products: readonly ProductSummary[], boxId: number | null): Array<{ value: string; label: string }> {
  return products
    .filter((p) => p.productType !== 'box' && p.id !== boxId)
    .flatMap((p) => p.formats.map((f) => ({
      value: String(f.id),
      label: [p.name, p.precision, `${f.container} ${Number(f.unityValue)} ${f.unity}`].filter(Boolean).join(' · '),
    })));
}
