import { describe, expect, it } from 'vitest';
import { newRefundDraft, refundBody } from './refund-form';

describe('refund form', () => {
  it('starts with all that is left, by transfer, today', () => {
    expect(newRefundDraft(12345, '2026-11-27')).toEqual({ type: 'transfer', amount: '123,45', refundedOn: '2026-11-27', reference: '', note: '' });
  });

  it('builds the body in cents, empty texts left out', () => {
    expect(refundBody({ type: 'cheque', amount: '1 000,5', refundedOn: '2026-11-27', reference: ' CHQ 42 ', note: '' }, 200_000))
      .toEqual({ ok: true, body: { type: 'cheque', amountCents: 100050, refundedOn: '2026-11-27', reference: 'CHQ 42', note: undefined } });
  });

  it('refuses an amount missing, unreadable, with three decimals, or above what is left, and a missing date', () => {
    const draft = newRefundDraft(1000, '2026-11-27');
    expect(refundBody({ ...draft, amount: '' }, 1000)).toEqual({ ok: false, error: 'required' });
    expect(refundBody({ ...draft, amount: '0' }, 1000)).toEqual({ ok: false, error: 'required' });
    expect(refundBody({ ...draft, amount: 'dix' }, 1000)).toEqual({ ok: false, error: 'format' });
    expect(refundBody({ ...draft, amount: '1,005' }, 1000)).toEqual({ ok: false, error: 'decimals' });
    expect(refundBody({ ...draft, amount: '10,01' }, 1000)).toEqual({ ok: false, error: 'overLeft' });
    expect(refundBody({ ...draft, refundedOn: '' }, 1000)).toEqual({ ok: false, error: 'date' });
    expect(refundBody(draft, 1000)).toMatchObject({ ok: true, body: { amountCents: 1000 } });
  });
});
