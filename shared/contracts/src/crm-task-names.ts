// The CRM tasks' reference lists, messages and pure rules, without zod: the tasks list, the calendar and the
// prospection screen label and sort with them, and reading them from the schema module brought zod (27 KB gzip) onto
// those screens (docs/decisions/front-end-performance.md, session 32). crm-tasks.ts builds its schemas from them.

/** Reference list « task activities » (spec point 3): what the task is. */
export const taskActivities = ['call', 'visit', 'mail', 'tasting', 'meeting', 'sample', 'other'] as const;
export type TaskActivity = (typeof taskActivities)[number];
/** French labels (content of the reference list; screens translate them). */
export const taskActivityLabels: Record<TaskActivity, string> = {
  call: 'Appel', visit: 'Visite', mail: 'E-mail', tasting: 'Dégustation', meeting: 'Rendez-vous', sample: 'Suivi d’échantillon', other: 'Autre',
};

/** Reference list « priorities » (spec point 3), lowest first. */
export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = { low: 'Basse', normal: 'Normale', high: 'Haute', urgent: 'Urgente' };

/** How long before the due time the assignee is reminded (minutes); null: no reminder. */
export const taskReminderChoices = [0, 15, 30, 60, 120, 1440] as const;
export const DEFAULT_REMINDER_MINUTES = 30;

export const taskMessages = {
  title: 'Donnez un titre à la tâche (200 caractères au plus).',
  dueAt: "Choisissez le jour et l'heure de la tâche.",
  reminder: 'Choisissez un rappel parmi ceux proposés (aucun, à l’heure, 15 min, 30 min, 1 h, 2 h ou la veille).',
  unknown: "Cette tâche n'existe pas ou n'est pas la vôtre.",
  assigneeUnknown: "Cette personne ne fait pas partie de l'équipe de la boutique : choisissez un collaborateur.",
  clientUnknown: "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.",
  range: 'Choisissez une période de 62 jours au plus, le premier jour avant le dernier.',
} as const;

/** Open and due before `now`. */
export function taskLate(task: { done: boolean; dueAt: string | Date }, now: Date): boolean {
  return !task.done && new Date(task.dueAt).getTime() < now.getTime();
}

/** When the reminder of a task is due, or null without one. */
export function reminderAt(dueAt: Date, minutes: number | null): Date | null {
  return minutes === null ? null : new Date(dueAt.getTime() - minutes * 60_000);
}
