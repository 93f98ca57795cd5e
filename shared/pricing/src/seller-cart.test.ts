import { describe, expect, it } from 'vitest';
import { priceLine } from './price-line';
import { priceSellerCart } from './seller-cart';
import type { LineInput, PricingContext } from './types';

const stillWine75: Omit<LineInput, 'quantity'> = {
  format: { type: 'bottle', unity: 'cl', unityValue: 75, price: 1200 },
  product: { vatType: 'standard', productType: 'bottle' },
  excise: { category: 'still-wine', abv: '13' },
};
const ttcTypology: PricingContext = { typology: { key: 'public', ttc: true }, date: '2026-03-01' };
// A list shown HT (pro): VAT on the HT bases (docs/decisions/rounding.md); a list shown TTC: see ttc-shown.test.ts.
const htShown: PricingContext = { typology: { key: 'pro', ttc: false }, date: '2026-03-01' };

describe('worked example: 6 bottles of still wine 75 cl at 12.00 HT, list shown HT, standard VAT, March 2026', () => {
  // By hand:
  //   goods HT        6 × 12.00                           = 72.00
  //   excise          6 × 0.0075 hl × 4.19 EUR/hl = 0.18855 → 0.19 (rounded once for the line)
  //   line HT         72.00 + 0.19                        = 72.19 (the VAT base: duties are in it)
  //   VAT 20 %        72.19 × 0.20 = 14.438                → 14.44
  //   total TTC       72.19 + 14.44                       = 86.63
  //   unit shown TTC  (12.00 + 0.031425) × 1.2 = 14.43771  → 14.44
  const cart = priceSellerCart({ sellerId: 7, lines: [{ ...stillWine75, quantity: 6 }], context: htShown });

  it('prices the line', () => {
    const [line] = cart.lines;
    expect(line).toMatchObject({ unitHT: 1200, unitTTC: 1444, unitDisplay: 1200, vatRate: '20', goodsHT: 7200, lineHT: 7219, vatBase: 7219, vat: 1444, lineTTC: 8663, lineDisplay: 7219 });
    expect(line!.duties).toEqual({ excise: 19, css: 0, customTax: 0, total: 19 });
  });

  it('totals the seller cart', () => {
    expect(cart.price).toEqual({ promoAmount: 0, discount: 0, shipping: 0, totalHT: 7219, tva: 1444, totalTTC: 8663 });
    expect(cart.vat).toEqual([{ rate: '20', base: 7219, vat: 1444 }]);
    expect(cart.nbrPackages).toBe(1);
  });

  it('is the same as one carton of 6 sold as a packing at 72.00', () => {
    const carton = priceSellerCart({ lines: [{ ...stillWine75, quantity: 1, format: { type: 'packing', unity: 'cl', unityValue: 75, packingQuantity: 6, price: 7200 } }], context: htShown });
    expect(carton.price).toEqual(cart.price);
  });

  it('adds shipping at the standard rate, VAT on the sum per rate shared back to the lines', () => {
    // shipping 9.90 HT; VAT base 72.19 + 9.90 = 82.09; VAT 16.418 → 16.42; TTC 98.51
    // shares by largest remainder: line 16.42 × 72.19 / 82.09 = 14.4397 → 14.44, shipping 1.9803 → 1.98
    const shipped = priceSellerCart({ lines: [{ ...stillWine75, quantity: 6 }], context: htShown, shipping: { price: 990 } });
    expect(shipped.price).toEqual({ promoAmount: 0, discount: 0, shipping: 990, totalHT: 8209, tva: 1642, totalTTC: 9851 });
    expect(shipped.lines[0]!.vat).toBe(1444);
    expect(shipped.shippingLine).toEqual({ rate: '20', base: 990, vat: 198, ttc: 1188 });
  });
});

describe('a price entered TTC', () => {
  const entered: PricingContext = { typology: { key: 'public', ttc: true, priceEntry: 'ttc' }, date: '2026-03-01' };

  it('14.40 TTC: HT = 14.40 / 1.2 − 0.031425 = 11.968575; six make exactly 86.40', () => {
    // line: 86.40 / 1.2 = 72.00 VAT base; minus the line's duties 0.19 → goods 71.81; VAT 14.40
    const line = priceLine({ line: { ...stillWine75, format: { ...stillWine75.format, price: 1440 }, quantity: 6 }, context: entered });
    expect(line).toMatchObject({ unitHT: 1197, unitTTC: 1440, goodsHT: 7181, lineHT: 7200, vat: 1440, lineTTC: 8640 });
  });

  it('shows 9.99 TTC back as 9.99, and a list shown TTC charges 9.99 (VAT derived from it: 1.67, HT 8.32)', () => {
    const line = priceLine({ line: { quantity: 1, format: { price: 999 } }, context: entered });
    expect(line.unitTTC).toBe(999);
    expect(line).toMatchObject({ lineTTC: 999, vat: 167, lineHT: 832 });
  });

  it('on a list shown HT the same line follows the HT rule (BR-CO-17 on 8.33 HT makes it 10.00: see README)', () => {
    const line = priceLine({ line: { quantity: 1, format: { price: 999 } }, context: { ...entered, typology: { ...entered.typology, ttc: false } } });
    expect(line.lineTTC).toBe(1000);
  });
});

