import { and, count, desc, eq, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createNotificationBodySchema, Notification, NotificationType } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import type { Audience } from './audience';
import { notifications, notificationSeen } from './db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** The PostgreSQL channel new notifications are announced on (payload: the notification's id). */
export const NOTIFICATION_CHANNEL = 'vendange_notifications';
type NewNotification = z.output<typeof createNotificationBodySchema>;

export const toNotification = (r: NotificationRow, seen: boolean): Notification => ({
  id: r.id, type: r.type as NotificationType, title: r.title, message: r.message, redirectLink: r.redirectLink, seen, createdAt: r.createdAt.toISOString(),
});

/** The SQL form of `reaches`: the reader's own notifications, plus their shops' ones they hold the permission for. */
function visibleTo(audience: Audience): SQL {
  const conds: SQL[] = [eq(notifications.userId, audience.userId)];
  for (const shop of audience.shops) {
    const onShop = and(eq(notifications.shopId, shop.shopId), isNull(notifications.userId))!;
    if (shop.permissions === 'all') conds.push(onShop);
    else {
      const allowed = shop.permissions.length ? or(isNull(notifications.permission), inArray(notifications.permission, shop.permissions))! : isNull(notifications.permission);
      conds.push(and(onShop, allowed)!);
    }
  }
  return or(...conds)!;
}

export function notificationsRepo(db: Db) {
  const seenBy = (userId: number) => db.select({ one: sql`1` }).from(notificationSeen)
    .where(and(eq(notificationSeen.notificationId, notifications.id), eq(notificationSeen.userId, userId)));

  return {
    /** Stores a notification and announces it to every process's open streams (NOTIFY is delivered on commit only). */
    async create(body: NewNotification): Promise<NotificationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(notifications).values({
          shopId: body.shopId ?? null, userId: body.shopId === undefined ? (body.userId ?? null) : null, permission: body.permission ?? null,
          type: body.type, title: body.title, message: body.message, redirectLink: body.redirectLink ?? null,
          idempotencyKey: body.idempotencyKey ?? null,
        }).onConflictDoNothing({ target: notifications.idempotencyKey }).returning();
        // A job attempted again (its process died after this commit) finds its notification: nothing new to announce.
        if (!row) return (await tx.select().from(notifications).where(eq(notifications.idempotencyKey, body.idempotencyKey!)))[0]!;
        await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(row.id)})`);
        return row;
      });
    },

    async byId(id: number): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Newest first, `before` an id to page backwards. */
    async list(audience: Audience, q: { before?: number | undefined; limit: number }): Promise<Notification[]> {
      const where = q.before ? and(visibleTo(audience), lt(notifications.id, q.before)) : visibleTo(audience);
      const rows = await db.select({ n: notifications, seenAt: notificationSeen.seenAt }).from(notifications)
        .leftJoin(notificationSeen, and(eq(notificationSeen.notificationId, notifications.id), eq(notificationSeen.userId, audience.userId)))
        .where(where).orderBy(desc(notifications.id)).limit(q.limit);
      return rows.map((r) => toNotification(r.n, r.seenAt !== null));
    },

    async unseenCount(audience: Audience): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(visibleTo(audience), notExists(seenBy(audience.userId))));
      return row?.n ?? 0;
    },

    /** Marks as seen those of `ids` the reader may see; the others are silently left alone. */
    async markSeen(audience: Audience, ids: number[] | 'all'): Promise<void> {
      const where = ids === 'all' ? visibleTo(audience) : and(visibleTo(audience), inArray(notifications.id, ids));
      await db.insert(notificationSeen)
        .select(db.select({ notificationId: notifications.id, userId: sql<number>`${audience.userId}::integer`.as('user_id'), seenAt: sql<Date>`now()`.as('seen_at') })
          .from(notifications).where(and(where, notExists(seenBy(audience.userId)))))
        .onConflictDoNothing();
    },
  };
}
export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
