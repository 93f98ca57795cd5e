import type { MovementReason } from '@vendange/contracts';

/** The filters of the stock list (the search is ListPage's own). */
export interface StockFilters {
  /** '' = every warehouse. */
  warehouseId: string;
  withEmpty: boolean;
}

/** The filters of the ledger; dates are calendar days (YYYY-MM-DD), both inclusive. */
export interface MovementFilters {
  warehouseId: string;
  reason: MovementReason | '';
  from: string;
  to: string;
}

export const noMovementFilters: MovementFilters = { warehouseId: '', reason: '', from: '', to: '' };

/** Query of GET /v1/stocks for the filters. */
export function stockListQuery(filters: StockFilters, shopId: number | null): Record<string, string | number | undefined> {
  return { shopId: shopId ?? undefined, warehouseId: filters.warehouseId || undefined, withEmpty: filters.withEmpty ? 'true' : undefined };
}

/** Query of GET /v1/stocks/movements for the filters; a period typed backwards is read the right way round. */
export function movementListQuery(filters: MovementFilters, shopId: number | null): Record<string, string | number | undefined> {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return { shopId: shopId ?? undefined, warehouseId: filters.warehouseId || undefined, reason: filters.reason || undefined, from: from || undefined, to: to || undefined };
}

export const hasMovementFilters = (f: MovementFilters): boolean => Object.values(f).some((v) => v !== '');

/** A movement's quantity as the ledger shows it: '+12', '−3' (a true minus sign), '0'. */
export function signedQuantity(quantity: number): string {
  if (quantity > 0) return `+${quantity}`;
  if (quantity < 0) return `\u2212${Math.abs(quantity)}`;
  return '0';
}

/** Whether a cached read changes with a movement or a warehouse: the stock screens' lists, and the products' figures for sale. */
export const isStockKey = (key: unknown): boolean => typeof key === 'string' && /\/v1\/(?:stocks|products)(?:[/?]|$)/.test(key);
