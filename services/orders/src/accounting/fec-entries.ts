import type { AccountingCodes, AccountProductType, InvoiceKind, PaymentType } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';

/** What each account the FEC posts to is called (CompteLib), whatever number the shop gives it. */
const productTypeLabels: Record<AccountProductType, string> = {
  bottle: 'Ventes de produits finis', spirit: 'Ventes de produits finis', box: 'Ventes de produits finis',
  accessory: 'Ventes de marchandises', food: 'Ventes de marchandises', prestation: 'Prestations de services', touristTax: 'Taxe de séjour collectée',
};
const treasuryLabel = (type: PaymentType) => (type === 'cash' || type === 'tips' ? 'Caisse' : type === 'cheque' ? 'Chèques à encaisser' : type === 'creditNote' ? 'Clients' : 'Banque');
const isProductType = (t: string | null | undefined): t is AccountProductType => !!t && t in productTypeLabels;

export const journals = {
  VE: 'Journal des ventes',
  BQ: 'Journal de banque',
  CA: 'Journal de caisse',
} as const;
export type JournalCode = keyof typeof journals;

/** A sales document as the ledger reads it: its lines' amounts excl. VAT and the VAT per rate. */
export interface LedgerDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  buyerId: number | null;
  clientName: string;
  totalTtcCents: number;
  vatBreakdown: ReadonlyArray<{ rate: string; vatCents: number }>;
  /**
   * `productType`: the order line's (null for the delivery, deposits and older lines: sold as bottles).
   * `vatRate` (percent, as the line stores it: "20.00") and `vatCents`: what the ventilation by rate reads.
   */
  lines: ReadonlyArray<LedgerLine>;
}

export interface LedgerLine { orderLineId: number | null; quantity: number; lineHtCents: number; productType?: string | null; vatRate?: string; vatCents?: number }

/**
 * The sales account a document line is posted to (the one mapping the FEC and the ventilation share): every line of
 * a deposit invoice, and an invoice's negative line without order line (a deposit deducted), to the deposits
 * received; another line without order line (the delivery) to delivery; a goods line to its product type's account.
 */
export function saleAccountOf(doc: Pick<LedgerDocument, 'kind'>, line: LedgerLine, codes: AccountingCodes): { num: string; lib: string } {
  const type = isProductType(line.productType) ? line.productType : 'bottle';
  return doc.kind === 'deposit' || (line.orderLineId === null && line.quantity < 0) ? { num: codes.deposits, lib: 'Clients - avances et acomptes reçus' }
    : line.orderLineId === null ? { num: codes.delivery, lib: 'Ports et frais accessoires facturés' } : { num: codes.productTypes[type], lib: productTypeLabels[type] };
}

/** The VAT collected account of a rate ("20", "5.5"), the 20 % one for a rate the codes do not list. */
export function vatAccountOf(rate: string, codes: AccountingCodes): { num: string; lib: string } {
  return { num: codes.vatRates[rate as keyof AccountingCodes['vatRates']] ?? codes.vatRates['20'], lib: `TVA collectée ${rate.replace('.', ',')} %` };
}

export interface LedgerPayment {
  id: number;
  type: PaymentType;
  receivedOn: string;
  amountCents: number;
  reference: string | null;
  buyerId: number | null;
  clientName: string;
}

/** One line of an entry: an account debited or credited (never both), in cents. */
export interface EntryLine {
  account: { num: string; lib: string };
  /** The client's own account under 411 (CompAuxNum / CompAuxLib). */
  aux: { num: string; lib: string } | null;
  label: string;
  debitCents: number;
  creditCents: number;
}

export interface Entry {
  journal: JournalCode;
  /** YYYY-MM-DD, the French calendar day of the document or the payment. */
  date: string;
  pieceRef: string;
  lines: EntryLine[];
}

/** The client's auxiliary account: their Vendange account, else a code from the name they are invoiced under. */
export function clientAccountOf(c: { buyerId: number | null; clientName: string }): { num: string; lib: string } {
  const fromName = c.clientName.replace(/Œ/g, 'OE').replace(/œ/g, 'oe').replace(/Æ/g, 'AE').replace(/æ/g, 'ae').normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12);
  return { num: c.buyerId !== null ? `C${String(c.buyerId).padStart(6, '0')}` : `C${fromName || 'DIVERS'}`, lib: c.clientName };
}

