import type { ExciseCategory } from '@vendange/pricing';
import { referenceItem } from './references/reference-index';

/**
 * The duty rate family of a vintage: from its excise product code (W200, W300, I000, S200…), refined
 * by the drink type where French law taxes a family differently (cider, perry and mead under W200;
 * AOP natural sweet wines and liqueur wines under I000). Null: no excise computed (beer, denatured alcohol).
 */
export function exciseCategoryOf(exciseCode: string | null, drinkType: string | null, labels: readonly string[] = []): ExciseCategory | null {
  if (!exciseCode) return null;
  const base = (referenceItem('exciseCodes', exciseCode)?.exciseCategory ?? null) as ExciseCategory | null;
  if (base === 'still-wine' || base === 'sparkling-wine') {
    if (drinkType === 'cidre' || drinkType === 'poire' || drinkType === 'hydromel') return 'cider';
  }
  if (base === 'intermediate' && (drinkType === 'vdn' || drinkType === 'vdl') && (labels.includes('aop') || labels.includes('aoc'))) return 'vdn-vdl-aop';
  return base;
}
