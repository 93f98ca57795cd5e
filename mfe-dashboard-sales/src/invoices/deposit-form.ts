import { depositBodySchema, type DepositBody } from '@vendange/contracts';
import { parseEuros } from '../settings/euro-input';

/** The deposit dialog as typed: a share of the order's total incl. VAT, or an amount in euros ("150,50"). */
export interface DepositDraft {
  mode: 'percent' | 'amount';
  percent: string;
  amount: string;
}

export const emptyDepositDraft: DepositDraft = { mode: 'percent', percent: '', amount: '' };

/** Why the draft cannot be sent: the dialog says it in French (or English). */
export type DepositError = 'percentFormat' | 'percentRange' | 'amountRequired' | 'amountFormat' | 'amountDecimals' | 'tooLarge' | 'empty';

export type DepositCheck = { ok: true; body: DepositBody; ttcCents: number } | { ok: false; error: DepositError };

const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/**
 * Checks the draft and builds the body of POST /v1/orders/{id}/deposit (exactly one of `percent` and
 * `amountCents`), with what the deposit comes to incl. VAT: a share of `orderTtcCents` rounded to the cent,
 * or the amount typed. It never exceeds the order's total (the server also deducts deposits already asked).
 */
export function depositBody(draft: DepositDraft, orderTtcCents: number): DepositCheck {
  if (draft.mode === 'percent') {
    const typed = draft.percent.replace(/[\s\u00a0\u202f%]/g, '');
    if (!PERCENT.test(typed)) return { ok: false, error: 'percentFormat' };
    const percent = Number(typed.replace(',', '.'));
    if (!depositBodySchema.safeParse({ percent }).success) return { ok: false, error: 'percentRange' };
    const ttcCents = Math.round((orderTtcCents * percent) / 100);
    if (ttcCents < 1) return { ok: false, error: 'empty' };
    return { ok: true, body: { percent }, ttcCents };
  }
  const parsed = parseEuros(draft.amount);
  if (!parsed.ok) return { ok: false, error: parsed.error === 'decimals' ? 'amountDecimals' : parsed.error === 'too-large' ? 'tooLarge' : 'amountFormat' };
  if (parsed.cents === null) return { ok: false, error: 'amountRequired' };
  if (parsed.cents < 1) return { ok: false, error: 'empty' };
  if (parsed.cents > orderTtcCents) return { ok: false, error: 'tooLarge' };
  return { ok: true, body: { amountCents: parsed.cents }, ttcCents: parsed.cents };
}
