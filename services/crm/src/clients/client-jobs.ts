import type { ClientRepointBody } from '@vendange/contracts';
import type { ServiceOptions } from '@vendange/service-kit';
import { repointQueue } from './client-merge';

/** After a merge, the orders service re-points the merged client's orders, quotes and samples (idempotent there). */
export async function setupClientJobs(options: ServiceOptions): Promise<void> {
  await options.jobs.work<ClientRepointBody>(repointQueue, async ({ data }) => {
    await options.internal('orders', 'POST', '/v1/internal/orders/clients/repoint', data);
  });
}
