import { lazyDialog } from '@vendange/mfe-kit';

// The supplier form, fetched the first time it opens: its checks use the contract's schemas (zod, 27 KB gzip), which
// the suppliers list does not need to draw (docs/decisions/front-end-performance.md, session 32).
export const SupplierDialog = lazyDialog(() => import('./supplier-dialog'), (m) => m.SupplierDialog);
