import { describe, expect, it } from 'vitest';
import { defaultReminderSchedule } from '@vendange/contracts';
import { dueReminder, nextLevel } from './reminder-levels';
import { reminderMail } from './reminder-mail';

const on = { ...defaultReminderSchedule, active: true };

describe('reminders of unpaid invoices', () => {
  it('go in order, one level a run, each on its day, never when the shop has them off', () => {
    expect(dueReminder(6, [], on)).toBeNull();
    expect(dueReminder(7, [], on)).toBe('first');
    // Found 50 days late with nothing sent: the first reminder, not the formal notice.
    expect(dueReminder(50, [], on)).toBe('first');
    expect(dueReminder(20, ['first'], on)).toBeNull();
    expect(dueReminder(21, ['first'], on)).toBe('second');
    expect(dueReminder(45, ['first', 'second'], on)).toBe('formal');
    expect(dueReminder(400, ['first', 'second', 'formal'], on)).toBeNull();
    expect(dueReminder(400, [], defaultReminderSchedule)).toBeNull();
    expect(nextLevel(['first'])).toBe('second');
    expect(nextLevel(['first', 'second', 'formal'])).toBeNull();
  });

  it('say what is owed; the formal notice to a business names the penalties and the 40 EUR indemnity', () => {
    const facts = { number: 'FA2026-00012', issuedOn: '2026-09-01', dueDate: '2026-10-01', leftCents: 123456, sellerName: 'EARL Domaine', business: true };
    const first = reminderMail({ ...facts, level: 'first' }, 'cave@example.fr', 'fr');
    expect(first.subject).toBe('Relance · FA2026-00012 · EARL Domaine');
    expect(first.text).toContain('la facture FA2026-00012 du 01/09/2026, échue le 01/10/2026, reste impayée');
    expect(first.text).not.toContain('40 €');
    const formal = reminderMail({ ...facts, level: 'formal' }, 'cave@example.fr', 'fr');
    expect(formal.text).toContain('40 €');
    expect(reminderMail({ ...facts, level: 'formal', business: false }, 'jean@example.fr', 'fr').text).not.toContain('40 €');
    expect(reminderMail({ ...facts, level: 'second' }, 'cave@example.fr', 'en').subject).toBe('Second reminder · FA2026-00012 · EARL Domaine');
  });
});
