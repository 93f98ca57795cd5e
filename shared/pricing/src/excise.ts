import { calendarDate } from './calendar-date';
import { HUNDREDTH, HUNDRED, ZERO, dec, min, type Dec, type Decimalish } from './decimal';
import { PricingError } from './errors';
import { CSS_ABV_THRESHOLD, EXCISE_RATE_TABLE, type ExciseCategory, type ExciseRateBlock, type VolumeRate } from './excise-rates';
import { roundToCents, type Cents } from './money';

/** The rate block in force on a date (YYYY-MM-DD or Date, French calendar). Throws NO_EXCISE_RATES before the first block. */
export function ratesAt(date: string | Date, table: readonly ExciseRateBlock[] = EXCISE_RATE_TABLE): ExciseRateBlock {
  const day = calendarDate(date);
  let found: ExciseRateBlock | undefined;
  for (const block of table) {
    if (block.from <= day && (found === undefined || block.from > found.from)) found = block;
  }
  if (!found) throw new PricingError('NO_EXCISE_RATES', `no excise rates in force on ${day}`);
  return found;
}

export interface ExciseInput {
  category: ExciseCategory;
  /** Alcohol by volume in % (vintage advanced.alcool.value). Needed for 'hlap' rates and the CSS. */
  abv?: Decimalish | null;
  /** false: do not charge the CSS (legal.css off). Otherwise charged when ABV > 18 %. */
  css?: boolean | null;
}

export interface ExciseExact {
  /** Exact EUR per sold unit, before any rounding. */
  dutyPerUnit: Dec;
  cssPerUnit: Dec;
  block: ExciseRateBlock;
}

function perUnit(rate: VolumeRate, volumeHl: Dec, abv: Dec | null, label: string): Dec {
  // dec: the table's rate texts parsed once, not on every line.
  if (rate.base === 'hl') return volumeHl.times(dec(rate.rate));
  if (abv === null) throw new PricingError('INVALID_DECIMAL', `${label}: abv is required for a rate per hl of pure alcohol`);
  return volumeHl.times(abv).times(HUNDREDTH).times(dec(rate.rate));
}

/** Exact duty and CSS for one sold unit of `volumeHl` hectolitres. */
export function exciseExact(input: ExciseInput, volumeHl: Dec, date: string | Date): ExciseExact {
  const block = ratesAt(date);
  // Kept per volume (a kept decimal: eq75.ts) and per category, ABV and CSS flag: every line of a cart asks the
  // same few (cart-price-performance.md). A big.js value never changes in place, so one answer serves every line.
  const key = exciseKeyOf(input);
  const byInput = key === null ? undefined : keptExcise.get(volumeHl);
  const found = key === null ? undefined : byInput?.get(key);
  if (found !== undefined && found.block === block) return found;
  const computed = exciseComputed(input, volumeHl, block);
  if (key !== null) {
    const table = byInput ?? new Map<string, ExciseExact>();
    if (table.size >= 256) table.clear();
    table.set(key, computed);
    if (byInput === undefined) keptExcise.set(volumeHl, table);
  }
  return computed;
}

const keptExcise = new WeakMap<Dec, Map<string, ExciseExact>>();
const SEPARATOR = '\u0001';

/** A frozen input's key worked out once per object (its fields cannot change); any other input's on every call. */
const frozenKeys = new WeakMap<ExciseInput, string | null>();

function exciseKeyOf(input: ExciseInput): string | null {
  if (!Object.isFrozen(input)) return exciseKey(input);
  let key = frozenKeys.get(input);
  if (key === undefined) {
    key = exciseKey(input);
    frozenKeys.set(input, key);
  }
  return key;
}

/** Category, ABV (tagged by type, '' when absent as exciseComputed reads it) and CSS flag; null: not kept. */
function exciseKey(input: ExciseInput): string | null {
  const { category, abv } = input;
  if (typeof category !== 'string' || category.includes(SEPARATOR)) return null;
  let abvPart: string;
  if (abv === undefined || abv === null || abv === '') abvPart = '';
  else if (typeof abv === 'number') abvPart = `n${abv}`;
  else if (typeof abv === 'string' && !abv.includes(SEPARATOR)) abvPart = `s${abv}`;
  else return null;
  return `${category}${SEPARATOR}${abvPart}${SEPARATOR}${input.css === false ? 'no-css' : 'css'}`;
}

function exciseComputed(input: ExciseInput, volumeHl: Dec, block: ExciseRateBlock): ExciseExact {
  const rates = block.categories[input.category];
  if (!rates) throw new PricingError('OUT_OF_RANGE', `unknown excise category ${String(input.category)}`);
  const abv = input.abv === undefined || input.abv === null || input.abv === '' ? null : dec(input.abv, 'abv');
  if (abv !== null && (abv.lt(ZERO) || abv.gt(HUNDRED))) throw new PricingError('OUT_OF_RANGE', 'abv must be in [0, 100]');
  const dutyPerUnit = perUnit(rates.duty, volumeHl, abv, input.category);
  let cssPerUnit = ZERO;
  if (input.css !== false && abv !== null && abv.gt(dec(CSS_ABV_THRESHOLD))) {
    cssPerUnit = perUnit(rates.css, volumeHl, abv, `${input.category} CSS`);
    if (rates.css.capPercentOfDuty !== undefined) cssPerUnit = min(cssPerUnit, dutyPerUnit.times(dec(rates.css.capPercentOfDuty)).times(HUNDREDTH));
  }
  return { dutyPerUnit, cssPerUnit, block };
}

export interface ExciseForInput extends ExciseInput {
  /** Hectolitres in one sold unit; default 0.0075 (one 75 cl bottle). */
  volumeHl?: Decimalish;
  quantity: number;
  date: string | Date;
}

export interface ExciseAmounts {
  /** Excise duty for the line, rounded once (per-unit volume × quantity × rate). */
  duty: Cents;
  /** CSS for the line, rounded once. */
  css: Cents;
  /** Start date of the rate block used. */
  ratesFrom: string;
}

/** Excise duty and CSS of a line: per-unit volume × quantity × rate, each rounded once per line. */
export function exciseFor(input: ExciseForInput): ExciseAmounts {
  const exact = exciseExact(input, dec(input.volumeHl ?? '0.0075', 'volumeHl'), input.date);
  return {
    duty: roundToCents(exact.dutyPerUnit.times(input.quantity)),
    css: roundToCents(exact.cssPerUnit.times(input.quantity)),
    ratesFrom: exact.block.from,
  };
}

/** Custom tax of the vintage legal block: EUR per hl × volume, rounded once per line. */
export function customTaxFor(amountPerHL: Decimalish, volumeHl: Decimalish, quantity: number): Cents {
  return roundToCents(dec(amountPerHL, 'customTaxAmountPerHL').times(dec(volumeHl, 'volumeHl')).times(quantity));
}
