import { HUNDREDTH, HUNDRED, ONE, ZERO, dec, decText, type Dec, type Decimalish } from './decimal';
import { PricingError } from './errors';

/** Product VAT types of spec point 3. */
export type VatType = 'standard' | 'medium' | 'reduced';

/** Shop VAT rates in percent ('20', '10', '5.5'), spec settings.vatRate. */
export interface VatRates {
  standard: Decimalish;
  medium: Decimalish;
  reduced: Decimalish;
}

/** Spec point 9 defaults: 20 %, 10 %, 5.5 % (multipliers 1.2, 1.1, 1.055). */
export const DEFAULT_VAT_RATES: Readonly<VatRates> = { standard: '20', medium: '10', reduced: '5.5' };

/** Shop side of VAT: hasTVA false means the seller charges no VAT at all. */
export interface ShopVatSettings {
  hasTVA?: boolean;
  vatRate?: Partial<VatRates> | null;
}

/** Product / pricing-typology side: a type, an explicit rate, or no VAT for this product. */
export interface ProductVatSettings {
  vatType?: VatType | null;
  /** Explicit percent for this product and typology; wins over vatType. */
  tva?: Decimalish | null;
  disableVAT?: boolean | null;
}

function percent(value: Decimalish, label: string): Dec {
  const p = dec(value, label);
  if (p.lt(ZERO) || p.gte(HUNDRED)) throw new PricingError('OUT_OF_RANGE', `${label} must be in [0, 100), got ${p.toFixed()}`);
  return p;
}

/**
 * A rate's canonical text kept per value as given (a Map tells '5.5' from 5.5): every line asks its rate, and only
 * a rate that passed the check is kept (cart-price-performance.md). Bounded: past its size the table starts again.
 */
const rateTexts = new Map<Decimalish, string>();

function percentText(value: Decimalish, label: string): string {
  const kept = rateTexts.get(value);
  if (kept !== undefined) return kept;
  const text = decText(percent(value, label));
  if (rateTexts.size >= 256) rateTexts.clear();
  rateTexts.set(value, text);
  return text;
}

/** VAT rate in percent, as canonical text ('20', '5.5', '0'). Order: hasTVA, disableVAT, tva, vatType. */
export function vatRatePercent(product: ProductVatSettings = {}, shop: ShopVatSettings = {}): string {
  if (shop.hasTVA === false || product.disableVAT === true) return '0';
  if (product.tva !== undefined && product.tva !== null && product.tva !== '') return percentText(product.tva, 'tva');
  const type: VatType = product.vatType ?? 'standard';
  const rate = shop.vatRate?.[type] ?? DEFAULT_VAT_RATES[type];
  return percentText(rate, `vatRate.${type}`);
}

/** Multiplier from excl. to incl. VAT ('1.2', '1.055', '1'), as canonical text. */
export function vatMultiplier(product: ProductVatSettings = {}, shop: ShopVatSettings = {}): string {
  return decText(multiplierOfRate(vatRatePercent(product, shop)));
}

/** 1 + rate / 100. */
export function multiplierOfRate(ratePercent: string): Dec {
  const kept = multipliers.get(ratePercent);
  if (kept !== undefined) return kept;
  const multiplier = ONE.plus(dec(ratePercent, 'VAT rate').times(HUNDREDTH));
  if (multipliers.size >= 256) multipliers.clear();
  multipliers.set(ratePercent, multiplier);
  return multiplier;
}

/** Multipliers kept per rate text (a few rates in all; every line asks its own): a big.js value never changes in place. */
const multipliers = new Map<string, Dec>();
