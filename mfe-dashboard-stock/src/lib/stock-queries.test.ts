import { describe, expect, it } from 'vitest';
import { hasMovementFilters, isStockKey, movementListQuery, noMovementFilters, signedQuantity, stockListQuery } from './stock-queries';

describe('stock queries', () => {
  it('asks for the lines at zero only when shown', () => {
    expect(stockListQuery({ warehouseId: '', withEmpty: false }, 1)).toEqual({ shopId: 1, warehouseId: undefined, withEmpty: undefined });
    expect(stockListQuery({ warehouseId: '4', withEmpty: true }, 1)).toEqual({ shopId: 1, warehouseId: '4', withEmpty: 'true' });
  });
  it('sends only the ledger filters given, a backwards period put right', () => {
    expect(movementListQuery(noMovementFilters, null)).toEqual({ shopId: undefined, warehouseId: undefined, reason: undefined, from: undefined, to: undefined });
    expect(movementListQuery({ warehouseId: '2', reason: 'loss', from: '2026-03-31', to: '2026-03-01' }, 1)).toEqual({
      shopId: 1, warehouseId: '2', reason: 'loss', from: '2026-03-01', to: '2026-03-31',
    });
    expect(movementListQuery({ ...noMovementFilters, to: '2026-03-01' }, 1)).toMatchObject({ from: undefined, to: '2026-03-01' });
    expect(hasMovementFilters(noMovementFilters)).toBe(false);
    expect(hasMovementFilters({ ...noMovementFilters, reason: 'sale' })).toBe(true);
  });
  it('signs quantities with a true minus sign', () => {
    expect(signedQuantity(12)).toBe('+12');
    expect(signedQuantity(-3)).toBe('−3');
    expect(signedQuantity(0)).toBe('0');
  });
  it('refreshes the stock reads and the products, nothing else', () => {
    expect(isStockKey('/v1/stocks?shopId=1')).toBe(true);
    expect(isStockKey('/v1/stocks/movements?page=2')).toBe(true);
    expect(isStockKey('http://x/v1/products?shopIds=%5B1%5D')).toBe(true);
    expect(isStockKey('/v1/stockists')).toBe(false);
    expect(isStockKey('/v1/orders')).toBe(false);
    expect(isStockKey(['/v1/stocks'])).toBe(false);
  });
});
