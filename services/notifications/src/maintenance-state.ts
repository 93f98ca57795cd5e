import type { MaintenanceState } from '@vendange/contracts';

/** What the state needs of a planned maintenance. */
export interface PlannedMaintenance {
  startDate: Date;
  endDate: Date;
  page: boolean;
  message: string | null;
  cancelledAt: Date | null;
}

export const NO_MAINTENANCE: MaintenanceState = { banner: false, page: false, startDate: null, endDate: null, message: null };

/**
 * Spec point 4 at `now`: the maintenance under way (a full page when its `page` flag is set, else a
 * banner), otherwise the next one planned (a banner with its dates), otherwise none. Cancelled and
 * ended maintenances never show. Among several under way, a full page wins over a banner.
 */
export function maintenanceStateAt(maintenances: readonly PlannedMaintenance[], now: Date): MaintenanceState {
  const t = now.getTime();
  const live = maintenances.filter((m) => m.cancelledAt === null && m.endDate.getTime() > t && m.endDate > m.startDate);
  const byStart = (a: PlannedMaintenance, b: PlannedMaintenance) => a.startDate.getTime() - b.startDate.getTime();
  const running = live.filter((m) => m.startDate.getTime() <= t).sort(byStart);
  const current = running.find((m) => m.page) ?? running[0];
  const shown = current ?? live.sort(byStart)[0];
  if (!shown) return NO_MAINTENANCE;
  const page = current !== undefined && current.page;
  return { banner: !page, page, startDate: shown.startDate.toISOString(), endDate: shown.endDate.toISOString(), message: shown.message };
}
