import type { ViewerPrice } from '@vendange/contracts';
import { inBox, PricingError, unitPrice, type LineInput } from '@vendange/pricing';
import type { StoredPromotion } from './db/schema';
import { exciseCategoryOf } from './excise-category';
import { referenceItem } from './references/reference-index';

export interface PricedTypology { key: string; name: string; ttc: boolean; globalDiscount: string; allRulesInEq75: boolean }
export interface PricingShop { hasTVA: boolean; allRulesInEq75: boolean }

export interface PricedFormat {
  unity: string; unityValue: string; eq75: string; packingQuantity: number; priceCents: number | null;
  discountPrice: Record<string, number>; discountAdd: Record<string, number>; discountGlobal: boolean; promotions: StoredPromotion[];
}
export interface PricedVintage {
  da: boolean; css: boolean; exciseCode: string | null; alcohol: string | null;
  customTaxName: string | null; customTaxAmountPerHl: string | null; customTaxFamilies: string[]; customTaxAdded: boolean; customTaxVat: boolean;
}
export interface PricedProduct { productType: string; type: string | null; vatType: 'standard' | 'medium' | 'reduced'; labels: string[] }

/**
 * What @vendange/pricing needs of one format for one typology, quantity aside: the grid price of the
 * typology, else the format's own price; null when the format is hidden from the typology or has no
 * price. Duties come from the given vintage (the product's newest). The one place the catalogue turns
 * its rows into engine input: the list's prices and the orders' prices both come from here.
 */
export function pricingLineOf(input: {
  format: PricedFormat;
  grid: { priceCents: number | null; visible: boolean } | undefined;
  product: PricedProduct;
  vintage: PricedVintage | undefined;
  typology: Pick<PricedTypology, 'key'>;
}): Omit<LineInput, 'quantity'> | null {
  const { format, grid, product, vintage, typology } = input;
  if (grid && !grid.visible) return null;
  const price = grid?.priceCents ?? format.priceCents;
  if (price === null) return null;
  const volumeUnit = referenceItem('units', format.unity)?.volumeUnit ?? null;
  const category = vintage?.da ? exciseCategoryOf(vintage.exciseCode, product.type, product.labels) : null;
  const taxApplies = vintage?.customTaxAmountPerHl && (vintage.customTaxFamilies.length === 0 || vintage.customTaxFamilies.includes(typology.key));
  return {
    format: {
      price, eq75: format.eq75, packingQuantity: format.packingQuantity,
      ...(volumeUnit ? { unity: volumeUnit, unityValue: format.unityValue } : {}),
      discountPrice: format.discountPrice, discountAdd: format.discountAdd, discountGlobal: format.discountGlobal,
      promotions: format.promotions.map((p) => ({ type: p.type, amount: p.amount, activation: p.activation, threshold: p.threshold })),
    },
    product: { vatType: product.vatType, productType: product.productType },
    excise: category ? { category, abv: vintage?.alcohol ?? null, css: vintage?.css ?? false } : null,
    customTax: taxApplies ? { name: vintage.customTaxName, amountPerHL: vintage.customTaxAmountPerHl!, added: vintage.customTaxAdded, vat: vintage.customTaxVat } : null,
  };
}

/** The engine's typology settings for a catalogue typology (grid prices are entered excl. VAT and duties). */
export const typologySettingsOf = (typology: PricedTypology) =>
  ({ key: typology.key, ttc: typology.ttc, priceEntry: 'ht' as const, globalDiscount: typology.globalDiscount, allRulesInEq75: typology.allRulesInEq75 });

/**
 * The unit price one viewer sees for one format (quantity 1), excl. and incl. VAT and duties; with
 * `boxPercent`, the price of that bottle once in a composed box (the order prices it the same way).
 */
export function viewerPriceOf(input: Parameters<typeof pricingLineOf>[0] & { typology: PricedTypology; shop: PricingShop; date: string }, boxPercent?: string): ViewerPrice | null {
  const line = pricingLineOf(input);
  if (!line) return null;
  try {
    const unit = unitPrice({
      line: boxPercent === undefined ? { ...line, quantity: 1 } : inBox({ ...line, quantity: 1 }, boxPercent),
      context: { typology: typologySettingsOf(input.typology), shop: { hasTVA: input.shop.hasTVA, allRulesInEq75: input.shop.allRulesInEq75 }, date: input.date },
    });
    return { typology: input.typology.key, htCents: unit.unitHT, ttcCents: unit.unitTTC, displayCents: unit.unitDisplay };
  } catch (error) {
    // A spirit without its degree cannot be taxed: shown without a price rather than failing the list.
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/** Today's date in France (the excise rates are dated by the French calendar). */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
export function frenchToday(now: Date = new Date()): string {
  return parisDay.format(now);
}
