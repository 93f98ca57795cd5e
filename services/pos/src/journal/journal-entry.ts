import type { PaymentType } from '@vendange/contracts';

/**
 * What the cash register writes to its journal (docs/decisions/cash-register-journal.md). Every amount is in
 * integer cents incl. VAT unless its name says otherwise; a cancellation carries the cancelled amounts negated.
 */
export type JournalKind = 'ticket' | 'cancellation' | 'duplicate' | 'payment' | 'closing' | 'event';
export const journalKinds = ['ticket', 'cancellation', 'duplicate', 'payment', 'closing', 'event'] as const satisfies readonly JournalKind[];

export interface JournalLine {
  label: string;
  productId: number | null;
  /** Whole units; negative on a cancellation. */
  quantity: number;
  /** Unit price incl. VAT before any discount. */
  unitPriceCents: number;
  /** Line discount incl. VAT (positive on a sale), with its reason. */
  discountCents: number;
  discountReason: string | null;
  /** quantity × unitPriceCents − discountCents. */
  totalCents: number;
  /** '20', '10', '5.5'… as in the catalogue. */
  vatRate: string;
}

export interface JournalVatTotal {
  rate: string;
  exclVatCents: number;
  vatCents: number;
  /** exclVatCents + vatCents. */
  inclVatCents: number;
}

export interface JournalPayment {
  type: PaymentType;
  amountCents: number;
}

/** A ticket's content: lines, the ticket discount, VAT per rate and payments. */
export interface JournalSale {
  lines: JournalLine[];
  /** Discount on the whole ticket (positive on a sale), with its reason; null when none. */
  ticketDiscount: { amountCents: number; reason: string } | null;
  /** One row per VAT rate; their inclVatCents add up to totalCents. */
  vat: JournalVatTotal[];
  /** Payments taken (cash after change); they add up to totalCents + tipsCents. */
  payments: JournalPayment[];
  /** Σ lines − ticket discount. */
  totalCents: number;
  /** Tips paid with the ticket: not a sale, so outside totalCents and the grand totals. */
  tipsCents: number;
  /** Cash handed over and change given back, when paid in cash (information for the receipt). */
  cashTenderedCents: number | null;
  changeCents: number | null;
  clientId: number | null;
}

/** A closing's figures, as written in its journal entry and its closing row. */
export interface JournalClosingTotals {
  period: 'day' | 'month' | 'year';
  /** '2026-11-27', '2026-11' or '2026' (French calendar). */
  periodKey: string;
  firstSequence: number | null;
  lastSequence: number;
  ticketCount: number;
  cancellationCount: number;
  totalCents: number;
  vat: JournalVatTotal[];
  payments: JournalPayment[];
  grandTotalCents: number;
  grandTotalAbsCents: number;
}

interface EntryBase {
  shopId: number;
  salesPointId: number;
  /** The ticket's reference (a duplicate: the ticket copied; a closing: Z-2026-11-27…; an event: its code). */
  reference: string;
  /** Who did it; null for the platform itself (a job). */
  userId: number | null;
}

export type JournalEntryInput =
  | (EntryBase & { kind: 'ticket'; sale: JournalSale })
  | (EntryBase & { kind: 'cancellation'; cancels: string; reason: string; sale: JournalSale })
  | (EntryBase & { kind: 'duplicate'; copyNumber: number })
  | (EntryBase & { kind: 'payment'; of: string; payments: JournalPayment[] })
  | (EntryBase & { kind: 'closing'; closing: JournalClosingTotals })
  | (EntryBase & { kind: 'event'; event: string; detail: Record<string, string | number | boolean | null> });

/** What an append gives back: the entry's place and seal in the chain. */
export interface JournalAppended {
  id: number;
  sequence: number;
  hash: string;
  signature: string;
  recordedAt: Date;
  grandTotalCents: number;
  grandTotalAbsCents: number;
}
