import { matchRoute } from './match';
import { paths } from './paths';
import type { RouteEntry } from './types';

/**
 * Pages that never set a cookie: the wine e-label a bottle's QR code opens, and its GS1 entry (no
 * tracking there, docs/decisions/cart-elabel-age-gate.md). Their `?lang=` is the label's language, not a
 * choice of interface language to remember.
 */
const cookieFreePages: RouteEntry[] = [
  { path: paths.eLabel, mfe: 'mfe_shop', layout: 'plain', access: { kind: 'public' } },
  { path: paths.gs1, mfe: 'mfe_shop', layout: 'plain', access: { kind: 'public' }, prefix: true },
];

export const isCookieFreePage = (pathname: string): boolean => matchRoute(pathname, cookieFreePages) !== null;
