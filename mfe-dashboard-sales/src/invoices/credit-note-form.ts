import { creditNoteBodySchema, invoiceMessages, type CreditNoteBody, type InvoiceDetail } from '@vendange/contracts';

type Creditable = InvoiceDetail['creditable'][number];

/** The contract's rule on one line's quantity (whole, at least 1), with its French messages. */
const quantitySchema = creditNoteBodySchema.shape.lines.unwrap().element.shape.quantity;

/** The credit-note dialog as typed: the whole invoice (default) or chosen lines, with the reason. */
export interface CreditNoteDraft {
  whole: boolean;
  reason: string;
  /** Quantity typed per invoice line id ('' or 0: that line is not credited). */
  quantities: Record<number, string>;
}

export const emptyCreditNoteDraft: CreditNoteDraft = { whole: true, reason: '', quantities: {} };

export interface CreditNoteErrors {
  /** The contract's French message. */
  reason?: string;
  /** Per invoice line id, the contract's French message. */
  lines: Record<number, string>;
  /** By lines, but no line has a quantity: the dialog says so in its own words. */
  noLine?: true;
}

export type CreditNoteCheck = { ok: true; body: CreditNoteBody } | { ok: false; errors: CreditNoteErrors };

/** The invoice lines still creditable (quantity left > 0), with their label: what the dialog lists. */
export function creditableLines(invoice: { lines: ReadonlyArray<{ id: number; label: string }>; creditable: readonly Creditable[] }) {
  const left = new Map(invoice.creditable.map((c) => [c.lineId, c] as const));
  return invoice.lines.flatMap((line) => {
    const c = left.get(line.id);
    return c && c.quantity > 0 ? [{ lineId: line.id, label: line.label, quantityLeft: c.quantity, ttcLeftCents: c.lineTtcCents }] : [];
  });
}

/**
 * Checks the draft as the server will (the contract's schema and messages) and builds the body of
 * POST /v1/invoices/{id}/credit-note: no `lines` for the whole invoice, else each line with a quantity,
 * never more than what is left on it.
 */
export function creditNoteBody(draft: CreditNoteDraft, creditable: ReadonlyArray<{ lineId: number; quantity: number }>): CreditNoteCheck {
  const errors: CreditNoteErrors = { lines: {} };
  const lines: Array<{ lineId: number; quantity: number }> = [];
  if (!draft.whole) {
    for (const { lineId, quantity: left } of creditable) {
      const typed = (draft.quantities[lineId] ?? '').trim();
      if (typed === '' || typed === '0') continue;
      // Text that is no whole number is read as a fraction, so that the contract's own message says why.
      const checked = quantitySchema.safeParse(/^-?\d+$/.test(typed) ? Number(typed) : 0.5);
      if (!checked.success) errors.lines[lineId] = checked.error.issues[0]?.message ?? invoiceMessages.tooMuch;
      else if (checked.data > left) errors.lines[lineId] = invoiceMessages.tooMuch;
      else lines.push({ lineId, quantity: checked.data });
    }
    if (lines.length === 0 && Object.keys(errors.lines).length === 0) errors.noLine = true;
  }
  const parsed = creditNoteBodySchema.safeParse({ reason: draft.reason, ...(draft.whole ? {} : { lines }) });
  if (!parsed.success) {
    const reasonIssue = parsed.error.issues.find((i) => i.path[0] === 'reason');
    if (reasonIssue) errors.reason = reasonIssue.message;
  }
  if (errors.reason || errors.noLine || Object.keys(errors.lines).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
