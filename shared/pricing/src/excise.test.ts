import { describe, expect, it } from 'vitest';
import { customTaxFor, exciseFor, ratesAt } from './excise';
import type { ExciseRateBlock } from './excise-rates';

describe('excise rates table', () => {
  it('selects the block in force on a French calendar date', () => {
    expect(ratesAt('2026-01-01').categories['still-wine'].duty).toEqual({ rate: '4.19', base: 'hl' });
    expect(ratesAt('2026-07-14').categories.spirits.duty).toEqual({ rate: '1932.42', base: 'hlap' });
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(ratesAt(new Date('2025-12-31T23:30:00Z')).from).toBe('2026-01-01');
  });

  it('has no rates before the first block', () => {
    expect(() => ratesAt('2025-12-31')).toThrow(/NO_EXCISE_RATES/);
  });

  it('takes next year from a new block (data, not code)', () => {
    const base = ratesAt('2026-06-01');
    const next: ExciseRateBlock = { ...base, from: '2027-01-01', categories: { ...base.categories, 'still-wine': { ...base.categories['still-wine'], duty: { rate: '4.26', base: 'hl' } } } };
    expect(ratesAt('2027-03-01', [base, next]).categories['still-wine'].duty.rate).toBe('4.26');
    expect(ratesAt('2026-12-31', [base, next]).categories['still-wine'].duty.rate).toBe('4.19');
  });
});

describe('exciseFor: per-unit volume × quantity × rate, rounded once per line', () => {
  it('still wine: 6 × 0.0075 hl × 4.19 = 0.18855 → 0.19', () => {
    expect(exciseFor({ category: 'still-wine', quantity: 6, date: '2026-02-01' })).toEqual({ duty: 19, css: 0, ratesFrom: '2026-01-01' });
  });

  it('rounds once per line, not per unit (per unit 0.031425 → 0.03 would give 0.18 for 6)', () => {
    expect(exciseFor({ category: 'still-wine', quantity: 1, date: '2026-02-01' }).duty).toBe(3);
    expect(exciseFor({ category: 'still-wine', quantity: 100, date: '2026-02-01' }).duty).toBe(314);
  });

  it('sparkling, cider, VDN/VDL AOP and other intermediate products per hl', () => {
    expect(exciseFor({ category: 'sparkling-wine', quantity: 12, date: '2026-02-01' }).duty).toBe(93); // 0.09 hl × 10.38 = 0.9342
    expect(exciseFor({ category: 'cider', quantity: 1, volumeHl: '1', date: '2026-02-01' }).duty).toBe(146);
    expect(exciseFor({ category: 'vdn-vdl-aop', quantity: 1, date: '2026-02-01' }).duty).toBe(39); // 0.392925
    expect(exciseFor({ category: 'intermediate', quantity: 1, date: '2026-02-01' }).duty).toBe(157); // 1.571475
  });

  it('spirits per hl of pure alcohol: 70 cl at 40 % = 0.0028 hlap × 1932.42 = 5.410776', () => {
    expect(exciseFor({ category: 'spirits', abv: 40, volumeHl: '0.007', quantity: 1, date: '2026-02-01' }).duty).toBe(541);
    expect(() => exciseFor({ category: 'spirits', quantity: 1, date: '2026-02-01' })).toThrow(/abv is required/);
  });

  it('CSS only above 18 % ABV, capped at 40 % of the duty for wine-type products, off when legal.css is false', () => {
    expect(exciseFor({ category: 'vdn-vdl-aop', abv: 18, quantity: 1, date: '2026-02-01' }).css).toBe(0);
    // VDN at 18.5 %: CSS per hl capped at 40 % of 0.392925 = 0.15717
    expect(exciseFor({ category: 'vdn-vdl-aop', abv: '18.5', quantity: 1, date: '2026-02-01' }).css).toBe(16);
    // spirits 70 cl 40 %: 0.0028 hlap × 557.90 (placeholder rate) = 1.56212
    expect(exciseFor({ category: 'spirits', abv: 40, volumeHl: '0.007', quantity: 1, date: '2026-02-01' }).css).toBe(156);
    expect(exciseFor({ category: 'spirits', abv: 40, css: false, volumeHl: '0.007', quantity: 1, date: '2026-02-01' }).css).toBe(0);
  });

  it('custom tax per hl, rounded once per line', () => {
    expect(customTaxFor('1.20', '0.0075', 6)).toBe(5); // 0.054
  });
});
