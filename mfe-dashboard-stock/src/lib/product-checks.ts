import { lazyPart } from '@vendange/mfe-kit';

/**
 * The product editor's resolver and, with it, the product contract's zod schema: fetched once the editor is being filled,
 * not before it draws (`useLazyResolver`, docs/decisions/front-end-performance.md, session 31).
 */
export const productChecks = lazyPart(() => import('./product-resolver'));
