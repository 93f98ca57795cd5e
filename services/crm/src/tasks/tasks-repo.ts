import { and, asc, between, count, desc, eq, ilike, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { taskLate, type Task, type TaskActivity, type TaskPriority, type TaskState } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { clients, tasks, visitOrders } from '../db/schema';
import { taskSeenBy } from '../structure/coverage-repo';

export type TaskRow = typeof tasks.$inferSelect;

const columns = { task: tasks, clientName: clients.name };

export function toTask(row: TaskRow, clientName: string | null, now: Date): Task {
  return {
    id: row.id, shopId: row.shopId, title: row.title, notes: row.notes, activity: row.activity, priority: row.priority,
    dueAt: row.dueAt.toISOString(), assigneeId: row.assigneeId, assigneeName: row.assigneeName, clientId: row.clientId, clientName,
    reminderMinutes: row.reminderMinutes, done: row.doneAt !== null, doneAt: row.doneAt?.toISOString() ?? null,
    late: taskLate({ done: row.doneAt !== null, dueAt: row.dueAt }, now), createdById: row.createdById, createdAt: row.createdAt.toISOString(),
  };
}

export interface TaskListQuery {
  page: number; limit: number; search?: string | undefined; scope: 'mine' | 'all'; state: TaskState;
  priority?: TaskPriority | undefined; clientId?: number | undefined; assigneeId?: number | undefined; sort: 'due' | '-due';
}

export interface NewTask {
  shopId: number; title: string; notes: string | null; activity: TaskActivity; priority: TaskPriority; dueAt: Date;
  assigneeId: number; assigneeName: string; clientId: number | null; reminderMinutes: number | null; createdById: number;
  sendKey?: string | null;
}

/** The tasks of the shops; every read is scoped by the shop id the access rule checked. */
export function tasksRepo(db: Db) {
  const from = () => db.select(columns).from(tasks).leftJoin(clients, eq(clients.id, tasks.clientId));

  function stateCondition(state: TaskState, now: Date): SQL | undefined {
    if (state === 'open') return isNull(tasks.doneAt);
    if (state === 'done') return isNotNull(tasks.doneAt);
    if (state === 'late') return and(isNull(tasks.doneAt), lt(tasks.dueAt, now));
    return undefined;
  }

  return {
    async row(id: number): Promise<TaskRow | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
      return row ?? null;
    },
    async byId(id: number, now: Date): Promise<Task | null> {
      const [r] = await from().where(eq(tasks.id, id));
      return r ? toTask(r.task, r.clientName, now) : null;
    },
    /** `agentId`: the route's agentScope, the tasks that agent sees only (`taskSeenBy`). */
    async list(shopId: number, callerId: number, q: TaskListQuery, now: Date, agentId: number | null = null) {
      const where = and(
        eq(tasks.shopId, shopId),
        agentId ? taskSeenBy(agentId, tasks) : undefined,
        q.scope === 'mine' ? eq(tasks.assigneeId, callerId) : undefined,
        q.assigneeId ? eq(tasks.assigneeId, q.assigneeId) : undefined,
        stateCondition(q.state, now),
        q.priority ? eq(tasks.priority, q.priority) : undefined,
        q.clientId ? eq(tasks.clientId, q.clientId) : undefined,
        q.search ? ilike(tasks.title, likePattern(q.search)) : undefined,
      );
      const order = q.sort === 'due' ? [asc(tasks.dueAt), asc(tasks.id)] : [desc(tasks.dueAt), desc(tasks.id)];
      const [rows, [total]] = await Promise.all([
        from().where(where).orderBy(...order).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(tasks).where(where),
      ]);
      return { items: rows.map((r) => toTask(r.task, r.clientName, now)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
    /** The tasks due between two French calendar days (inclusive), at most 1000. */
    async between(shopId: number, fromDay: string, toDay: string, assigneeId: number | null, now: Date, agentId: number | null = null): Promise<Task[]> {
      const rows = await from().where(and(
        eq(tasks.shopId, shopId),
        agentId ? taskSeenBy(agentId, tasks) : undefined,
        assigneeId ? eq(tasks.assigneeId, assigneeId) : undefined,
        between(sql`(${tasks.dueAt} at time zone 'Europe/Paris')::date`, fromDay, toDay),
      )).orderBy(asc(tasks.dueAt), asc(tasks.id)).limit(1000);
      return rows.map((r) => toTask(r.task, r.clientName, now));
    },
    /** The task already made with this send key in the shop, or null. */
    async bySendKey(shopId: number, key: string): Promise<number | null> {
      const [row] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.shopId, shopId), eq(tasks.sendKey, key)));
      return row?.id ?? null;
    },
    async visitOrder(agentId: number, day: string): Promise<number[]> {
      const [row] = await db.select({ taskIds: visitOrders.taskIds }).from(visitOrders).where(and(eq(visitOrders.agentId, agentId), eq(visitOrders.day, day)));
      return row?.taskIds ?? [];
    },
    /** The last order sent wins (one row per agent and day). */
    async keepVisitOrder(agentId: number, day: string, taskIds: number[]): Promise<void> {
      await db.insert(visitOrders).values({ agentId, day, taskIds })
        .onConflictDoUpdate({ target: [visitOrders.agentId, visitOrders.day], set: { taskIds, updatedAt: new Date() } });
    },
    async insert(tx: Db, t: NewTask): Promise<TaskRow> {
      const [row] = await tx.insert(tasks).values({ ...t }).returning();
      return row!;
    },
    /** Applies `patch` under the row lock of `tx` and answers the row before and after (null: gone meanwhile). */
    async lockForUpdate(tx: Db, id: number): Promise<TaskRow | null> {
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
      return row ?? null;
    },
    async write(tx: Db, id: number, patch: Partial<typeof tasks.$inferInsert>): Promise<TaskRow> {
      const [row] = await tx.update(tasks).set({ ...patch, updatedAt: new Date() }).where(eq(tasks.id, id)).returning();
      return row!;
    },
    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(tasks).where(eq(tasks.id, id));
    },
    /** Marks the reminder of `rev` sent; false when the task moved on or it was sent already. */
    async claimReminder(tx: Db, id: number, rev: number): Promise<TaskRow | null> {
      const [row] = await tx.update(tasks).set({ reminderSentRev: rev })
        .where(and(eq(tasks.id, id), eq(tasks.reminderRev, rev), isNull(tasks.doneAt), sql`${tasks.reminderSentRev} is distinct from ${rev}`))
        .returning();
      return row ?? null;
    },
  };
}
export type TasksRepo = ReturnType<typeof tasksRepo>;
