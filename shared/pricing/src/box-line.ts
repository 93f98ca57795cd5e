import { dec, type Decimalish } from './decimal';
import { PricingError } from './errors';
import type { LineInput, PricingTypology } from './types';

/**
 * A bottle placed in a composed box (box builder): its grid price, without its own quantity tiers or
 * promotions, less the box's percent. The box's rule replaces them rather than adding to them, so a
 * case never costs less than the producer set; the client's typology discount still applies.
 */
export function inBox(line: LineInput, discountPercent: Decimalish): LineInput {
  const percent = dec(discountPercent, 'box discountPercent');
  if (percent.lt(0) || percent.gt(100)) throw new PricingError('OUT_OF_RANGE', 'box discountPercent must be between 0 and 100');
  const typologies = line.format.typologies
    ? Object.fromEntries(Object.entries(line.format.typologies).map(([key, t]): [string, PricingTypology] => [key, { ...t, discountPrice: null, discountAdd: null }]))
    : line.format.typologies;
  return {
    ...line,
    format: {
      ...line.format, typologies, discountPrice: null, discountAdd: null, discountGlobal: false,
      promotions: percent.gt(0) ? [{ type: '%', amount: percent.toFixed(), activation: 'always' }] : [],
    },
  };
}
