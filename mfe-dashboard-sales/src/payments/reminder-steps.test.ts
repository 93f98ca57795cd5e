import { describe, expect, it } from 'vitest';
import { asksConfirmation, nextReminderLevel, remindButtonLabels, reminderSentMessages, sentReminderLabels } from './reminder-steps';

/** The French text of a label, its values put in (what lingui shows without a catalog). */
const french = (d: { message?: string }, values: Record<string, string> = {}) =>
  (d.message ?? '').replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const sent = (...levels: Array<'first' | 'second' | 'formal'>) => levels.map((level) => ({ level, sentAt: '2026-11-25T09:00:00Z', sentTo: 'cave@vieuxport.test' }));

describe('nextReminderLevel', () => {
  it('goes first, second, then the formal notice, then nothing', () => {
    expect(nextReminderLevel([])).toBe('first');
    expect(nextReminderLevel(sent('first'))).toBe('second');
    expect(nextReminderLevel(sent('first', 'second'))).toBe('formal');
    expect(nextReminderLevel(sent('first', 'second', 'formal'))).toBeNull();
  });
  it('follows the last level sent', () => {
    expect(nextReminderLevel(sent('second'))).toBe('formal');
    expect(nextReminderLevel(sent('formal'))).toBeNull();
  });
});

describe('reminder labels', () => {
  it('say in French what was sent and what the button sends', () => {
    expect(french(sentReminderLabels.first, { date: '25/11/2026' })).toBe('Relance 1 le 25/11/2026');
    expect(french(sentReminderLabels.second, { date: '02/12/2026' })).toBe('Relance 2 le 02/12/2026');
    expect(french(sentReminderLabels.formal, { date: '10/01/2027' })).toBe('Mise en demeure le 10/01/2027');
    expect(french(remindButtonLabels.first)).toBe('Relancer');
    expect(french(remindButtonLabels.second)).toBe('Relancer (2e)');
    expect(french(remindButtonLabels.formal)).toBe('Envoyer la mise en demeure');
    expect(french(reminderSentMessages.second, { number: 'FA2026-00012' })).toBe('Relance 2 envoyée pour la facture FA2026-00012.');
  });
  it('asks a confirmation for the formal notice only', () => {
    expect(asksConfirmation('first')).toBe(false);
    expect(asksConfirmation('second')).toBe(false);
    expect(asksConfirmation('formal')).toBe(true);
  });
});
