import { describe, expect, it } from 'vitest';
import { futureMessages } from '@vendange/contracts';
import { futureBody } from './future-checks';
import { emptyFutureForm, equivalentsOf, formatsBody, newTranche, type FutureForm } from './future-form';

const filled = (patch: Partial<FutureForm> = {}): FutureForm => ({
  ...emptyFutureForm(new Date('2025-10-10T12:00:00Z')), product: { id: 7, name: 'Les Galets' }, formatIds: [1, 2], name: 'Primeurs 2025',
  tranches: [newTranche('30', '100'), newTranche('36,50', '50')], ...patch,
});

describe('the campaign form', () => {
  it('starts on the last harvest, delivered in September two years on', () => {
    expect(emptyFutureForm(new Date('2025-10-10T12:00:00Z'))).toMatchObject({ vintage: '2025', expectedDelivery: '2027-09-15' });
    expect(emptyFutureForm(new Date('2026-03-10T12:00:00Z'))).toMatchObject({ vintage: '2025', expectedDelivery: '2027-09-15' });
  });
  it('sends the tranches in cents', () => {
    const r = futureBody(filled());
    expect(r.ok && r.body.tranches).toEqual([{ unitPriceCents: 3000, cap: 100, opensOn: null }, { unitPriceCents: 3650, cap: 50, opensOn: null }]);
  });
  it('names each field wrong, in French', () => {
    const r = futureBody(filled({ product: null, formatIds: [], expectedDelivery: '2027-06-01', tranches: [newTranche('abc', '0')] }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.productId).toBe('Choisissez la cuvée vendue en primeur.');
    expect(r.errors.formatIds).toBe(futureMessages.formats);
    expect(r.errors.expectedDelivery).toBe(futureMessages.expectedDelivery('01/09/2027'));
    expect(r.errors['tranches.0.unitPriceCents']).toMatch(/prix par bouteille/);
    expect(r.errors['tranches.0.cap']).toMatch(/nombre entier/);
  });
  it('sends the last day of the format choice (none when blank), refused after the delivery', () => {
    const none = futureBody(filled());
    expect(none.ok && none.body.formatsCloseOn).toBeNull();
    const dated = futureBody(filled({ formatsCloseOn: '2027-06-30' }));
    expect(dated.ok && dated.body.formatsCloseOn).toBe('2027-06-30');
    const late = futureBody(filled({ formatsCloseOn: '2027-10-01' }));
    expect(!late.ok && late.errors.formatsCloseOn).toBe(futureMessages.formatsCloseAfterDelivery);
  });
  it('sends the day a tranche opens, and refuses one opening before the tranche before it', () => {
    const dated = futureBody(filled({ tranches: [newTranche('30', '100'), newTranche('36,50', '50', '2026-01-15')] }));
    expect(dated.ok && dated.body.tranches[1]).toEqual({ unitPriceCents: 3650, cap: 50, opensOn: '2026-01-15' });
    const r = futureBody(filled({ tranches: [newTranche('30', '100', '2026-02-01'), newTranche('36,50', '50', '2026-01-15')] }));
    expect(!r.ok && r.errors['tranches.1.opensOn']).toBe(futureMessages.opensOrder('01/02/2026'));
  });
});

describe('the format split as typed', () => {
  const formats = [{ formatId: 1, eq75: 0.5 }, { formatId: 2, eq75: 1 }, { formatId: 3, eq75: 2 }];
  it('counts equivalents and leaves blanks out', () => {
    expect(equivalentsOf({ 2: '6', 3: '3' }, formats)).toBe(12);
    expect(formatsBody({ 1: '', 2: '6', 3: '3' })).toEqual({ ok: true, formats: [{ formatId: 2, count: 6 }, { formatId: 3, count: 3 }] });
    expect(formatsBody({ 2: 'six' })).toEqual({ ok: false });
  });
});
