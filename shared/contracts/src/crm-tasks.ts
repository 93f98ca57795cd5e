import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { taskActivities, taskPriorities, taskReminderChoices, DEFAULT_REMINDER_MINUTES, taskMessages } from './crm-task-names';

/**
 * The CRM's tasks and calendar (issue 20, docs/decisions/crm-tasks.md): a call, a visit, a tasting… to do for a
 * client by a member of the shop's staff at a given time, with a reminder before it.
 */

export const taskActivitySchema = z.enum(taskActivities, { error: "Choisissez le type d'activité (appel, visite…)." });
export const taskPrioritySchema = z.enum(taskPriorities, { error: 'Choisissez une priorité.' });

const dueAtSchema = z.iso.datetime({ offset: true, error: taskMessages.dueAt });
const notesSchema = z.string().trim().max(2000, 'Les notes font 2000 caractères au plus.').nullable().optional().transform((v) => (v ? v : null));
const reminderSchema = z.number().int().refine((v) => (taskReminderChoices as readonly number[]).includes(v), taskMessages.reminder).nullable();

export const taskBodySchema = z.object({
  shopId: idSchema,
  title: z.string({ error: taskMessages.title }).trim().min(1, taskMessages.title).max(200, taskMessages.title),
  notes: notesSchema,
  activity: taskActivitySchema,
  priority: taskPrioritySchema.default('normal'),
  dueAt: dueAtSchema,
  /** A staff member of the shop (owner or collaborator); absent: the author. */
  assigneeId: idSchema.optional(),
  clientId: idSchema.nullable().optional(),
  reminderMinutes: reminderSchema.default(DEFAULT_REMINDER_MINUTES),
  /** A UUID made when the task was taken (tour mode's offline queue): sent again, it answers the first task. */
  key: z.string().uuid('La clé d’envoi doit être un UUID.').optional(),
});
export type TaskBody = z.input<typeof taskBodySchema>;

/** PUT /v1/tasks/{id}: what is given changes; `done` ticks or unticks it. */
export const taskUpdateBodySchema = z.object({
  title: z.string({ error: taskMessages.title }).trim().min(1, taskMessages.title).max(200, taskMessages.title).optional(),
  notes: notesSchema,
  activity: taskActivitySchema.optional(),
  priority: taskPrioritySchema.optional(),
  dueAt: dueAtSchema.optional(),
  assigneeId: idSchema.optional(),
  clientId: idSchema.nullable().optional(),
  reminderMinutes: reminderSchema.optional(),
  done: z.boolean().optional(),
});
export type TaskUpdateBody = z.input<typeof taskUpdateBodySchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  activity: taskActivitySchema,
  priority: taskPrioritySchema,
  dueAt: z.string(),
  assigneeId: z.number().int(),
  assigneeName: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  reminderMinutes: z.number().int().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** Open and its due time has passed. */
  late: z.boolean(),
  createdById: z.number().int(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskStates = ['open', 'done', 'late', 'all'] as const;
export type TaskState = (typeof taskStates)[number];

export const taskListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  /** mine: assigned to the caller. */
  scope: z.enum(['mine', 'all']).default('all'),
  state: z.enum(taskStates).default('open'),
  priority: taskPrioritySchema.optional(),
  clientId: idSchema.optional(),
  assigneeId: idSchema.optional(),
  /** Due date order: soonest first (default) or latest first. */
  sort: z.enum(['due', '-due']).default('due'),
});

/** Who a task can be given to: the owner, a collaborator, or an agent (their visits, tour mode). */
export const taskAssigneeSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(['owner', 'iam', 'agent']) });
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;

// ---- Calendar ----

const calendarDay = z.iso.date('Une date au format AAAA-MM-JJ');
export const calendarQuerySchema = z.object({
  shopId: idSchema.optional(),
  /** First and last French calendar days shown (inclusive). */
  from: calendarDay,
  to: calendarDay,
  scope: z.enum(['mine', 'all']).default('all'),
});

/**
 * The order an agent put their visits of a day in (tour mode), kept per agent and day:
 * `GET /v1/tasks/visit-order?day=`, `PUT /v1/tasks/visit-order`.
 */
export const visitOrderSchema = z.object({
  day: calendarDay,
  taskIds: z.array(idSchema).max(200, 'Au plus 200 visites par jour.'),
});
export type VisitOrder = z.infer<typeof visitOrderSchema>;
export const visitOrderQuerySchema = z.object({ day: calendarDay });

/** Something of the orders service that falls on a day: a quote's last day, a shipment sent or delivered. */
export const calendarEventKinds = ['quoteExpiry', 'shipment', 'delivery'] as const;
export const calendarEventSchema = z.object({
  kind: z.enum(calendarEventKinds),
  /** The order (or quote) it belongs to. */
  orderId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  /** French calendar day (YYYY-MM-DD). */
  day: z.string(),
  /** The moment when there is one (a shipment); null for a day (a quote's last day). */
  at: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarSchema = z.object({ tasks: z.array(taskSchema), events: z.array(calendarEventSchema) });
export type CalendarData = z.infer<typeof calendarSchema>;

/** Internal (crm → orders): the events of a shop between two French days. */
/** `agentId`: an agent's calendar, the orders carrying that agent only. */
export const calendarEventsQuerySchema = z.object({ from: calendarDay, to: calendarDay, agentId: idSchema.optional() });
export const calendarEventsSchema = z.object({ items: z.array(calendarEventSchema) });

/** Whether `from`..`to` is a readable calendar range (62 days at most: a month view with its overflow weeks fits). */
export function calendarRangeValid(from: string, to: string): boolean {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= 62;
}
