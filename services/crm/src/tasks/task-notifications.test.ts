import { describe, expect, it } from 'vitest';
import { newTaskNotification, parisMoment, taskReminderNotification } from './task-notifications';

describe('task notifications', () => {
  it('say the due time as the French read it in Paris, summer and winter', () => {
    expect(parisMoment(new Date('2026-07-14T07:05:00Z'))).toBe('14/07/2026 à 09:05');
    expect(parisMoment(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027 à 00:30');
  });
  it('tell the assignee who gave the task, and remind them of it, with a link to the task', () => {
    const task = { id: 12, title: 'Présenter le 2024', activity: 'visit' as const, dueAt: new Date('2026-11-28T14:00:00Z'), assigneeId: 3 };
    expect(newTaskNotification(task, 'Claire Martin')).toEqual({
      userId: 3, type: 'newTask', title: 'Nouvelle tâche',
      message: 'Claire Martin vous a confié « Présenter le 2024 » (Visite) pour le 28/11/2026 à 15:00.', redirectLink: '/dashboard/tasks?taskId=12',
    });
    expect(taskReminderNotification(task)).toMatchObject({ userId: 3, type: 'newTask', title: 'Rappel de tâche', message: '« Présenter le 2024 » (Visite) est prévue le 28/11/2026 à 15:00.' });
  });
});
