import { mutate } from 'swr';
import { isStockKey } from './stock-queries';

/** Every stock read again (warehouses, levels, ledger, products' stock for sale) after a movement or a warehouse is saved. */
export const refreshStock = (): Promise<unknown> => mutate(isStockKey);
