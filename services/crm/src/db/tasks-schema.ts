import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stageOutcomes, taskActivities, taskPriorities } from '@vendange/contracts';

// Tasks, pipeline stages and opportunities (docs/decisions/crm-tasks.md). Same schema as the clients: a task or
// an opportunity points at a client of its own shop (checked by the routes; a client merged away keeps its rows).
const crm = pgSchema('crm');

/** A call, visit, tasting… one staff member does for the shop, at a given time. */
export const tasks = crm.table('tasks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  title: text('title').notNull(),
  notes: text('notes'),
  activity: text('activity', { enum: taskActivities }).notNull(),
  priority: text('priority', { enum: taskPriorities }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  assigneeId: integer('assignee_id').notNull(),
  /** The assignee's name when assigned (identity owns people; a list never calls it per row). */
  assigneeName: text('assignee_name').notNull(),
  clientId: integer('client_id'),
  reminderMinutes: integer('reminder_minutes'),
  /**
   * Bumped by every change that moves or cancels the reminder: a reminder job carries the revision it was
   * scheduled for and does nothing once the task has moved on (that is how a reminder is cancelled or moved).
   */
  reminderRev: integer('reminder_rev').notNull().default(0),
  /** The revision whose reminder was sent: once per revision, whatever the retries. */
  reminderSentRev: integer('reminder_sent_rev'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdById: integer('created_by_id').notNull(),
  /** The UUID a tour's offline queue sends with a visit it adds: a repeat answers the first task (agents.md). */
  sendKey: uuid('send_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('tasks_shop_send_key_unique').on(t.shopId, t.sendKey).where(sql`${t.sendKey} is not null`),
  index('tasks_shop_due_idx').on(t.shopId, t.dueAt, t.id),
  index('tasks_shop_assignee_due_idx').on(t.shopId, t.assigneeId, t.dueAt),
  index('tasks_client_idx').on(t.clientId, t.dueAt).where(sql`${t.clientId} is not null`),
]);

/** A shop's pipeline, in order; the defaults are seeded the first time a shop reads it. */
export const pipelineStages = crm.table('pipeline_stages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  outcome: text('outcome', { enum: stageOutcomes }).notNull(),
  probability: integer('probability').notNull(),
}, (t) => [
  uniqueIndex('pipeline_stages_shop_name_uq').on(t.shopId, sql`lower(${t.name})`),
  index('pipeline_stages_shop_position_idx').on(t.shopId, t.position),
  check('pipeline_stages_probability', sql`${t.probability} between 0 and 100`),
]);

/** An opportunity (affaire): a sale in progress with a client, at one stage of the pipeline. */
export const opportunities = crm.table('opportunities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  clientId: integer('client_id').notNull(),
  title: text('title').notNull(),
  amountCents: integer('amount_cents').notNull(),
  probability: integer('probability').notNull(),
  expectedOn: text('expected_on'),
  stageId: integer('stage_id').notNull().references(() => pipelineStages.id),
  ownerId: integer('owner_id').notNull(),
  ownerName: text('owner_name').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('opportunities_shop_stage_idx').on(t.shopId, t.stageId, t.updatedAt),
  check('opportunities_amount', sql`${t.amountCents} >= 0`),
  check('opportunities_probability', sql`${t.probability} between 0 and 100`),
]);

/**
 * The order an agent put their day's visits in (tour mode), kept on the server so another device shows the same
 * order: one row per agent and Paris day, the task ids in order (across the producers they work for).
 */
export const visitOrders = crm.table('visit_orders', {
  agentId: integer('agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  taskIds: integer('task_ids').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.agentId, t.day] })]);
