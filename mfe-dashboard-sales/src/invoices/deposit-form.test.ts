import { describe, expect, it } from 'vitest';
import { depositBody, emptyDepositDraft } from './deposit-form';

const percent = (p: string) => ({ ...emptyDepositDraft, percent: p });
const amount = (a: string) => ({ ...emptyDepositDraft, mode: 'amount' as const, amount: a });

describe('depositBody', () => {
  it('sends a percentage, and what it makes of the total incl. VAT, rounded to the cent', () => {
    expect(depositBody(percent('30'), 10_000)).toEqual({ ok: true, body: { percent: 30 }, ttcCents: 3000 });
    expect(depositBody(percent(' 12,5 % '), 3333)).toEqual({ ok: true, body: { percent: 12.5 }, ttcCents: 417 });
  });
  it('refuses a percentage that is no number, zero or over 100', () => {
    expect(depositBody(percent(''), 10_000)).toEqual({ ok: false, error: 'percentFormat' });
    expect(depositBody(percent('abc'), 10_000)).toEqual({ ok: false, error: 'percentFormat' });
    expect(depositBody(percent('0'), 10_000)).toEqual({ ok: false, error: 'percentRange' });
    expect(depositBody(percent('101'), 10_000)).toEqual({ ok: false, error: 'percentRange' });
  });
  it('refuses a share that makes less than a cent', () => {
    expect(depositBody(percent('0,01'), 10)).toEqual({ ok: false, error: 'empty' });
  });
  it('reads euros typed with a comma into integer cents', () => {
    expect(depositBody(amount('150,50'), 100_000)).toEqual({ ok: true, body: { amountCents: 15050 }, ttcCents: 15050 });
    expect(depositBody(amount('1 200 €'), 200_000)).toEqual({ ok: true, body: { amountCents: 120000 }, ttcCents: 120000 });
  });
  it('refuses a missing, malformed, zero or too large amount', () => {
    expect(depositBody(amount(' '), 10_000)).toEqual({ ok: false, error: 'amountRequired' });
    expect(depositBody(amount('douze'), 10_000)).toEqual({ ok: false, error: 'amountFormat' });
    expect(depositBody(amount('1,234'), 10_000)).toEqual({ ok: false, error: 'amountDecimals' });
    expect(depositBody(amount('0'), 10_000)).toEqual({ ok: false, error: 'empty' });
    expect(depositBody(amount('100,01'), 10_000)).toEqual({ ok: false, error: 'tooLarge' });
  });
  it('ignores the field of the other mode', () => {
    expect(depositBody({ mode: 'percent', percent: '50', amount: 'nonsense' }, 1000)).toMatchObject({ ok: true, body: { percent: 50 } });
  });
});
