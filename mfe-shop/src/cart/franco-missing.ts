import type { SellerCartPrice } from '@vendange/contracts';

/** What the franco line says is missing: only the thresholds not reached yet, each in its own unit. */
export interface FrancoMissing {
  /** Cents excl. VAT (the franco amount is set excl. VAT); null when none is missing. */
  amountHt: number | null;
  /** Bottles, as a number (may be fractional when counted in 75 cl equivalents); null when none is missing. */
  bottles: number | null;
  /** With both missing: 'or' when either threshold frees the shipping, 'and' when both are needed. */
  join: 'or' | 'and';
}

/**
 * The franco line of a seller's cart part, from the server's progress (amountBeforeFranco is excl.
 * VAT, amountBeforeBottleFranco in bottles) and the shop's mode; null when there is nothing to say
 * (no threshold, or shipping already free).
 */
export function francoMissingOf(price: Pick<SellerCartPrice, 'franco' | 'amountBeforeFranco' | 'amountBeforeBottleFranco'>, mode: 'any' | 'all' | null | undefined): FrancoMissing | null {
  if (price.franco) return null;
  const amountHt = price.amountBeforeFranco !== null && price.amountBeforeFranco > 0 ? price.amountBeforeFranco : null;
  const count = price.amountBeforeBottleFranco === null ? 0 : Number(price.amountBeforeBottleFranco);
  const bottles = Number.isFinite(count) && count > 0 ? count : null;
  if (amountHt === null && bottles === null) return null;
  return { amountHt, bottles, join: mode === 'all' ? 'and' : 'or' };
}
