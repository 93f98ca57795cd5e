import useSWR from 'swr';
import type { MaintenanceState } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { isDevelopment } from '../env';
import { maintenancePollInterval } from './poll-periods';

/** GET /v1/maintenances on the spec's periods; nothing at all in development. */
export function useMaintenance(): MaintenanceState | undefined {
  const { data } = useSWR<MaintenanceState>(isDevelopment ? null : '/v1/maintenances', (path: string) => api<MaintenanceState>(path, { silent: true }), {
    refreshInterval: (latest) => maintenancePollInterval(latest, isDevelopment),
    // A tab coming back after a night asks at once rather than waiting for its next tick.
    revalidateOnFocus: true,
    focusThrottleInterval: 60_000,
    shouldRetryOnError: false,
  });
  return data;
}
