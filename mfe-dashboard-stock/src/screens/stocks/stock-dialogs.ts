import { lazyDialog } from '@vendange/mfe-kit';

// The stock pages' dialogs, fetched the first time one opens: their forms check with the contracts' schemas (zod,
// 27 KB gzip), which the lists behind them do not need to draw (docs/decisions/front-end-performance.md, session 32).

export const MovementDialog = lazyDialog(() => import('./movement-dialog'), (m) => m.MovementDialog);
export const ThresholdDialog = lazyDialog(() => import('./threshold-dialog'), (m) => m.ThresholdDialog);
export const WarehouseDialog = lazyDialog(() => import('./warehouse-dialog'), (m) => m.WarehouseDialog);
export const AllocationDialog = lazyDialog(() => import('./allocation-dialog'), (m) => m.AllocationDialog);
export const AllocationTakeDialog = lazyDialog(() => import('./allocation-take-dialog'), (m) => m.AllocationTakeDialog);
