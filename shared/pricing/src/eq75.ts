import { HUNDRED, HUNDREDTH, ONE, ZERO, dec, decText, intDec, type Dec, type Decimalish } from './decimal';
import { PricingError } from './errors';

/** Volume of one 75 cl bottle in litres: the eq75 unit (spec point 9). */
export const BOTTLE_LITRES = '0.75';
/** Default alcohol unit volume, in hectolitres, when a format says nothing (spec point 9). */
export const DEFAULT_UNIT_VOLUME_HL = '0.0075';

// Parsed once (a big.js operation given text parses it on every call; every priced line asks its volume).
const LITRES_PER_UNIT: Record<string, Dec> = { ml: dec('0.001'), cl: HUNDREDTH, l: ONE, hl: HUNDRED };
const BOTTLE = dec(BOTTLE_LITRES);
const DEFAULT_UNIT_VOLUME = dec(DEFAULT_UNIT_VOLUME_HL);

/** The parts of a format that say how much drink one sold unit holds. */
export interface FormatVolume {
  /** Given eq75 wins over unity/unityValue. */
  eq75?: Decimalish | null;
  /** 'ml' | 'cl' | 'l' | 'hl' (case-insensitive; 'L' accepted). */
  unity?: string | null;
  unityValue?: Decimalish | null;
  /** Containers per sold unit (a carton of 6): multiplies the volume of unity/unityValue. Default 1. */
  packingQuantity?: number | null;
}

function given(v: Decimalish | null | undefined): v is Decimalish {
  return v !== undefined && v !== null && v !== '';
}

/**
 * A format's volume and eq75 kept per the four fields they are read from: every line asks both, and a format
 * without eq75 divides its litres by 0.75 each time (cart-price-performance.md). A big.js value never changes in
 * place, so one serves every line. Bounded: past its size a table starts again.
 */
const eq75s = new Map<string, Dec>();
const volumes = new Map<string, Dec>();
const KEPT = 4096;
const SEPARATOR = '\u0001';

/** One field of the key: '' when not given (as `given` reads it), else tagged with its type; null: not kept. */
function keyPart(v: Decimalish | null | undefined): string | null {
  if (!given(v)) return '';
  if (typeof v === 'number') return `n${v}`;
  return typeof v === 'string' && !v.includes(SEPARATOR) ? `s${v}` : null;
}

/** The key of a format's volume fields; null for a field of an unexpected type (computed, never kept). */
function volumeKey(format: FormatVolume): string | null {
  const eq75 = keyPart(format.eq75);
  const unity = keyPart(format.unity);
  const value = keyPart(format.unityValue);
  const packing = format.packingQuantity;
  if (eq75 === null || unity === null || value === null || (packing !== undefined && packing !== null && typeof packing !== 'number')) return null;
  return `${eq75}${SEPARATOR}${unity}${SEPARATOR}${value}${SEPARATOR}${packing ?? ''}`;
}

/**
 * The key of a frozen format, worked out once per object (a frozen object's fields cannot change): the server hands
 * the engine the same kept formats on every cart price. Any other format's key is read again on every call.
 */
const frozenKeys = new WeakMap<FormatVolume, string | null>();

function keyOf(format: FormatVolume): string | null {
  if (!Object.isFrozen(format)) return volumeKey(format);
  let key = frozenKeys.get(format);
  if (key === undefined) {
    key = volumeKey(format);
    frozenKeys.set(format, key);
  }
  return key;
}

function kept(table: Map<string, Dec>, format: FormatVolume, compute: (format: FormatVolume) => Dec): Dec {
  const key = keyOf(format);
  if (key === null) return compute(format);
  const found = table.get(key);
  if (found !== undefined) return found;
  const value = compute(format);
  if (table.size >= KEPT) table.clear();
  table.set(key, value);
  return value;
}

/** Litres in one sold unit from unity/unityValue × packingQuantity, or null when not given. */
export function litresExact(format: FormatVolume): Dec | null {
  if (!given(format.unity) || !given(format.unityValue)) return null;
  const factor = LITRES_PER_UNIT[format.unity.trim().toLowerCase()];
  if (factor === undefined) throw new PricingError('UNKNOWN_UNIT', `unknown volume unit ${JSON.stringify(format.unity)}`);
  const packing = format.packingQuantity ?? 1;
  if (!Number.isInteger(packing) || packing < 1) throw new PricingError('INVALID_QUANTITY', 'packingQuantity must be a positive integer');
  return dec(format.unityValue, 'unityValue').times(factor).times(intDec(packing));
}

/**
 * 75 cl equivalents in one sold unit: format.eq75 when given, else litres / 0.75, else 1 (a
 * format that says nothing is one bottle, matching the default alcohol unit volume 0.0075 hl).
 */
export function eq75Exact(format: FormatVolume): Dec {
  return kept(eq75s, format, eq75Computed);
}

function eq75Computed(format: FormatVolume): Dec {
  if (given(format.eq75)) {
    const e = dec(format.eq75, 'eq75');
    if (e.lt(ZERO)) throw new PricingError('OUT_OF_RANGE', 'eq75 must not be negative');
    return e;
  }
  const litres = litresExact(format);
  return litres === null ? ONE : litres.div(BOTTLE);
}

/**
 * Hectolitres of drink in one sold unit: litres / 100 when unity/unityValue are given (the
 * physical volume, exact for 50 cl), else eq75 × 0.0075 hl, else the default 0.0075 hl.
 */
export function volumeHlExact(format: FormatVolume): Dec {
  return kept(volumes, format, volumeHlComputed);
}

function volumeHlComputed(format: FormatVolume): Dec {
  const litres = litresExact(format);
  if (litres !== null) return litres.times(HUNDREDTH);
  return eq75Exact(format).times(DEFAULT_UNIT_VOLUME);
}

/** Public form of eq75Exact: 75 cl equivalents in one sold unit, as decimal text ('1', '0.5', '4'). */
export function eq75Of(format: FormatVolume): string {
  return decText(eq75Exact(format));
}

/** Public form of volumeHlExact: hectolitres in one sold unit, as decimal text ('0.0075'). */
export function volumeHlOf(format: FormatVolume): string {
  return decText(volumeHlExact(format));
}

/** Public form of litresExact: litres in one sold unit as decimal text, or null. */
export function litresOf(format: FormatVolume): string | null {
  const litres = litresExact(format);
  return litres === null ? null : decText(litres);
}
