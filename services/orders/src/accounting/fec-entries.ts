import type { InvoiceKind, PaymentType } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';

/** The accounts Vendange posts to (French chart of accounts, PCG; docs/decisions/accounting.md). */
export const defaultAccounts = {
  clients: { num: '411000', lib: 'Clients' },
  goods: { num: '701000', lib: 'Ventes de produits finis' },
  delivery: { num: '708500', lib: 'Ports et frais accessoires facturés' },
  deposits: { num: '419100', lib: 'Clients - avances et acomptes reçus' },
  vat: { num: '445710', lib: 'TVA collectée' },
  bank: { num: '512000', lib: 'Banque' },
  cash: { num: '530000', lib: 'Caisse' },
} as const;

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
  lines: ReadonlyArray<{ orderLineId: number | null; quantity: number; lineHtCents: number }>;
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
export function documentEntry(doc: LedgerDocument): Entry {
  const sign = doc.kind === 'credit' ? -1 : 1;
  const label = `${doc.kind === 'credit' ? 'Avoir' : doc.kind === 'deposit' ? 'Acompte' : 'Facture'} ${doc.number} ${doc.clientName}`.slice(0, 200);
  const byAccount = new Map<string, { account: { num: string; lib: string }; cents: number }>();
  for (const line of doc.lines) {
    // Deposits: every line of a deposit invoice, and an invoice's negative line without order line (a deposit deducted).
    const account = doc.kind === 'deposit' || (line.orderLineId === null && line.quantity < 0) ? defaultAccounts.deposits
      : line.orderLineId === null ? defaultAccounts.delivery : defaultAccounts.goods;
    const sum = byAccount.get(account.num) ?? { account, cents: 0 };
    sum.cents += line.lineHtCents;
    byAccount.set(account.num, sum);
  }
  const lines: EntryLine[] = [{
    account: defaultAccounts.clients, aux: clientAccountOf(doc), label,
    ...(sign * doc.totalTtcCents >= 0 ? { debitCents: sign * doc.totalTtcCents, creditCents: 0 } : { debitCents: 0, creditCents: -sign * doc.totalTtcCents }),
  }];
  for (const { account, cents } of byAccount.values()) if (cents !== 0) lines.push({ account, aux: null, label, ...side(sign * cents) });
  for (const vat of doc.vatBreakdown) {
    if (vat.vatCents !== 0) lines.push({ account: defaultAccounts.vat, aux: null, label: `${label} TVA ${vat.rate.replace('.', ',')} %`.slice(0, 200), ...side(sign * vat.vatCents) });
  }
  return { journal: 'VE', date: calendarDate(doc.issuedAt), pieceRef: doc.number, lines };
}

/** The bank (or cash) journal's entry of a payment received: the bank debited, the client credited. */
export function paymentEntry(p: LedgerPayment): Entry {
  const cash = p.type === 'cash';
  const label = `Règlement ${p.clientName}${p.reference ? ` ${p.reference}` : ''}`.slice(0, 200);
  return {
    journal: cash ? 'CA' : 'BQ', date: p.receivedOn, pieceRef: p.reference || `REG${p.id}`,
    lines: [
      { account: cash ? defaultAccounts.cash : defaultAccounts.bank, aux: null, label, debitCents: p.amountCents, creditCents: 0 },
      { account: defaultAccounts.clients, aux: clientAccountOf(p), label, debitCents: 0, creditCents: p.amountCents },
    ],
  };
}
