import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mutate } from 'swr';
import { ApiError } from '@vendange/api-client';
import { messages, type TaskActivity, type TaskPriority } from '@vendange/contracts';

/** The reference list « task activities » as the screens say it. */
export const activityLabels: Record<TaskActivity, MessageDescriptor> = {
  call: msg`Appel`, visit: msg`Visite`, mail: msg`E-mail`, tasting: msg`Dégustation`, meeting: msg`Rendez-vous`, sample: msg`Suivi d’échantillon`, other: msg`Autre`,
};

/** The reference list « priorities ». */
export const priorityLabels: Record<TaskPriority, MessageDescriptor> = { low: msg`Basse`, normal: msg`Normale`, high: msg`Haute`, urgent: msg`Urgente` };
export const priorityPalette: Record<TaskPriority, string> = { low: 'gray', normal: 'blue', high: 'orange', urgent: 'red' };

/** Reminder choices (minutes before the due time). */
export const reminderLabels: Array<{ value: string; label: MessageDescriptor }> = [
  { value: '', label: msg`Aucun rappel` },
  { value: '0', label: msg`À l'heure prévue` },
  { value: '15', label: msg`15 minutes avant` },
  { value: '30', label: msg`30 minutes avant` },
  { value: '60', label: msg`1 heure avant` },
  { value: '120', label: msg`2 heures avant` },
  { value: '1440', label: msg`La veille` },
];

/** What to tell after a refused call: the server's French message, or the generic one. */
export const failureText = (error: unknown): string => (error instanceof ApiError && !/^HTTP \d+$/.test(error.message) ? error.message : messages.internal);

/** Tasks, the calendar and prospection read again after a change of a task. */
export const refreshTasks = (): Promise<unknown> =>
  mutate((key: unknown) => typeof key === 'string' && /\/v1\/(?:tasks|prospection)(?:[/?]|$)/.test(key));
