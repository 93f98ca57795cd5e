import { describe, expect, it } from 'vitest';
import { paymentDelays } from '@vendange/contracts';
import { paymentDelayLabel } from '../invoices/payment-delay-labels';
import { billingSettingsBody, nextNumberPreview } from './billing-numbering';

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

describe('billingSettingsBody', () => {
  it('uppercases the prefixes', () => {
    expect(billingSettingsBody({ invoicePrefix: 've', creditPrefix: 'av', paymentDelay: 'days30' }))
      .toEqual({ ok: true, body: { invoicePrefix: 'VE', creditPrefix: 'AV', paymentDelay: 'days30' } });
  });
  it('says in French what is wrong, per field', () => {
    expect(billingSettingsBody({ invoicePrefix: 'F A', creditPrefix: 'AV', paymentDelay: 'days30' }))
      .toEqual({ ok: false, errors: { invoicePrefix: 'Le préfixe fait 1 à 8 caractères : lettres, chiffres ou tiret.' } });
    expect(billingSettingsBody({ invoicePrefix: 'FA', creditPrefix: 'fa', paymentDelay: 'days30' }))
      .toEqual({ ok: false, errors: { creditPrefix: 'Factures et avoirs doivent avoir des préfixes différents.' } });
  });
});
