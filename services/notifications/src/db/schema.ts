import { boolean, index, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const notificationsSchema = pgSchema('notifications');

/**
 * What the platform tells its users. A shop notification (shop_id) reaches the shop's owner and the
 * collaborators holding `permission` (checked when read, so a changed right applies at once); a user
 * notification (user_id) reaches that user only.
 */
export const notifications = notificationsSchema.table('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id'),
  userId: integer('user_id'),
  permission: text('permission'),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull().default(''),
  redirectLink: text('redirect_link'),
  /** The key of the job that created it: a job attempted twice (its process died) notifies once. */
  idempotencyKey: text('idempotency_key').unique('notifications_idempotency_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notifications_shop_idx').on(t.shopId, t.id), index('notifications_user_idx').on(t.userId, t.id)]);

/** Who has seen what: one row per notification and reader (a shop notification has several readers). */
export const notificationSeen = notificationsSchema.table('notification_seen', {
  notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.notificationId, t.userId] })]);

/** Planned maintenances: a banner before, then a full page (when `page`) until the end. */
export const maintenances = notificationsSchema.table('maintenances', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  page: boolean('page').notNull().default(true),
  message: text('message'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [index('maintenances_end_idx').on(t.endDate)]);

/** Files prepared for a user (exports, documents), each handed to the client once. */
export const downloads = notificationsSchema.table('downloads', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  url: text('url').notNull(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** The job's key that offered it: a retried attempt offers the same document once (durable-work.md). */
  idempotencyKey: text('idempotency_key').unique('downloads_idempotency_key'),
}, (t) => [index('downloads_pending_idx').on(t.userId, t.deliveredAt)]);
