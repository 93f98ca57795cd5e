import { lazyPart } from '@vendange/mfe-kit';

/**
 * The client and contact schemas (zod, libphonenumber): fetched once a client form is being filled, not before it draws
 * (`useLazyChecks`, docs/decisions/front-end-performance.md).
 */
export const clientChecks = lazyPart(() => import('./client-schemas'));
