import { describe, expect, it } from 'vitest';
import type { OpenInvoice } from '@vendange/contracts';
import { allocatedCentsOf, amountCentsOf, newPaymentDraft, paymentBody, prefilledAllocations } from './payment-form';

const invoice = (id: number, dueDate: string, leftCents: number) => ({
  id, kind: 'invoice', number: `FA2026-0000${id}`, issuedAt: '2026-01-01T10:00:00.000Z', dueDate, totalTtcCents: leftCents, creditedCents: 0, paidCents: 0, leftCents, daysLate: 0, reminders: [],
}) as OpenInvoice;
const open = [invoice(2, '2026-03-01', 8_000), invoice(1, '2026-02-01', 10_000)];
const draft = (patch: Partial<ReturnType<typeof newPaymentDraft>> = {}) => ({ ...newPaymentDraft('2026-11-25'), ...patch });

describe('amountCentsOf', () => {
  it('reads euros typed with a comma, a dot or spaces, never through a float', () => {
    expect(amountCentsOf('1 234,56', true)).toEqual({ cents: 123456 });
    expect(amountCentsOf('0.29', true)).toEqual({ cents: 29 });
    expect(amountCentsOf('12', false)).toEqual({ cents: 1200 });
  });
  it('reads blank as 0 when optional, as missing when required', () => {
    expect(amountCentsOf(' ', false)).toEqual({ cents: 0 });
    expect(amountCentsOf('', true)).toEqual({ cents: null, error: 'required' });
    expect(amountCentsOf('0,00', true)).toEqual({ cents: null, error: 'required' });
  });
  it('says why an amount is unreadable', () => {
    expect(amountCentsOf('abc', true)).toEqual({ cents: null, error: 'format' });
    expect(amountCentsOf('-3', true)).toEqual({ cents: null, error: 'format' });
    expect(amountCentsOf('1,234', true)).toEqual({ cents: null, error: 'decimals' });
    expect(amountCentsOf('2000000', true)).toEqual({ cents: null, error: 'tooLarge' });
  });
});

describe('prefilledAllocations', () => {
  it('fills the oldest due invoice first, as the inputs show it', () => {
    expect(prefilledAllocations('150', open)).toEqual({ 1: '100,00', 2: '50,00' });
    expect(prefilledAllocations('40', open)).toEqual({ 1: '40,00', 2: '' });
    expect(prefilledAllocations('', open)).toEqual({ 1: '', 2: '' });
  });
});

describe('paymentBody', () => {
  it('builds the body with the invoices paid, the rest of the amount not allocated', () => {
    const check = paymentBody(draft({ type: 'cheque', amount: '190,00', reference: ' 1234567 ', allocations: { 1: '100,00', 2: '80' } }), open, 1);
    expect(check).toEqual({
      ok: true,
      body: {
        shopId: 1, type: 'cheque', status: 'paid', amountCents: 19_000, receivedOn: '2026-11-25', reference: '1234567', bank: undefined, note: undefined,
        allocations: [{ invoiceId: 2, amountCents: 8_000 }, { invoiceId: 1, amountCents: 10_000 }],
      },
    });
    expect(allocatedCentsOf(draft({ allocations: { 1: '100,00', 2: 'x' } }), open)).toBe(10_000);
  });

  it('asks for a client, an amount, a date and at least one invoice paid', () => {
    expect(paymentBody(draft({ amount: '10' }), null, 1)).toMatchObject({ ok: false, problems: { form: 'client' } });
    expect(paymentBody(draft({ allocations: { 1: '10' } }), open, 1)).toMatchObject({ ok: false, problems: { amount: 'required' } });
    expect(paymentBody(draft({ amount: '10', receivedOn: '' }), open, 1)).toMatchObject({ ok: false, problems: { form: 'date' } });
    expect(paymentBody(draft({ amount: '10', allocations: { 1: '', 2: '0' } }), open, 1)).toMatchObject({ ok: false, problems: { form: 'noAllocation' } });
  });

  it('refuses an allocation above what is left on its invoice, or allocations above the amount', () => {
    expect(paymentBody(draft({ amount: '500', allocations: { 1: '100,01' } }), open, 1)).toMatchObject({ ok: false, problems: { allocations: { 1: 'overLeft' } } });
    expect(paymentBody(draft({ amount: '50', allocations: { 1: '40', 2: '20' } }), open, 1)).toMatchObject({ ok: false, problems: { form: 'overAmount' } });
    expect(paymentBody(draft({ amount: '50', allocations: { 1: '4,567' } }), open, 1)).toMatchObject({ ok: false, problems: { allocations: { 1: 'decimals' } } });
  });
});