/** A signed amount on the side it belongs to: a credit when positive (a sale), a debit when negative. */
const side = (credit: number) => (credit >= 0 ? { debitCents: 0, creditCents: credit } : { debitCents: -credit, creditCents: 0 });

/**
 * The sales journal's entry of an invoice, deposit invoice or credit note: the client debited with the
 * total incl. VAT, sales (goods, delivery) and deposits received credited excl. VAT, VAT credited per
 * rate; a credit note the other way round. A deposit invoice credits 4191; the final invoice's
 * deduction lines (negative) debit it back. Balanced by construction: total = lines + VAT.
 */
export function documentEntry(doc: LedgerDocument, codes: AccountingCodes): Entry {
  const sign = doc.kind === 'credit' ? -1 : 1;
  const label = `${doc.kind === 'credit' ? 'Avoir' : doc.kind === 'deposit' ? 'Acompte' : 'Facture'} ${doc.number} ${doc.clientName}`.slice(0, 200);
  const byAccount = new Map<string, { account: { num: string; lib: string }; cents: number }>();
  for (const line of doc.lines) {
    const account = saleAccountOf(doc, line, codes);
    const sum = byAccount.get(account.num) ?? { account, cents: 0 };
    sum.cents += line.lineHtCents;
    byAccount.set(account.num, sum);
  }
  const lines: EntryLine[] = [{
    account: { num: codes.clients, lib: 'Clients' }, aux: clientAccountOf(doc), label,
    ...(sign * doc.totalTtcCents >= 0 ? { debitCents: sign * doc.totalTtcCents, creditCents: 0 } : { debitCents: 0, creditCents: -sign * doc.totalTtcCents }),
  }];
  for (const { account, cents } of byAccount.values()) if (cents !== 0) lines.push({ account, aux: null, label, ...side(sign * cents) });
  for (const vat of doc.vatBreakdown) {
    const vatAccount = vatAccountOf(vat.rate, codes);
    if (vat.vatCents !== 0) lines.push({ account: vatAccount, aux: null, label: `${label} TVA ${vat.rate.replace('.', ',')} %`.slice(0, 200), ...side(sign * vat.vatCents) });
  }
  return { journal: 'VE', date: calendarDate(doc.issuedAt), pieceRef: doc.number, lines };
}

/**
 * The bank (or cash) journal's entry of a payment received: the bank debited, the client credited. A refund (a
 * negative amount: a credit note paid back) is the other way round: the client debited, the bank credited.
 */
export function paymentEntry(p: LedgerPayment, codes: AccountingCodes): Entry {
  const cash = p.type === 'cash' || p.type === 'tips';
  // A cheque the producer writes leaves the bank account itself: 5112 holds only cheques received, not yet cashed.
  const method = p.amountCents < 0 && p.type === 'cheque' ? 'transfer' : p.type;
  const label = `${p.amountCents < 0 ? 'Remboursement' : 'Règlement'} ${p.clientName}${p.reference ? ` ${p.reference}` : ''}`.slice(0, 200);
  return {
    journal: cash ? 'CA' : 'BQ', date: p.receivedOn, pieceRef: p.reference || `REG${p.id}`,
    lines: [
      { account: { num: codes.paymentMethods[method], lib: treasuryLabel(method) }, aux: null, label, ...side(-p.amountCents) },
      { account: { num: codes.clients, lib: 'Clients' }, aux: clientAccountOf(p), label, ...side(p.amountCents) },
    ],
  };
}

/**
 * The reversal of a payment received whose money went back out (bounced, refunded, cancelled), on the day it did:
 * the client debited again, the bank (or cash) credited, the same piece. The receipt itself stays where it was.
 */
export function paymentReversalEntry(p: LedgerPayment & { reversedOn: string }, codes: AccountingCodes): Entry {
  const receipt = paymentEntry(p, codes);
  const label = `Rejet ${receipt.lines[0]!.label}`.slice(0, 200);
  return {
    ...receipt, date: p.reversedOn,
    lines: receipt.lines.map((line) => ({ ...line, label, debitCents: line.creditCents, creditCents: line.debitCents })),
  };
}
