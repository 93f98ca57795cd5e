import { describe, expect, it } from 'vitest';
import { checkoutPaymentTypes, paymentStatuses } from '@vendange/contracts';
import { checkoutPaymentLabels, deliveryTypeLabels } from '../settings/sales-labels';
import { paymentStatusTone } from './payment-status';

describe('paymentStatusTone', () => {
  it('colours every payment status of the contract', () => {
    for (const s of paymentStatuses) expect(['blue', 'red', 'gray', 'cyan', 'orange', 'green']).toContain(paymentStatusTone(s));
  });
  it('reads paid as good news, a refused or missing payment as a problem, a pending one as to watch, a closed one as grey', () => {
    expect(paymentStatusTone('paid')).toBe('green');
    expect([paymentStatusTone('error'), paymentStatusTone('missing')]).toEqual(['red', 'red']);
    expect([paymentStatusTone('pending'), paymentStatusTone('requiresAction')]).toEqual(['orange', 'orange']);
    expect([paymentStatusTone('setup'), paymentStatusTone('processing')]).toEqual(['cyan', 'cyan']);
    expect([paymentStatusTone('refunded'), paymentStatusTone('cancelled')]).toEqual(['gray', 'gray']);
  });
});

describe('settings labels', () => {
  it('names every method a buyer may be offered, in French', () => {
    expect(Object.keys(checkoutPaymentLabels)).toEqual([...checkoutPaymentTypes]);
    expect(Object.values(checkoutPaymentLabels).map((l) => l.message)).toEqual([
      'Carte bancaire (Stripe)', 'Virement', 'Chèque', 'Espèces au retrait', 'Lettre de change (LCR)', 'Prélèvement',
    ]);
  });
  it('names each delivery type in French', () => {
    expect(Object.values(deliveryTypeLabels).map((l) => l.message)).toEqual(['Colissimo', 'Chronopost', 'Transporteur', 'Livraison par le domaine', 'Autre']);
  });
});
