import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal';
import { EXCISE_CATEGORIES } from './excise-rates';
import { roundToCents } from './money';
import { priceLine, ttcShownAmounts } from './price-line';
import type { Promotion } from './promotions';
import { orderFactsOf, priceSellerCart, shareCents } from './seller-cart';
import type { ShippingInput } from './shipping';
import type { FormatInput, LineInput, PricingContext } from './types';
import { vatInTtc } from './ttc-shown';
import { unitPrice } from './unit-price';

const RUNS = { numRuns: 1000 };

const cents = (max: number) => fc.integer({ min: 0, max });
const tierMap = (min: number, max: number) => fc.dictionary(fc.integer({ min: 0, max: 48 }).map(String), fc.integer({ min, max }), { maxKeys: 4 });
const percentText = fc.integer({ min: 0, max: 1000 }).map((n) => (n / 10).toFixed(1));
const vatType = fc.constantFrom('standard' as const, 'medium' as const, 'reduced' as const);
const volume = fc.constantFrom<Partial<FormatInput>>(
  {}, { unity: 'cl', unityValue: 75 }, { unity: 'cl', unityValue: 37.5 }, { unity: 'l', unityValue: 1.5 },
  { unity: 'cl', unityValue: 50 }, { unity: 'l', unityValue: 3 }, { eq75: '2' }, { unity: 'cl', unityValue: 75, packingQuantity: 6 },
);
const promotion: fc.Arbitrary<Promotion> = fc.record({
  type: fc.constantFrom('%' as const, '€' as const),
  amount: fc.integer({ min: 0, max: 100 }),
  activation: fc.constantFrom('always' as const, 'minProduct' as const, 'minPrice' as const, 'minProductOrder' as const, 'minPriceOrder' as const),
  threshold: fc.integer({ min: 0, max: 50000 }),
});

const format: fc.Arbitrary<FormatInput> = fc.record({
  volume,
  price: cents(200000),
  discountPrice: fc.option(tierMap(0, 200000), { nil: undefined }),
  discountAdd: fc.option(tierMap(-100000, 20000), { nil: undefined }),
  discountGlobal: fc.boolean(),
  promotions: fc.array(promotion, { maxLength: 3 }),
  typologies: fc.option(fc.record({ pro: fc.record({ price: fc.option(cents(200000), { nil: undefined }), vatType: fc.option(vatType, { nil: undefined }), disableVAT: fc.boolean() }) }), { nil: undefined }),
}).map(({ volume: v, ...rest }) => ({ ...v, ...rest }));

const line: fc.Arbitrary<LineInput> = fc.record({
  quantity: fc.integer({ min: 1, max: 60 }),
  format,
  product: fc.record({ vatType, productType: fc.constantFrom('bottle', 'bottle', 'accessory', 'prestation') }),
  excise: fc.option(fc.record({ category: fc.constantFrom(...EXCISE_CATEGORIES), abv: fc.integer({ min: 0, max: 600 }).map((n) => (n / 10).toFixed(1)), css: fc.boolean() }), { nil: null }),
  customTax: fc.option(fc.record({ amountPerHL: fc.integer({ min: 0, max: 5000 }).map((n) => (n / 100).toFixed(2)), added: fc.boolean(), vat: fc.boolean() }), { nil: null }),
});

