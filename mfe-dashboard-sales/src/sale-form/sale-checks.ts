import { lazyPart } from '@vendange/mfe-kit';

/** The sale's contract checks (sale-contract.ts, with zod): fetched once a sale can be priced or is saved. */
export const saleChecks = lazyPart(() => import('./sale-contract'));
