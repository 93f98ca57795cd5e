import { describe, expect, it } from 'vitest';
import { paymentDelays } from '@vendange/contracts';
import { paymentDelayLabel } from '../invoices/payment-delay-labels';
import { billingFormChanged, billingFormOf, billingSettingsBody, nextNumberPreview, type BillingForm, type ReminderFields } from './billing-numbering';

/** The French text of a label, its values put in (what lingui shows without a catalog). */
const french = (d: { message?: string; values?: Record<string, unknown> }) =>
  (d.message ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(d.values?.[k]));

describe('paymentDelayLabel', () => {
  it('names every payment delay of the contract in French', () => {
    expect(french(paymentDelayLabel('onOrder'))).toBe('À la commande');
    expect(french(paymentDelayLabel('onDelivery'))).toBe('À la livraison');
    expect(french(paymentDelayLabel('days30'))).toBe('30 jours');
    expect(french(paymentDelayLabel('endOfMonth'))).toBe('Fin de mois');
    expect(french(paymentDelayLabel('days45EndOfMonth'))).toBe('45 jours fin de mois');
    const labels = paymentDelays.map((d) => french(paymentDelayLabel(d)));
    expect(new Set(labels).size).toBe(paymentDelays.length);
  });
});

describe('nextNumberPreview', () => {
  it('goes on from the newest number of the series, whatever the prefix', () => {
    expect(nextNumberPreview('VE', ['FA2026-00012', 'FA2026-00009'], 2026)).toBe('VE2026-00013');
    expect(nextNumberPreview(' fa ', [null], 2026)).toBe('FA2026-00001');
  });
  it('starts again at 1 with a new fiscal year', () => {
    expect(nextNumberPreview('FA', ['FA2025-00310'], 2026)).toBe('FA2026-00001');
  });
  it('shows nothing for a prefix the server would refuse', () => {
    expect(nextNumberPreview('', [], 2026)).toBeNull();
    expect(nextNumberPreview('TOO-LONG-1', [], 2026)).toBeNull();
    expect(nextNumberPreview('F A', [], 2026)).toBeNull();
  });
});

const reminders = { active: false, firstDays: '7', secondDays: '21', formalDays: '45' };
const schedule = { active: false, firstDays: 7, secondDays: 21, formalDays: 45 };
const form = (over: Partial<BillingForm> = {}, days: Partial<ReminderFields> = {}): BillingForm => ({
  invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: '', ...over, reminders: { ...reminders, ...days },
});

describe('billingSettingsBody', () => {
  it('uppercases the prefixes and always sends the reminders', () => {
    expect(billingSettingsBody(form({ invoicePrefix: 've', creditPrefix: 'av' })))
      .toEqual({ ok: true, body: { invoicePrefix: 'VE', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: null, reminders: schedule } });
    expect(billingSettingsBody(form({}, { active: true, firstDays: ' 10 ', secondDays: '30', formalDays: '60' })))
      .toEqual({ ok: true, body: { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: null, reminders: { active: true, firstDays: 10, secondDays: 30, formalDays: 60 } } });
  });
  it('says in French what is wrong, per field', () => {
    expect(billingSettingsBody(form({ invoicePrefix: 'F A' })))
      .toEqual({ ok: false, errors: { invoicePrefix: 'Le préfixe fait 1 à 8 caractères : lettres, chiffres ou tiret.' } });
    expect(billingSettingsBody(form({ creditPrefix: 'fa' })))
      .toEqual({ ok: false, errors: { creditPrefix: 'Factures et avoirs doivent avoir des préfixes différents.' } });
  });
  it('checks the SEPA creditor identifier (its check digits) and sends it in its compact form', () => {
    expect(billingSettingsBody(form({ sepaCreditorId: ' fr72 zzz 123456 ' }))).toMatchObject({ ok: true, body: { sepaCreditorId: 'FR72ZZZ123456' } });
    expect(billingSettingsBody(form({ sepaCreditorId: 'FR12ZZZ123456' })))
      .toEqual({ ok: false, errors: { sepaCreditorId: 'Cet identifiant créancier SEPA (ICS) n’est pas valide : il a la forme FR12ZZZ123456, clé de contrôle comprise.' } });
  });
  it('puts the reminder errors under their days field', () => {
    expect(billingSettingsBody(form({}, { active: true, firstDays: '30', secondDays: '21' })))
      .toEqual({ ok: false, errors: { secondDays: 'La deuxième relance vient après la première.' } });
    expect(billingSettingsBody(form({}, { formalDays: '21' })))
      .toEqual({ ok: false, errors: { formalDays: 'La mise en demeure vient après la deuxième relance.' } });
    expect(billingSettingsBody(form({}, { firstDays: '' }))).toMatchObject({ ok: false, errors: { firstDays: 'Indiquez un nombre de jours.' } });
    expect(billingSettingsBody(form({}, { firstDays: 'abc' }))).toMatchObject({ ok: false, errors: { firstDays: 'Indiquez un nombre de jours.' } });
    expect(billingSettingsBody(form({}, { firstDays: '2,5' }))).toMatchObject({ ok: false, errors: { firstDays: 'Un nombre entier de jours.' } });
    expect(billingSettingsBody(form({}, { firstDays: '0' }))).toMatchObject({ ok: false, errors: { firstDays: 'Au moins 1 jour après l’échéance.' } });
    expect(billingSettingsBody(form({}, { formalDays: '400' }))).toMatchObject({ ok: false, errors: { formalDays: 'Au plus 365 jours.' } });
  });
});

describe('billingFormOf / billingFormChanged', () => {
  const saved = { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30' as const, reminders: schedule, sepaCreditorId: null };
  it('fills the form with the saved settings, unchanged until something is typed', () => {
    expect(billingFormOf(saved)).toEqual(form());
    expect(billingFormChanged(form(), saved)).toBe(false);
    expect(billingFormChanged(form({}, { firstDays: ' 7 ' }), saved)).toBe(false);
    expect(billingFormChanged(form({}, { active: true }), saved)).toBe(true);
    expect(billingFormChanged(form({}, { formalDays: '60' }), saved)).toBe(true);
    expect(billingFormChanged(form({ paymentDelay: 'days45' }), saved)).toBe(true);
    expect(billingFormChanged(form({ sepaCreditorId: 'FR72ZZZ123456' }), saved)).toBe(true);
  });
});
