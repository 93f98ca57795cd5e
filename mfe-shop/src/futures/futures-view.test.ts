import { describe, expect, it } from 'vitest';
import { countsOf, futuresPathOf, nextOpensOn, quantityOf, shopFutureOrderFormatsApi, shopFutureOrdersApi, shopFuturesApi, splitText, totalWithinCurrent } from './futures-view';

describe('the shop primeur page', () => {
  it('has its own address in the route registry and the API paths of the contract', () => {
    expect(futuresPathOf(3)).toBe('/shops/3/primeurs');
    expect(shopFuturesApi(3)).toBe('/v1/futures/shops/3');
    expect(shopFutureOrdersApi(3)).toBe('/v1/futures/shops/3/orders');
  });
  it('reads a whole quantity of bottles, at least 1', () => {
    expect(quantityOf(' 6 ')).toBe(6);
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('2,5')).toBeNull();
    expect(quantityOf('')).toBeNull();
  });
  it('prices an order only when the tranche of today holds it all, in cents', () => {
    const offer = { current: { position: 1, unitPriceCents: 2550, left: 4 } };
    expect(totalWithinCurrent(offer, 4)).toBe(10_200);
    expect(totalWithinCurrent(offer, 5)).toBeNull();
    expect(totalWithinCurrent({ current: { position: 1, unitPriceCents: null, left: 4 } }, 1)).toBeNull();
    expect(totalWithinCurrent({ current: null }, 1)).toBeNull();
  });
  it('says from when the next tranche sells while its day has not come', () => {
    const next = (opensOn: string | null, open: boolean) => ({ next: { position: 2, unitPriceCents: 3000, left: 10, opensOn, open } });
    expect(nextOpensOn(next('2099-12-01', false))).toBe('2099-12-01');
    expect(nextOpensOn(next('2020-12-01', true))).toBeNull();
    expect(nextOpensOn(next(null, true))).toBeNull();
    expect(nextOpensOn({ next: null })).toBeNull();
  });
  it('reads the formats typed by the buyer and writes a split back', () => {
    expect(shopFutureOrderFormatsApi(3, 9)).toBe('/v1/futures/shops/3/orders/9/formats');
    expect(countsOf({ 1: '6', 2: ' 3 ', 3: '' })).toEqual([{ formatId: 1, count: 6 }, { formatId: 2, count: 3 }]);
    expect(countsOf({ 1: '6', 2: '1,5' })).toBeNull();
    expect(countsOf({ 1: '-1' })).toBeNull();
    const labels: Record<number, string> = { 1: '75 cl', 2: 'Magnum 150 cl' };
    expect(splitText([{ formatId: 1, count: 6 }, { formatId: 2, count: 3 }, { formatId: 3, count: 0 }], (id) => labels[id] ?? '')).toBe('6 × 75 cl, 3 × Magnum 150 cl');
  });
});
