import type { MaintenanceState } from '@vendange/contracts';
import { paths } from '@vendange/route-registry';

/** Spec point 9 periods. */
export const MAINTENANCE_POLL_MS = 600_000;
export const MAINTENANCE_BANNER_POLL_MS = 60_000;
export const VERSION_POLL_MS = 300_000;
export const DOCUMENTS_POLL_MS = 30_000;

/** Every 10 minutes, every minute while a banner shows, never in development (0 stops SWR's polling). */
export function maintenancePollInterval(state: MaintenanceState | undefined, development: boolean): number {
  if (development) return 0;
  return state?.banner ? MAINTENANCE_BANNER_POLL_MS : MAINTENANCE_POLL_MS;
}

/** The version the page was loaded with against the one the host serves now; unknown is never a change. */
export function versionChanged(loaded: string | null, served: string | null | undefined): boolean {
  return !!loaded && !!served && loaded !== served;
}

/** What the maintenance check shows: the full page wins, but never to an administrator nor on /admin and /auth (they must be able to end it). */
export function maintenanceView(state: MaintenanceState | undefined, pathname: string, isAdmin: boolean): 'none' | 'banner' | 'page' {
  if (!state) return 'none';
  const exempt = isAdmin || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`) || pathname.startsWith(paths.auth);
  if (state.page && !exempt) return 'page';
  if (state.banner || state.page) return 'banner';
  return 'none';
}
