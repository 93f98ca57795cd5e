import { describe, expect, it } from 'vitest';
import { pricesHiddenFor } from './shop-settings';
import { unitsToReach, viewerOfferOf } from './viewer-offer';
import type { PricedFormat } from './viewer-price';

const format: PricedFormat = { unity: 'cl', unityValue: '75', eq75: '1', packingQuantity: 1, priceCents: 1000, discountPrice: {}, discountAdd: {}, discountGlobal: false, promotions: [] };
const typology = { key: 'particulier', name: 'Particulier', ttc: true, globalDiscount: '0', allRulesInEq75: false };
const shop = { hasTVA: true, allRulesInEq75: false };
const product = { productType: 'accessory', type: null, vatType: 'standard' as const, labels: [] };
const offer = (f: Partial<PricedFormat>, t: Partial<typeof typology> = {}) =>
  viewerOfferOf({ format: { ...format, ...f }, grid: undefined, product, vintage: undefined, typology: { ...typology, ...t }, shop, date: '2026-03-01' });

describe('viewerOfferOf (degressive prices and promotions of a product page)', () => {
  it('gives each threshold that lowers the price, as the engine prices that quantity (TTC here)', () => {
    const { tiers, priceBeforePromotion } = offer({ discountPrice: { '6': 950, '12': 900, '24': 900 } });
    expect(tiers).toEqual([
      { from: 6, basis: 'quantity', price: { typology: 'particulier', htCents: 950, ttcCents: 1140, displayCents: 1140 } },
      { from: 12, basis: 'quantity', price: { typology: 'particulier', htCents: 900, ttcCents: 1080, displayCents: 1080 } },
    ]);
    expect(priceBeforePromotion).toBeNull();
  });

  it('adds discountAdd to the price, and shows HT for a typology that displays HT', () => {
    const { tiers } = offer({ discountAdd: { '3': -100 } }, { ttc: false });
    expect(tiers).toEqual([{ from: 3, basis: 'quantity', price: { typology: 'particulier', htCents: 900, ttcCents: 1080, displayCents: 900 } }]);
  });

  it('counts thresholds in 75 cl equivalents when the typology says so: 6 eq75 is 3 magnums', () => {
    const { tiers } = offer({ eq75: '2', unityValue: '150', discountPrice: { '6': 1800 }, priceCents: 2000 }, { allRulesInEq75: true });
    expect(tiers.map((t) => [t.from, t.price.htCents])).toEqual([[3, 1800]]);
  });

  it('tells tiers counted on the cart lines apart', () => {
    const { tiers } = offer({ discountPrice: { '3': 800 }, discountGlobal: true });
    expect(tiers).toEqual([{ from: 3, basis: 'lines', price: expect.objectContaining({ htCents: 800 }) }]);
  });

  it('shows the price before an always-on promotion, and the quantity from which a conditional one applies', () => {
    const always = offer({ promotions: [{ type: '%', amount: '10', activation: 'always', threshold: null }] });
    expect(always.priceBeforePromotion).toMatchObject({ htCents: 1000, displayCents: 1200 });
    expect(always.tiers).toEqual([]);
    const fromSix = offer({ promotions: [{ type: '€', amount: 200, activation: 'minProduct', threshold: 6 }] });
    expect(fromSix.priceBeforePromotion).toBeNull();
    expect(fromSix.tiers.map((t) => [t.from, t.price.htCents])).toEqual([[6, 800]]);
    const fromAmount = offer({ promotions: [{ type: '%', amount: '50', activation: 'minPrice', threshold: 5000 }] });
    expect(fromAmount.tiers.map((t) => [t.from, t.price.htCents])).toEqual([[5, 500]]);
  });

  it('has nothing to show for a format the viewer cannot buy', () => {
    expect(offer({ priceCents: null, discountPrice: { '6': 900 } })).toEqual({ tiers: [], priceBeforePromotion: null });
  });
});

describe('unitsToReach', () => {
  it('rounds up to whole units and refuses a format without volume', () => {
    expect(unitsToReach(6, '1')).toBe(6);
    expect(unitsToReach(6, '0.5')).toBe(12);
    expect(unitsToReach(7, '2')).toBe(4);
    expect(unitsToReach(6, '0')).toBeNull();
  });
});

describe('pricesHiddenFor (members-only prices)', () => {
  it('hides prices from visitors of a shop that reserves them, only', () => {
    expect(pricesHiddenFor(true, { membersOnlyPrices: true })).toBe(true);
    expect(pricesHiddenFor(false, { membersOnlyPrices: true })).toBe(false);
    expect(pricesHiddenFor(true, { membersOnlyPrices: false })).toBe(false);
  });
});
