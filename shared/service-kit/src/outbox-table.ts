import { sql } from 'drizzle-orm';
import { index, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * A service's outbox (docs/decisions/durable-work.md): the jobs a state change announces, written in the
 * same transaction as the change, so both commit or neither does. The relay moves each row into the job
 * queue under the row's id, then deletes it. Every service that announces work declares one in its own schema.
 */
export function outboxTable(schema: PgSchema<string>) {
  return schema.table('outbox', {
    /** The job's id in the queue, and the consumer's idempotency key. */
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    queue: text('queue').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  }, (t) => [index(`${schema.schemaName}_outbox_created_idx`).on(t.createdAt)]);
}
export type OutboxTable = ReturnType<typeof outboxTable>;
