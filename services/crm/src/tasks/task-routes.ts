import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarQuerySchema, calendarRangeValid, calendarSchema, errorSchema, idSchema, pageOf, taskAssigneeSchema, taskBodySchema, taskListQuerySchema,
  taskMessages, taskSchema, taskUpdateBodySchema, visitOrderQuerySchema, visitOrderSchema, type CalendarEvent, type TaskAssignee,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import { clientOfShop } from '../client-of-shop';
import { shopStaff } from '../staff';
import type { TaskJobs } from './task-jobs';
import { newTaskNotification } from './task-notifications';
import type { TaskRow, TasksRepo } from './tasks-repo';

/** The unique index of the tasks' send keys refused a second task with the same key. */
function sameKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' && (pg.constraint_name ?? '').includes('tasks_shop_send_key_unique');
}

interface Options { db: Db; tasks: TasksRepo; internal: InternalCall; jobs: ServiceJobs; taskJobs: TaskJobs }

/** Routes naming a task or opportunity act on the shop of the query (the caller's default shop without one). */
const shopQuery = z.object({ shopId: idSchema.optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
// agentScope: an agent reads and writes only the tasks about the clients given to them (docs/decisions/agents.md).
const READ = { permission: 'seeAllTask', module: 'crm', agentScope: true } as const;
const WRITE = { permission: 'createTask', module: 'crm', agentScope: true } as const;

/** Tasks and the calendar (docs/decisions/crm-tasks.md): seeAllTask reads, createTask writes; module crm. */
export const taskRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tasks, internal, jobs, taskJobs }) => {
  async function ownTask(id: number, shopId: number) {
    const row = await tasks.row(id);
    if (!row || row.shopId !== shopId) throw notFound(taskMessages.unknown);
    return row;
  }
  async function assignee(shopId: number, id: number): Promise<TaskAssignee> {
    const found = (await shopStaff(internal, shopId)).find((s) => s.id === id);
    if (!found) throw new HttpError(400, 'UNKNOWN_ASSIGNEE', taskMessages.assigneeUnknown);
    return found;
  }
  async function client(shopId: number, id: number | null | undefined) {
    if (!id) return null;
    const found = await clientOfShop(db, shopId, id);
    if (!found) throw new HttpError(400, 'UNKNOWN_CLIENT', taskMessages.clientUnknown);
    return found;
  }
  const authorName = async (shopId: number, userId: number) => (await shopStaff(internal, shopId)).find((s) => s.id === userId)?.name ?? 'Un collaborateur';
  /** A task given to someone else than its author tells them (once per task and person). */
  const handedOver = (row: TaskRow, author: number, name: string) =>
    (row.assigneeId === author ? [] : [jobs.notify(newTaskNotification(row, name), `new-task:${row.id}:${row.assigneeId}`)]);

  app.get('/tasks', {
    config: { access: { ...READ, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: "A shop's tasks: mine or all, open, done or late, by priority, client; by due date (seeAllTask)", security: [{ bearer: [] }],
      querystring: taskListQuerySchema, response: { 200: pageOf(taskSchema), ...errors },
    },
  }, async (request) => tasks.list(request.access.shopId, request.access.subject.id, request.query, new Date(), request.access.agentScope));

  app.get('/tasks/assignees', {
    config: { access: { ...READ, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'The people a task can be given to: the owner and the collaborators not blocked (seeAllTask)', security: [{ bearer: [] }],
      querystring: z.object({ shopId: idSchema.optional() }), response: { 200: z.object({ items: z.array(taskAssigneeSchema) }), ...errors },
    },
  }, async (request) => ({ items: await shopStaff(internal, request.access.shopId) }));

  app.get('/tasks/calendar', {
    config: { access: { ...READ, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'The calendar between two days: tasks, quote expiries and shipments (seeAllTask)', security: [{ bearer: [] }],
      querystring: calendarQuerySchema, response: { 200: calendarSchema, ...errors },
    },
  }, async (request) => {
    const { from, to, scope } = request.query;
    if (!calendarRangeValid(from, to)) throw new HttpError(400, 'VALIDATION_ERROR', taskMessages.range);
    const { shopId, agentScope } = request.access;
    const [found, orders] = await Promise.all([
      tasks.between(shopId, from, to, scope === 'mine' ? request.access.subject.id : null, new Date(), agentScope),
      // An agent's calendar shows the orders carrying them only, as their orders list does.
      internal<{ items: CalendarEvent[] }>('orders', 'GET', `/v1/internal/shops/${shopId}/calendar-events?from=${from}&to=${to}${agentScope ? `&agentId=${agentScope}` : ''}`),
    ]);
    return { tasks: found, events: orders.items };
  });

  app.get('/tasks/visit-order', {
    config: { access: { role: 'agent' } },
    schema: {
      tags: ['crm'], summary: "The order the agent put their visits of a day in (tour mode); none yet: an empty list (role agent, their own)", security: [{ bearer: [] }],
      querystring: visitOrderQuerySchema, response: { 200: visitOrderSchema, ...errors },
    },
  }, async (request) => ({ day: request.query.day, taskIds: await tasks.visitOrder(request.access.subject.id, request.query.day) }));

  app.put('/tasks/visit-order', {
    config: { access: { role: 'agent' } },
    schema: {
      tags: ['crm'], summary: "Keeps the order of the agent's visits of a day, for every device they use (role agent, their own)", security: [{ bearer: [] }],
      body: visitOrderSchema, response: { 200: visitOrderSchema, ...errors },
    },
  }, async (request) => {
    const { day, taskIds } = request.body;
    await tasks.keepVisitOrder(request.access.subject.id, day, [...new Set(taskIds)]);
    return { day, taskIds: await tasks.visitOrder(request.access.subject.id, day) };
  });

  app.get('/tasks/:id', {
    config: { access: { ...READ, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'A task (seeAllTask)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 200: taskSchema, ...errors },
    },
  }, async (request) => {
    const row = await ownTask(request.params.id, request.access.shopId);
    return (await tasks.byId(row.id, new Date()))!;
  });

  app.post('/tasks', {
    config: { access: { ...WRITE, shop: { body: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'A task for a staff member (the author by default): activity, priority, due time, client, reminder; the assignee is notified (createTask)', security: [{ bearer: [] }],
      body: taskBodySchema, response: { 201: taskSchema, ...errors },
    },
  }, async (request, reply) => {
    const b = request.body;
    // Sent again by tour mode's queue (its answer lost on the way): the first task, nothing more.
    const first = b.key ? await tasks.bySendKey(b.shopId, b.key) : null;
    if (first) return reply.code(200).send((await tasks.byId(first, new Date()))!);
    const author = request.access.subject.id;
    const [person, found] = await Promise.all([assignee(b.shopId, b.assigneeId ?? author), client(b.shopId, b.clientId)]);
    const name = person.id === author ? person.name : await authorName(b.shopId, author);
    const row = await db.transaction(async (tx) => {
      const inserted = await tasks.insert(tx, {
        shopId: b.shopId, title: b.title, notes: b.notes, activity: b.activity, priority: b.priority, dueAt: new Date(b.dueAt),
        assigneeId: person.id, assigneeName: person.name, clientId: found?.id ?? null, reminderMinutes: b.reminderMinutes, createdById: author,
        sendKey: b.key ?? null,
      });
      await jobs.announce(tx, [...handedOver(inserted, author, name), ...(inserted.reminderMinutes === null ? [] : [taskJobs.schedule(inserted)])]);
      return inserted;
    }).catch(async (error: unknown) => {
      // Two sends of one key at once: the loser of the unique index answers the winner's task.
      const winner = b.key && sameKeyTaken(error) ? await tasks.bySendKey(b.shopId, b.key) : null;
      if (winner) return { id: winner, existing: true } as const;
      throw error;
    });
    if ('existing' in row) return reply.code(200).send((await tasks.byId(row.id, new Date()))!);
    return reply.code(201).send((await tasks.byId(row.id, new Date()))!);
  });

  app.put('/tasks/:id', {
    config: { access: { ...WRITE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Changes a task, ticks or unticks it; its reminder follows the new time (createTask)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: taskUpdateBodySchema, response: { 200: taskSchema, ...errors },
    },
  }, async (request) => {
    const current = await ownTask(request.params.id, request.access.shopId);
    const b = request.body;
    const author = request.access.subject.id;
    const shopId = current.shopId;
    const person = b.assigneeId !== undefined && b.assigneeId !== current.assigneeId ? await assignee(shopId, b.assigneeId) : null;
    const found = b.clientId === undefined ? undefined : await client(shopId, b.clientId);
    const name = person && person.id !== author ? await authorName(shopId, author) : '';
    await db.transaction(async (tx) => {
      const before = await tasks.lockForUpdate(tx, current.id);
      if (!before) throw notFound(taskMessages.unknown);
      const dueAt = b.dueAt !== undefined ? new Date(b.dueAt) : before.dueAt;
      const reminderMinutes = b.reminderMinutes !== undefined ? b.reminderMinutes : before.reminderMinutes;
      const doneAt = b.done === undefined ? before.doneAt : b.done ? (before.doneAt ?? new Date()) : null;
      const assigneeId = person?.id ?? before.assigneeId;
      // Anything that changes when or whether the reminder is due, or to whom, makes a new revision.
      const moved = dueAt.getTime() !== before.dueAt.getTime() || reminderMinutes !== before.reminderMinutes
        || (doneAt === null) !== (before.doneAt === null) || assigneeId !== before.assigneeId;
      const after = await tasks.write(tx, current.id, {
        ...(b.title !== undefined ? { title: b.title } : {}), ...(b.notes !== undefined ? { notes: b.notes } : {}),
        ...(b.activity ? { activity: b.activity } : {}), ...(b.priority ? { priority: b.priority } : {}),
        ...(found !== undefined ? { clientId: found?.id ?? null } : {}),
        ...(person ? { assigneeId: person.id, assigneeName: person.name } : {}),
        dueAt, reminderMinutes, doneAt, reminderRev: moved ? before.reminderRev + 1 : before.reminderRev,
      });
      await jobs.announce(tx, [...(person ? handedOver(after, author, name) : []), ...(moved ? [taskJobs.schedule(after)] : [])]);
    });
    return (await tasks.byId(current.id, new Date()))!;
  });

  app.delete('/tasks/:id', {
    config: { access: { ...WRITE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['crm'], summary: 'Deletes a task and cancels its reminder (createTask)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 204: z.null(), ...errors },
    },
  }, async (request, reply) => {
    const row = await ownTask(request.params.id, request.access.shopId);
    await db.transaction(async (tx) => {
      await tasks.remove(tx, row.id);
      // The scheduling of the next revision finds no task: it only cancels the waiting reminder.
      await jobs.announce(tx, [taskJobs.schedule({ id: row.id, reminderRev: row.reminderRev + 1 })]);
    });
    return reply.code(204).send(null);
  });
};
