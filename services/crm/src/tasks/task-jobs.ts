import { reminderAt } from '@vendange/contracts';
import type { Db, JobQueue, OutboxMessage, ServiceJobs } from '@vendange/service-kit';
import type { TaskRow, TasksRepo } from './tasks-repo';
import { taskReminderNotification } from './task-notifications';

const SCHEDULE = 'crm.task-reminder-schedule';
const REMIND = 'crm.task-reminder';
const reminderKey = (id: number, rev: number) => `task-reminder:${id}:${rev}`;

interface ReminderData { taskId: number; rev: number }

/**
 * Task reminders (docs/decisions/crm-tasks.md): every change of a task that moves or cancels its reminder bumps
 * `reminder_rev` and announces, in the same transaction, the scheduling of revision `rev`. Scheduling cancels the
 * previous revision's delayed job and sends a job that waits in the queue until the reminder time. When it runs,
 * it sends the notification only if the task is still at that revision, open, and not reminded for it yet: a
 * reminder is sent once, whatever the retries, and never for a task that moved or was done.
 */
export async function setupTaskJobs(options: { db: Db; queue: JobQueue; jobs: ServiceJobs; tasks: TasksRepo }) {
  const { db, queue, jobs, tasks } = options;

  await queue.work<ReminderData>(SCHEDULE, async ({ data }) => {
    if (data.rev > 0) await queue.cancel(REMIND, reminderKey(data.taskId, data.rev - 1));
    const task = await tasks.row(data.taskId);
    // A task already past its time (ticked off then reopened late) gets no reminder: it shows as late instead.
    if (!task || task.reminderRev !== data.rev || task.doneAt || task.reminderMinutes === null || task.dueAt.getTime() < Date.now()) return;
    const at = reminderAt(task.dueAt, task.reminderMinutes)!;
    await queue.send(REMIND, data, reminderKey(task.id, data.rev), { startAfter: at });
  });

  await queue.work<ReminderData>(REMIND, async ({ data, key }) => {
    await db.transaction(async (tx) => {
      const claimed = await tasks.claimReminder(tx, data.taskId, data.rev);
      if (!claimed || claimed.reminderMinutes === null) return;
      await jobs.announce(tx, [jobs.notify(taskReminderNotification(claimed), `reminder-notice:${key}`)]);
    });
  });

  return {
    /** The message that (re)schedules a task's reminder at its current revision; announce it with the change. */
    schedule(task: Pick<TaskRow, 'id' | 'reminderRev'>): OutboxMessage {
      return { queue: SCHEDULE, data: { taskId: task.id, rev: task.reminderRev }, key: `task-reminder-schedule:${task.id}:${task.reminderRev}` };
    },
  };
}
export type TaskJobs = Awaited<ReturnType<typeof setupTaskJobs>>;
