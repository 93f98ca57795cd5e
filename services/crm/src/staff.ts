import { taskAssigneeSchema, type TaskAssignee } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import { z } from 'zod';

const staffListSchema = z.object({ items: z.array(taskAssigneeSchema) });

/** The shop's owner and unblocked collaborators, as identity knows them (tasks and opportunities are given to them). */
export async function shopStaff(internal: InternalCall, shopId: number): Promise<TaskAssignee[]> {
  const answer = await internal<unknown>('identity', 'GET', `/v1/internal/shops/${shopId}/staff`);
  return staffListSchema.parse(answer).items;
}
