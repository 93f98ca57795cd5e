import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { D, HUNDRED, ONE, ZERO, dec, min } from './decimal';
import { tierAt } from './degressive';
import { francoProgress } from './franco';
import { centsToEuros, roundToCents } from './money';
import { priceLine } from './price-line';
import { shippingFor } from './shipping';
import { vatOfBase } from './vat-allocation';

// The cart-level figures moved to integers (issue 16), each compared with the big.js computation it replaced.
describe('the cart-level figures in integers give what big.js gave', () => {
  it('VAT of a base: base × (multiplier − 1), half away from zero', () => {
    for (const multiplier of ['1.2', '1.1', '1.055', '1.021', '1.085', '1', '1.196', '1.0999']) {
      for (let base = -3000; base <= 30_000; base += 1) {
        const expected = roundToCents(centsToEuros(base).times(D(multiplier).minus(ONE)));
        if (vatOfBase(base, D(multiplier)) !== expected) throw new Error(`${base} at ${multiplier}`);
      }
    }
    expect(vatOfBase(5, D('1.1'))).toBe(1); // 0.5 cent: up
    expect(vatOfBase(-5, D('1.1'))).toBe(-1);
    expect(vatOfBase(9_007_199_254_740_991, D('1.2'))).toBe(1_801_439_850_948_198);
  });

  it('parcels: ⌈count / perParcel⌉, counts in eq75 with decimals included', () => {
    for (const perParcel of [1, 6, 12, 24, 7]) {
      for (let tenths = 1; tenths <= 3000; tenths += 1) {
        const count = D(tenths).div(tenths % 3 === 0 ? 4 : 10);
        const expected = Number(count.div(perParcel).round(0, Big.roundUp).toFixed(0));
        const got = shippingFor({ count: count.toFixed(), amount: 0, perParcel }).nbrPackages;
        if (got !== expected) throw new Error(`${count.toFixed()} / ${perParcel}: ${got}`);
      }
    }
    expect(shippingFor({ count: '1.33333333333333333333', amount: 0 }).nbrPackages).toBe(1);
    expect(shippingFor({ count: '0', amount: 0 }).nbrPackages).toBe(0);
  });

  it('franco: the amount percent rounded toward zero, what is missing, either or both thresholds', () => {
    const percentOf = (value: Big, threshold: Big) => (threshold.lte(ZERO) ? HUNDRED : min(HUNDRED, value.times(HUNDRED).div(threshold)).round(0, Big.roundDown));
    for (let ht = -500; ht <= 40_000; ht += 7) {
      for (const amount of [0, 1, 3, 7, 9999, 15_000, 30_000, 33_333]) {
        const progress = francoProgress({ amount }, { ht, bottles: '0' });
        const reached = ht >= amount;
        const percent = reached ? 100 : Number(percentOf(D(ht), D(amount)).toFixed(0));
        if (progress.percent !== percent || progress.reached !== reached || progress.missingHt !== Math.max(0, amount - ht)) throw new Error(`${ht} of ${amount}`);
      }
    }
    expect(francoProgress({ amount: 30_000, quantity: 12, mode: 'all' }, { ht: 15_000, bottles: '9' })).toEqual({ reached: false, percent: 50, missingHt: 15_000, missingBottles: '3' });
    expect(francoProgress({ amount: 30_000, quantity: 12 }, { ht: 15_000, bottles: '9' })).toEqual({ reached: false, percent: 75, missingHt: 15_000, missingBottles: '3' });
    expect(francoProgress({ amount: 3 }, { ht: -1, bottles: '0' }).percent).toBe(-33);
  });
});

describe('frozen inputs keep their keys, other inputs are read again', () => {
  it('prices a frozen format and excise as the same unfrozen ones, and a changed unfrozen format anew', () => {
    const context = { typology: { key: 'public', ttc: true }, date: '2026-03-01' };
    const open = { quantity: 6, format: { unity: 'cl', unityValue: 75, price: 1200 }, excise: { category: 'still-wine' as const, abv: '13' } };
    const frozen = Object.freeze({ quantity: 6, format: Object.freeze({ unity: 'cl', unityValue: 75, price: 1200 }), excise: Object.freeze({ category: 'still-wine' as const, abv: '13' }) });
    expect(priceLine({ line: frozen, context })).toEqual(priceLine({ line: open, context }));
    expect(priceLine({ line: frozen, context })).toEqual(priceLine({ line: open, context }));
    // The same unfrozen objects changed between two prices: the new volume and ABV are read.
    open.format.unityValue = 150;
    open.excise.abv = '20';
    const changed = priceLine({ line: open, context });
    expect(changed).toEqual(priceLine({ line: { quantity: 6, format: { unity: 'cl', unityValue: 150, price: 1200 }, excise: { category: 'still-wine', abv: '20' } }, context }));
    expect(changed.duties).not.toEqual(priceLine({ line: frozen, context }).duties);
  });
});

describe('a frozen degressive map is read once', () => {
  it('gives the tiers of the same map unfrozen, at every count, and refuses a bad frozen map every time', () => {
    const map = { '6': 850, '12': 800, '3': 900, '24': 800, '0': 1000 };
    const frozen = Object.freeze({ ...map });
    for (let n = 0; n <= 30; n++) {
      for (const floor of ['0', '1', '7']) {
        const options = { floorCount: dec(floor), baseValue: 950 };
        expect(tierAt(frozen, dec(n), options)).toEqual(tierAt({ ...map }, dec(n), options));
      }
    }
    const bad = Object.freeze({ '6': 850, '-1': 900 });
    expect(() => tierAt(bad, dec(6))).toThrow('negative');
    expect(() => tierAt(bad, dec(6))).toThrow('negative');
  });
});
