import type { OpenInvoice, PaymentType, RecordPaymentBody } from '@vendange/contracts';
import { centsToEuroInput, parseEuros } from '../settings/euro-input';
import { allocateOldestFirst } from './allocate';

/** The "Enregistrer un paiement" dialog as typed: amounts are the text of their inputs ("1 234,56"). */
export interface PaymentDraft {
  type: PaymentType;
  status: 'paid' | 'pending' | 'scheduled';
  /** YYYY-MM-DD, as a date input gives it. */
  receivedOn: string;
  amount: string;
  reference: string;
  bank: string;
  note: string;
  /** What each open invoice takes, by invoice id. */
  allocations: Record<number, string>;
}

export const newPaymentDraft = (today: string): PaymentDraft => ({
  type: 'transfer', status: 'paid', receivedOn: today, amount: '', reference: '', bank: '', note: '', allocations: {},
});

/** Why an amount typed cannot be read. */
export type AmountError = 'required' | 'format' | 'decimals' | 'tooLarge';
/** Why the draft cannot be sent (besides the amounts of its fields). */
export type PaymentDraftError = 'client' | 'date' | 'noAllocation' | 'overAmount';

export interface PaymentDraftProblems {
  amount?: AmountError;
  /** By invoice id: an allocation unreadable, or above what is left on its invoice ('overLeft'). */
  allocations: Record<number, AmountError | 'overLeft'>;
  form?: PaymentDraftError;
}

export type PaymentDraftCheck = { ok: true; body: RecordPaymentBody } | { ok: false; problems: PaymentDraftProblems };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a typed amount into cents: blank is 0 unless `required`; null with the reason when unreadable. */
export function amountCentsOf(text: string, required: boolean): { cents: number; error?: undefined } | { cents: null; error: AmountError } {
  const parsed = parseEuros(text);
  if (!parsed.ok) return { cents: null, error: parsed.error === 'decimals' ? 'decimals' : parsed.error === 'too-large' ? 'tooLarge' : 'format' };
  if (parsed.cents === null || (required && parsed.cents === 0)) return required ? { cents: null, error: 'required' } : { cents: 0 };
  return { cents: parsed.cents };
}

/** The allocation inputs prefilled from the amount received, the oldest due invoice first ('' where nothing goes). */
export function prefilledAllocations(amount: string, invoices: readonly OpenInvoice[]): Record<number, string> {
  const received = amountCentsOf(amount, true);
  const shares = allocateOldestFirst(received.cents ?? 0, invoices);
  return Object.fromEntries(invoices.map((i) => {
    const share = shares.get(i.id) ?? 0;
    return [i.id, share > 0 ? centsToEuroInput(share) : ''];
  }));
}

/** What the readable allocations of the draft add up to (unreadable ones count 0). */
export function allocatedCentsOf(draft: PaymentDraft, invoices: readonly OpenInvoice[]): number {
  return invoices.reduce((sum, i) => sum + (amountCentsOf(draft.allocations[i.id] ?? '', false).cents ?? 0), 0);
}

/**
 * Checks the draft against the client's open invoices and builds the body of POST /v1/payments: the amount is
 * required, each allocation at most what is left on its invoice, together at most the amount received (the rest
 * stays not allocated), at least one invoice paid. The server checks all this again.
 */
export function paymentBody(draft: PaymentDraft, invoices: readonly OpenInvoice[] | null, shopId: number): PaymentDraftCheck {
  const problems: PaymentDraftProblems = { allocations: {} };
  const received = amountCentsOf(draft.amount, true);
  if (received.error) problems.amount = received.error;
  const allocations: { invoiceId: number; amountCents: number }[] = [];
  for (const invoice of invoices ?? []) {
    const share = amountCentsOf(draft.allocations[invoice.id] ?? '', false);
    if (share.error) problems.allocations[invoice.id] = share.error;
    else if (share.cents > invoice.leftCents) problems.allocations[invoice.id] = 'overLeft';
    else if (share.cents > 0) allocations.push({ invoiceId: invoice.id, amountCents: share.cents });
  }
  const allocated = allocations.reduce((sum, a) => sum + a.amountCents, 0);
  if (invoices === null) problems.form = 'client';
  else if (!DAY.test(draft.receivedOn)) problems.form = 'date';
  else if (Object.keys(problems.allocations).length === 0 && allocations.length === 0) problems.form = 'noAllocation';
  else if (received.cents !== null && allocated > received.cents) problems.form = 'overAmount';
  if (problems.amount || problems.form || Object.keys(problems.allocations).length > 0 || received.cents === null) return { ok: false, problems };
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    ok: true,
    body: {
      shopId, type: draft.type, status: draft.status, amountCents: received.cents, receivedOn: draft.receivedOn,
      reference: text(draft.reference), bank: text(draft.bank), note: text(draft.note), allocations,
    },
  };
}

/**
 * The same draft paid by a credit note (a credit the client holds): no money received, the credit note named,
 * the amount what the allocations take, never more than is left of the credit.
 */
export function creditUseBody(check: PaymentDraftCheck, credit: { id: number; availableCents: number }): PaymentDraftCheck {
  if (!check.ok) return check;
  const used = check.body.allocations.reduce((sum, a) => sum + a.amountCents, 0);
  if (used > credit.availableCents) return { ok: false, problems: { allocations: {}, form: 'overAmount' } };
  return { ok: true, body: { ...check.body, type: 'creditNote', status: 'paid', amountCents: used, creditNoteId: credit.id, bank: undefined } };
}