describe('delivery and franco', () => {
  const ht: PricingContext = { typology: { key: 'public' }, date: '2026-03-01' };

  it('charges 7 EUR per parcel of 12 beyond the first', () => {
    const cart = priceSellerCart({ lines: [{ ...stillWine75, quantity: 13 }], context: ht, shipping: { price: 990 } });
    expect(cart.nbrPackages).toBe(2);
    expect(cart.price.shipping).toBe(1690);
  });

  it('counts parcels in eq75 when allRulesInEq75, and ignores prestations', () => {
    const magnums: LineInput = { ...stillWine75, quantity: 7, format: { ...stillWine75.format, unityValue: 150 } };
    const visit: LineInput = { quantity: 20, format: { price: 1500 }, product: { productType: 'prestation' } };
    const eq75 = priceSellerCart({ lines: [magnums, visit], context: { ...ht, shop: { allRulesInEq75: true } }, shipping: { price: 990 } });
    expect(eq75.nbrPackages).toBe(2);
    const units = priceSellerCart({ lines: [magnums, visit], context: ht, shipping: { price: 990 } });
    expect(units.nbrPackages).toBe(1);
  });

  it('makes shipping free past a franco threshold and reports the progress', () => {
    const franco = { quantity: 24, amount: 20000 };
    const below = priceSellerCart({ lines: [{ ...stillWine75, quantity: 6 }], context: ht, shipping: { price: 990, franco } });
    expect(below).toMatchObject({ franco: false, francoPercent: 36, amountBeforeFranco: 12781, amountBeforeBottleFranco: '18' });
    expect(below.price.shipping).toBe(990);
    const byAmount = priceSellerCart({ lines: [{ ...stillWine75, quantity: 18 }], context: ht, shipping: { price: 990, franco } });
    expect(byAmount).toMatchObject({ franco: true, francoPercent: 100, amountBeforeFranco: 0, amountBeforeBottleFranco: '6' });
    expect(byAmount.price.shipping).toBe(0);
    const both = priceSellerCart({ lines: [{ ...stillWine75, quantity: 18 }], context: ht, shipping: { price: 990, franco: { ...franco, mode: 'all' } } });
    expect(both.franco).toBe(false);
    expect(both.francoPercent).toBe(75);
  });
});

describe('duty-suspended sale and custom tax', () => {
  it('charges no duties to a duty-suspended buyer', () => {
    const cart = priceSellerCart({ lines: [{ ...stillWine75, quantity: 6 }], context: { ...ttcTypology, dutySuspended: true } });
    expect(cart.price.totalHT).toBe(7200);
  });

  it('keeps a custom tax without VAT out of the VAT base', () => {
    const line = priceLine({ line: { ...stillWine75, quantity: 6, customTax: { amountPerHL: '10', vat: false } }, context: htShown });
    // 6 × 0.0075 × 10 = 0.45 outside the base
    expect(line).toMatchObject({ duties: { excise: 19, css: 0, customTax: 45, total: 64 }, lineHT: 7264, vatBase: 7219, vat: 1444, lineTTC: 8708 });
  });
});

describe('a discount on the whole cart (promo code)', () => {
  const food: Omit<LineInput, 'quantity'> = { format: { type: 'custom', price: 1000 }, product: { vatType: 'reduced', productType: 'food' } };

  it('comes off the goods before VAT, shared to lines by their goods, never off the duties', () => {
    // Goods 72.00 (wine) + 20.00 (food) = 92.00; 10 % = 9.20 → 7.20 wine, 2.00 food.
    const cart = priceSellerCart({ lines: [{ ...stillWine75, quantity: 6 }, { ...food, quantity: 2 }], context: htShown, discount: { percent: '10' } });
    expect(cart.price.discount).toBe(920);
    expect(cart.lines.map((l) => l.cartDiscount)).toEqual([720, 200]);
    // Wine: base 72.19 − 7.20 = 64.99 at 20 % → 13.00; food: 20.00 − 2.00 = 18.00 at 5.5 % → 0.99.
    expect(cart.vat).toEqual([{ rate: '20', base: 6499, vat: 1300 }, { rate: '5.5', base: 1800, vat: 99 }]);
    expect(cart.price).toMatchObject({ totalHT: 7219 + 2000 - 920, tva: 1399, totalTTC: 7219 + 2000 - 920 + 1399 });
    expect(cart.lines.reduce((n, l) => n + l.lineTTC, 0) + cart.shippingLine.ttc).toBe(cart.price.totalTTC);
  });

  it('never takes more than the goods; an amount works the same way', () => {
    const cart = priceSellerCart({ lines: [{ ...stillWine75, quantity: 1 }], context: ttcTypology, discount: { amount: 5000 } });
    expect(cart.price.discount).toBe(1200);
    // Only the duty is left to pay, with its VAT.
    expect(cart.price.totalHT).toBe(cart.lines[0]!.duties.total);
    expect(() => priceSellerCart({ lines: [{ ...stillWine75, quantity: 1 }], context: ttcTypology, discount: { percent: '120' } })).toThrow();
  });
});
