import { notificationTitles, taskActivityLabels, type CreateNotificationBody, type TaskActivity } from '@vendange/contracts';

/** A moment as the French read it in Paris: 27/11/2026 à 14:30. */
export function parisMoment(at: Date): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('day')}/${p('month')}/${p('year')} à ${p('hour')}:${p('minute')}`;
}

interface NotifiedTask { id: number; title: string; activity: TaskActivity; dueAt: Date; assigneeId: number }

const taskLink = (id: number) => `/dashboard/tasks?taskId=${id}`;

/** What the assignee is told when someone else gives them a task (notification type newTask). */
export function newTaskNotification(task: NotifiedTask, authorName: string): CreateNotificationBody {
  return {
    userId: task.assigneeId, type: 'newTask', title: notificationTitles.newTask,
    message: `${authorName} vous a confié « ${task.title} » (${taskActivityLabels[task.activity]}) pour le ${parisMoment(task.dueAt)}.`,
    redirectLink: taskLink(task.id),
  };
}

/** The reminder the assignee gets before the due time. */
export function taskReminderNotification(task: NotifiedTask): CreateNotificationBody {
  return {
    userId: task.assigneeId, type: 'newTask', title: notificationTitles.taskReminder,
    message: `« ${task.title} » (${taskActivityLabels[task.activity]}) est prévue le ${parisMoment(task.dueAt)}.`,
    redirectLink: taskLink(task.id),
  };
}
