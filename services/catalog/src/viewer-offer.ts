import type { ViewerPrice, ViewerTier } from '@vendange/contracts';
import { countsInEq75, PricingError, unitPrice, type LineInput, type OrderFacts, type PricingContext } from '@vendange/pricing';
import { pricingLineOf, typologySettingsOf, type PricedTypology, type PricingShop } from './viewer-price';

type OfferInput = Parameters<typeof pricingLineOf>[0] & { typology: PricedTypology; shop: PricingShop; date: string };

export interface ViewerOffer {
  tiers: ViewerTier[];
  priceBeforePromotion: ViewerPrice | null;
}

/** Orders are capped at this quantity per line: a step beyond it can never be bought. */
const MAX_QUANTITY = 10_000;

/** Smallest whole number of units whose 75 cl equivalents reach `threshold` (eq75 as decimal text, up to 3 decimals). */
export function unitsToReach(threshold: number, eq75: string | number): number | null {
  const thousandths = Math.round(Number(eq75) * 1000);
  if (!Number.isFinite(thousandths) || thousandths <= 0) return null;
  return Math.max(1, Math.ceil((threshold * 1000) / thousandths));
}

const priceOf = (line: Omit<LineInput, 'quantity'>, quantity: number, context: PricingContext, order?: OrderFacts): ViewerPrice & { typology: string } => {
  const unit = unitPrice({ line: { ...line, quantity }, context, order: order ?? null });
  return { typology: context.typology.key, htCents: unit.unitHT, ttcCents: unit.unitTTC, displayCents: unit.unitDisplay };
};

/**
 * What a product page shows beside the unit price, computed by the pricing engine from the same line
 * input as the order (pricingLineOf): each quantity from which the unit price falls (degressive
 * thresholds, and promotions on the line's quantity or amount), and the price before promotions when
 * one applies from the first unit. Order-wide promotions depend on the whole cart: they are listed,
 * not priced, here.
 */
export function viewerOfferOf(input: OfferInput): ViewerOffer {
  const none: ViewerOffer = { tiers: [], priceBeforePromotion: null };
  const line = pricingLineOf(input);
  if (!line) return none;
  const context: PricingContext = {
    typology: typologySettingsOf(input.typology), shop: { hasTVA: input.shop.hasTVA, allRulesInEq75: input.shop.allRulesInEq75 }, date: input.date,
  };
  try {
    const base = priceOf(line, 1, context);
    const withoutPromotions = priceOf({ ...line, format: { ...line.format, promotions: [] } }, 1, context);
    const priceBeforePromotion = withoutPromotions.displayCents > base.displayCents ? withoutPromotions : null;

    const global = line.format.discountGlobal === true;
    const inEq75 = countsInEq75(context);
    const steps = new Map<string, { from: number; basis: ViewerTier['basis'] }>();
    const addStep = (from: number | null, basis: ViewerTier['basis']) => {
      if (from !== null && from > 1 && from <= MAX_QUANTITY) steps.set(`${basis}:${from}`, { from, basis });
    };
    const thresholds = [...Object.keys(line.format.discountPrice ?? {}), ...Object.keys(line.format.discountAdd ?? {})].map(Number);
    for (const threshold of thresholds) {
      if (global) addStep(threshold, 'lines');
      else addStep(inEq75 ? unitsToReach(threshold, line.format.eq75 ?? '1') : threshold, 'quantity');
    }
    for (const promotion of line.format.promotions ?? []) {
      const threshold = Number(promotion.threshold ?? 0);
      if (promotion.activation === 'minProduct') addStep(inEq75 ? unitsToReach(threshold, line.format.eq75 ?? '1') : Math.ceil(threshold), 'quantity');
      // The amount is measured at the list price: the quantity whose list amount reaches it.
      const list = line.format.price ?? 0;
      if (promotion.activation === 'minPrice' && list > 0) addStep(Math.ceil(threshold / list), 'quantity');
    }

    const tiers: ViewerTier[] = [];
    let last = base.displayCents;
    for (const basis of ['quantity', 'lines'] as const) {
      last = base.displayCents;
      for (const { from } of [...steps.values()].filter((s) => s.basis === basis).sort((a, b) => a.from - b.from)) {
        const price = basis === 'quantity'
          ? priceOf(line, from, context)
          : priceOf(line, 1, context, { lineCount: from, countedQuantity: '1', listAmount: line.format.price ?? 0 });
        if (price.displayCents >= last) continue;
        tiers.push({ from, basis, price });
        last = price.displayCents;
      }
    }
    return { tiers, priceBeforePromotion };
  } catch (error) {
    // A product the engine cannot price (a spirit without its degree) has no price at all, let alone steps.
    if (error instanceof PricingError) return none;
    throw error;
  }
}
