import { matchRoute } from '@vendange/route-registry';
import { hasStoredToken } from '@vendange/store';
import { loadLifecycles } from './remote-loader';

/**
 * Starts downloading the MFE that owns `pathname` while the shell asks for the session, instead of after it: the
 * remotes' manifest, the MFE's entry and its first chunks were the last links of a chain that began with the user
 * and the shop (issue 16: the dashboard's largest paint). A page the guard will redirect from (one that needs a session the
 * browser does not hold, or the login page when it holds one) is skipped. A failure is ignored here: the outlet asks again and shows it.
 */
export function preloadRouteMfe(pathname: string): void {
  const match = matchRoute(pathname);
  if (!match) return;
  const kind = match.entry.access.kind;
  if (kind !== 'public' && (kind === 'guestOnly') === hasStoredToken()) return;
  loadLifecycles(match.entry.mfe).catch(() => undefined);
}
