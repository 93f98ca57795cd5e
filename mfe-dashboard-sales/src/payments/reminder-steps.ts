import type { MessageDescriptor } from '@lingui/core';
import { reminderLevels, type ReminderLevel } from '@vendange/contracts';

/** What a sent reminder reads on the outstandings screen; `date` is its day (DD/MM/YYYY). */
export const sentReminderLabels: Record<ReminderLevel, MessageDescriptor> = {
  first: /*i18n*/ { id: 'reminders.sent.first', message: 'Relance 1 le {date}' },
  second: /*i18n*/ { id: 'reminders.sent.second', message: 'Relance 2 le {date}' },
  formal: /*i18n*/ { id: 'reminders.sent.formal', message: 'Mise en demeure le {date}' },
};

/** The button that sends a level now. */
export const remindButtonLabels: Record<ReminderLevel, MessageDescriptor> = {
  first: /*i18n*/ { id: 'reminders.send.first', message: 'Relancer' },
  second: /*i18n*/ { id: 'reminders.send.second', message: 'Relancer (2e)' },
  formal: /*i18n*/ { id: 'reminders.send.formal', message: 'Envoyer la mise en demeure' },
};

/** Told once the server took a level; `number` is the invoice's. */
export const reminderSentMessages: Record<ReminderLevel, MessageDescriptor> = {
  first: /*i18n*/ { id: 'reminders.done.first', message: 'Relance 1 envoyée pour la facture {number}.' },
  second: /*i18n*/ { id: 'reminders.done.second', message: 'Relance 2 envoyée pour la facture {number}.' },
  formal: /*i18n*/ { id: 'reminders.done.formal', message: 'Mise en demeure envoyée pour la facture {number}.' },
};

/**
 * The level the server sends next (POST /v1/invoices/{id}/reminders): the one after the last sent, the first when
 * none went; null once the formal notice went (no more button).
 */
export function nextReminderLevel(sent: ReadonlyArray<{ level: ReminderLevel }>): ReminderLevel | null {
  const last = sent.at(-1);
  if (!last) return reminderLevels[0];
  return reminderLevels[reminderLevels.indexOf(last.level) + 1] ?? null;
}

/** The formal notice is confirmed first: it names penalties and is the last step before recovery. */
export const asksConfirmation = (level: ReminderLevel): boolean => level === 'formal';

/** A label with its values put in, for i18n._ (the extractor reads no spread inside i18n._ itself). */
export const withValues = (label: MessageDescriptor, values: Record<string, string>): MessageDescriptor => ({ ...label, values });
