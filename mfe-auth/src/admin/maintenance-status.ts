import type { Maintenance } from '@vendange/contracts';

export type MaintenanceStatus = 'planned' | 'running' | 'ended' | 'cancelled';

/** Where a maintenance stands at `now`, for the administrator's list. */
export function maintenanceStatus(m: Pick<Maintenance, 'startDate' | 'endDate'> & { cancelledAt?: string | null }, now: Date): MaintenanceStatus {
  if (m.cancelledAt) return 'cancelled';
  if (now < new Date(m.startDate)) return 'planned';
  if (now < new Date(m.endDate)) return 'running';
  return 'ended';
}

/** A `datetime-local` field's value (the administrator's own clock) as an ISO instant; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
