import type { CreditRefundBody } from '@vendange/contracts';
import { refundTypes } from '@vendange/contracts';
import { centsToEuroInput } from '../settings/euro-input';
import { amountCentsOf, type AmountError } from './payment-form';

export type RefundType = (typeof refundTypes)[number];

/** The "Rembourser" dialog as typed: the amount is the text of its input ("1 234,56"). */
export interface RefundDraft {
  type: RefundType;
  amount: string;
  /** YYYY-MM-DD, as a date input gives it. */
  refundedOn: string;
  reference: string;
  note: string;
}

/** A fresh refund: all that is left of the credit, by transfer, today. */
export const newRefundDraft = (availableCents: number, today: string): RefundDraft => ({
  type: 'transfer', amount: centsToEuroInput(availableCents), refundedOn: today, reference: '', note: '',
});

/** Why the draft cannot be sent: an amount unreadable, above what is left of the credit, or no date. */
export type RefundDraftError = AmountError | 'overLeft' | 'date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the draft against what is left of the credit and builds the body of POST /v1/payments/credits/{id}/refund. */
export function refundBody(draft: RefundDraft, availableCents: number): { ok: true; body: CreditRefundBody } | { ok: false; error: RefundDraftError } {
  const amount = amountCentsOf(draft.amount, true);
  if (amount.error) return { ok: false, error: amount.error };
  if (amount.cents > availableCents) return { ok: false, error: 'overLeft' };
  if (!DAY.test(draft.refundedOn)) return { ok: false, error: 'date' };
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return { ok: true, body: { type: draft.type, amountCents: amount.cents, refundedOn: draft.refundedOn, reference: text(draft.reference), note: text(draft.note) } };
}