const context: fc.Arbitrary<PricingContext> = fc.record({
  typology: fc.record({
    key: fc.constantFrom('public', 'pro'),
    ttc: fc.boolean(),
    priceEntry: fc.constantFrom('ht' as const, 'ttc' as const),
    globalDiscount: fc.option(percentText, { nil: null }),
    allRulesInEq75: fc.option(fc.boolean(), { nil: null }),
  }),
  shop: fc.record({
    hasTVA: fc.constantFrom(true, true, true, false),
    vatRate: fc.option(fc.record({ standard: fc.constantFrom('20', '21', '19.6'), medium: fc.constantFrom('10', '13'), reduced: fc.constantFrom('5.5', '2.1', '6') }), { nil: null }),
    allRulesInEq75: fc.boolean(),
  }),
  date: fc.integer({ min: 0, max: 364 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
  dutySuspended: fc.boolean(),
});

const shipping: fc.Arbitrary<ShippingInput | null> = fc.option(fc.record({
  price: fc.option(cents(3000), { nil: null }),
  franco: fc.option(fc.record({ quantity: fc.option(fc.integer({ min: 0, max: 48 }), { nil: null }), amount: fc.option(cents(50000), { nil: null }), mode: fc.constantFrom('any' as const, 'all' as const) }), { nil: null }),
}), { nil: null });

// A promo code on some carts: a percent or an amount (possibly more than the goods).
const discount = fc.option(fc.oneof(fc.record({ percent: fc.integer({ min: 0, max: 100 }).map(String) }), fc.record({ amount: fc.integer({ min: 0, max: 50_000 }) })), { nil: null });
const cartArb = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 4 }), context, shipping, discount });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A cheap assertion (vitest's expect costs more than the pricing itself at 1000 runs). */
function check(ok: boolean, what: string, ...values: unknown[]): void {
  if (!ok) throw new Error(`${what}: ${JSON.stringify(values)}`);
}

describe('pricing properties (fast-check, 1000 runs each)', () => {
  it('line totals add up to the totals exactly (HT, VAT and TTC)', () => {
    fc.assert(fc.property(cartArb, (input) => {
      const c = priceSellerCart(input);
      check(sum(c.lines.map((l) => l.lineHT - l.cartDiscount)) + c.price.shipping === c.price.totalHT, 'Σ (lineHT − discount) + shipping = totalHT', c.price);
      // At most the goods as priced before the discount (on a list shown TTC the goods are derived again after it).
      const order = orderFactsOf(input.lines, input.context);
      const goods = sum(input.lines.map((line) => priceLine({ line, context: input.context, order }).goodsHT));
      check(c.price.discount === sum(c.lines.map((l) => l.cartDiscount)) && c.price.discount <= goods, 'discount shared, at most the goods', c.price);
      check(sum(c.lines.map((l) => l.vat)) + c.shippingLine.vat === c.price.tva, 'Σ line VAT + shipping VAT = tva', c.price);
      check(sum(c.lines.map((l) => l.lineTTC)) + c.shippingLine.ttc === c.price.totalTTC, 'Σ lineTTC + shipping TTC = totalTTC', c.price);
      for (const l of c.lines) {
        check(l.lineHT === l.goodsHT + l.duties.total, 'lineHT = goods + duties', l);
        check(l.lineTTC === l.lineHT - l.cartDiscount + l.vat, 'lineTTC = lineHT − discount + vat', l);
      }
    }), RUNS);
  });

  it('totalTTC = totalHT + Σ VAT per rate, each rate taxed once on the sum of its bases (BR-CO-17)', () => {
    fc.assert(fc.property(cartArb, (input) => {
      const c = priceSellerCart(input);
      check(c.price.totalTTC === c.price.totalHT + sum(c.vat.map((g) => g.vat)), 'totalTTC = totalHT + Σ VAT', c.price, c.vat);
      check(c.price.tva === sum(c.vat.map((g) => g.vat)), 'tva = Σ VAT per rate', c.price, c.vat);
      for (const g of c.vat) {
        const members = c.lines.filter((l) => l.vatRate === g.rate).map((l) => l.vatBase - l.cartDiscount);
        if (c.shippingLine.rate === g.rate) members.push(c.shippingLine.base);
        check(g.base === sum(members), 'rate base = Σ bases of the rate', g, members);
        // Shown HT: VAT on the HT base of the rate. Shown TTC: VAT derived from the TTC of the rate (base + VAT).
        const dutiesOnly = c.lines.filter((l) => l.vatRate === g.rate).every((l) => l.goodsHT === 0);
        if (input.context.typology.ttc) check(g.vat === vatInTtc(g.base + g.vat, g.rate) || dutiesOnly, 'rate VAT = round(TTC × rate / (100 + rate))', g);
        else check(g.vat === roundToCents(D(g.base).times(g.rate).div(10000)), 'rate VAT = round(base × rate)', g);
      }
      check(new Set(c.vat.map((g) => g.rate)).size === c.vat.length, 'one group per rate', c.vat);
    }), RUNS);
  });

  it('a list shown TTC: line TTC = unit TTC shown × quantity, lines (+ shipping) add up to the total, VAT per rate balances', () => {
    fc.assert(fc.property(cartArb, (raw) => {
      const input = { ...raw, context: { ...raw.context, typology: { ...raw.context.typology, ttc: true } }, discount: null };
      const c = priceSellerCart(input);
      for (const l of c.lines) {
        // The one exception: goods worth less than the rounding of their duties keep the HT rule (rounding.md).
        const exact = l.lineTTC === l.unitTTC * l.quantity && l.lineDisplay === l.lineTTC;
        check(exact || ttcShownAmounts(l.unitTTC * l.quantity, l.vatRate, l.duties, l.vatBase === l.lineHT) === null, 'line TTC = unit TTC × quantity', l);
      }
      check(sum(c.lines.map((l) => l.lineDisplay)) + c.shippingLine.ttc === c.price.totalTTC, 'Σ shown lines + shipping TTC = total TTC', c.price);
      check(c.price.totalHT + c.price.tva === c.price.totalTTC, 'HT + VAT = TTC', c.price);
      for (const g of c.vat) {
        // Rule 8's exception: when a cent of VAT could only go to lines with no goods (duties alone), the rate keeps its lines' VAT.
        const dutiesOnly = c.lines.filter((l) => l.vatRate === g.rate).every((l) => l.goodsHT === 0);
        check((g.vat === vatInTtc(g.base + g.vat, g.rate) || dutiesOnly) && g.vat <= g.base + g.vat, 'VAT of the rate from its TTC', g);
      }
    }), RUNS);
  });

  it('a list shown HT: VAT on the HT bases of each rate, line TTC = line HT + its VAT share', () => {
    fc.assert(fc.property(cartArb, (raw) => {
      const input = { ...raw, context: { ...raw.context, typology: { ...raw.context.typology, ttc: false } } };
      const c = priceSellerCart(input);
      for (const l of c.lines) check(l.lineDisplay === l.lineHT - l.cartDiscount && l.lineTTC === l.lineDisplay + l.vat, 'line shown HT', l);
      for (const g of c.vat) check(g.vat === roundToCents(D(g.base).times(g.rate).div(10000)), 'VAT = round(HT base × rate)', g);
    }), RUNS);
  });

  it('a discount never makes a price negative', () => {
    fc.assert(fc.property(cartArb, (input) => {
      const c = priceSellerCart(input);
      for (const l of c.lines) {
        for (const v of [l.unitHT, l.unitTTC, l.goodsHT, l.lineHT, l.vatBase, l.vat, l.lineTTC]) check(v >= 0, 'amount ≥ 0', l);
      }
      check(c.price.totalTTC >= c.price.totalHT && c.price.totalHT >= 0, 'totals ≥ 0', c.price);
    }), RUNS);
  });

  it('raising the quantity never raises the unit price (alone, and inside a cart)', () => {
    fc.assert(fc.property(line, context, fc.integer({ min: 1, max: 40 }), fc.array(line, { maxLength: 2 }), (l, ctx, more, others) => {
      const low = unitPrice({ line: l, context: ctx });
      const high = unitPrice({ line: { ...l, quantity: l.quantity + more }, context: ctx });
      check(high.exact.entered.lte(low.exact.entered), 'exact unit', low.exact.entered.toFixed(), high.exact.entered.toFixed());
      check(high.unitHT <= low.unitHT && high.unitTTC <= low.unitTTC, 'shown unit', low, high);
      const inCart = (q: number) => priceSellerCart({ lines: [{ ...l, quantity: q }, ...others], context: ctx }).lines[0]!;
      check(inCart(l.quantity + more).unitHT <= inCart(l.quantity).unitHT, 'unit in a cart');
    }), RUNS);
  });

  it('display round trip: a price entered TTC is shown TTC unchanged; HT → shown TTC → entered TTC gives the HT back', () => {
    const plain = fc.record({ volume, price: cents(500000) }).map(({ volume: v, price }) => ({ ...v, price }));
    fc.assert(fc.property(plain, context, fc.integer({ min: 1, max: 60 }), fc.option(fc.constantFrom(...EXCISE_CATEGORIES), { nil: null }), (f, ctx, quantity, category) => {
      const excise = category ? { category, abv: '40' } : null;
      const typology = { key: 'public', ttc: true, priceEntry: 'ttc' as const };
      const fromTtc = unitPrice({ line: { quantity, format: f, excise }, context: { ...ctx, typology } });
      // Only a TTC below the duties themselves (HT clamped to 0) cannot come back.
      if (fromTtc.exact.ht.gt(0)) check(fromTtc.unitTTC === f.price, 'TTC → TTC', f.price, fromTtc.unitTTC);
      const shown = unitPrice({ line: { quantity, format: f, excise }, context: { ...ctx, typology: { ...typology, priceEntry: 'ht' } } });
      const back = unitPrice({ line: { quantity, format: { ...f, price: shown.unitTTC }, excise }, context: { ...ctx, typology } });
      // With no VAT (multiplier 1) and sub-cent duties a tie can move HT by a cent: see README.
      if (fromTtc.exact.multiplier.gt(1)) check(back.unitHT === f.price, 'HT → TTC → HT', f.price, shown.unitTTC, back.unitHT);
    }), RUNS);
  });

  it('one line priced alone or in a one-line cart without shipping gives the same amounts', () => {
    fc.assert(fc.property(line, context, (l, ctx) => {
      const alone = priceLine({ line: l, context: ctx });
      const c = priceSellerCart({ lines: [l], context: ctx });
      const { cartDiscount, ...inCart } = c.lines[0]!;
      check(cartDiscount === 0 && JSON.stringify(inCart) === JSON.stringify(alone), 'same line', alone, c.lines[0]);
    }), RUNS);
  });
});

describe('shareCents', () => {
  it('shares exactly, each part at most its weight when the total is at most their sum', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, ratio) => {
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = Math.floor(sum * ratio);
      const shares = shareCents(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((s, i) => { expect(s).toBeGreaterThanOrEqual(0); expect(s).toBeLessThanOrEqual(weights[i]!); });
    }));
  });
});
