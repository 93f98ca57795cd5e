import { ZERO, dec, decText, type Dec } from './decimal';
import { PricingError } from './errors';
import { assertCents, type Cents } from './money';

/** Degressive prices: quantity threshold (a numeric key, as JSON maps give it) → value in cents. */
export type DegressiveMap = Readonly<Record<string, Cents>>;

export interface TierHit {
  threshold: string;
  value: Cents;
}

export interface TierOptions {
  /** The smallest count a line can have (one unit: 1, or its eq75 when counted in eq75; one line when global). */
  floorCount: Dec;
  /** The value that applies where no threshold is reached (the list price for discountPrice, 0 for discountAdd). */
  baseValue: Cents;
}

/**
 * The tier that applies at `count` (a quantity, eq75 quantity or cart line count), or null for
 * the base value. For a well-formed grid (values falling as thresholds rise, replacement prices not
 * above the list price) this is exactly the highest threshold reached. For any other grid the
 * engine takes the lowest value available at some count between floorCount and count, so that
 * buying more never raises the unit price.
 */
export function tierAt(map: DegressiveMap | null | undefined, count: Dec, options: TierOptions = { floorCount: ZERO, baseValue: Number.MAX_SAFE_INTEGER }): TierHit | null {
  if (!map) return null;
  const { tiers, lowest } = tiersOf(map);
  let best: Tier | null = null;
  for (const tier of tiers) {
    if (tier.threshold.gt(count)) continue;
    const better = best === null || tier.value < best.value || (tier.value === best.value && tier.threshold.gt(best.threshold));
    if (better) best = tier;
  }
  // Some count from floorCount up to count reaches no threshold: the base value is available too.
  const baseAvailable = lowest !== null && options.floorCount.lt(lowest);
  if (best && baseAvailable && options.baseValue <= best.value) return null;
  return best && { threshold: best.text, value: best.value };
}

interface Tier {
  threshold: Dec;
  text: string;
  value: Cents;
}

/**
 * A map's thresholds read and checked, in the map's order: once per frozen map (the catalogue's kept answers are
 * frozen, so their fields cannot change), on every call for any other (cart-price-performance.md).
 */
const frozenTiers = new WeakMap<DegressiveMap, { tiers: Tier[]; lowest: Dec | null }>();

function tiersOf(map: DegressiveMap): { tiers: Tier[]; lowest: Dec | null } {
  const frozen = Object.isFrozen(map);
  const kept = frozen ? frozenTiers.get(map) : undefined;
  if (kept !== undefined) return kept;
  const tiers: Tier[] = [];
  let lowest: Dec | null = null;
  for (const [key, value] of Object.entries(map)) {
    const threshold = dec(key, 'degressive threshold');
    if (threshold.lt(ZERO)) throw new PricingError('OUT_OF_RANGE', 'a degressive threshold must not be negative');
    assertCents(value, `degressive value at ${key}`);
    if (lowest === null || threshold.lt(lowest)) lowest = threshold;
    tiers.push({ threshold, text: decText(threshold), value });
  }
  const read = { tiers, lowest };
  if (frozen) frozenTiers.set(map, read);
  return read;
}

/** True when a map holds at least one threshold. */
export function hasTiers(map: DegressiveMap | null | undefined): map is DegressiveMap {
  return !!map && Object.keys(map).length > 0;
}
