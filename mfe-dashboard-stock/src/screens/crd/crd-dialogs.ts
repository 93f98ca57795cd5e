import { lazyDialog } from '@vendange/mfe-kit';

// The CRD page's dialogs, fetched the first time one opens: their checks use the contract's schemas (zod, 27 KB gzip),
// which the capsule list does not need to draw (docs/decisions/front-end-performance.md, session 32).

export const CrdCapsuleDialog = lazyDialog(() => import('./crd-capsule-dialog'), (m) => m.CrdCapsuleDialog);
export const CrdInventoryDialog = lazyDialog(() => import('./crd-inventory-dialog'), (m) => m.CrdInventoryDialog);
export const CrdMovementDialog = lazyDialog(() => import('./crd-movement-dialog'), (m) => m.CrdMovementDialog);
