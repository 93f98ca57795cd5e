import { z } from 'zod';
import { pageOf, paginationQuerySchema } from './common';

/**
 * A job of the durable work queue whose retries are spent (a dead letter): the administrator sees what it was
 * for, why it failed, and may give it one more attempt (docs/decisions/durable-work.md).
 */
export const failedJobSchema = z.object({
  /** The job's id (a UUID), also its consumer's idempotency key. */
  id: z.string(),
  /** Its queue, named `<service>.<work>` (`orders.release-stock`, `identity.mail`…). */
  queue: z.string(),
  /** The start of the job's data as JSON. */
  summary: z.string(),
  /** The last attempt's error. */
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsQuerySchema = paginationQuerySchema.omit({ search: true });
export const failedJobPageSchema = pageOf(failedJobSchema);
export type FailedJobPage = z.infer<typeof failedJobPageSchema>;

/**
 * Job ids are UUIDs; the route answers 404 for anything else (checked in the handler, so that the access rule
 * answers first: a non-administrator gets 403 whatever the id).
 */
export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const isJobId = (id: string): boolean => z.uuid().safeParse(id).success;

export const retriedJobSchema = z.object({ id: z.string(), retried: z.literal(true) });
