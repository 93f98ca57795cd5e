import type { AccountingCodes, DocumentVentilation, Ventilation, VentilationRow } from '@vendange/contracts';
import { saleAccountOf, vatAccountOf, type LedgerDocument } from './fec-entries';

/** A rate as documents write it in their VAT breakdown: "20.00" → "20", "5.50" → "5.5". */
export const rateKey = (rate: string): string => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/** Rate text compared as a number of hundredths, without floats: "5.5" → 550. */
const hundredths = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** Floor of a / b for b > 0, in integers. */
const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n ? a / b - 1n : a / b);

/**
 * Shares a signed amount over signed weights (a deposit deducted weighs negative) in proportion to them, to the cent:
 * each part floored, the cents left to the largest remainders (ties: first). Weights adding up to nothing: all of it
 * on the largest weight.
 */
export function shareSigned(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((n, w) => n + w, 0);
  if (total === 0) {
    const largest = weights.reduce((best, w, i) => (Math.abs(w) > Math.abs(weights[best]!) ? i : best), 0);
    return weights.map((_, i) => (i === largest ? amount : 0));
  }
  // Both signs turned so the weights add up to a positive sum: remainders then lie in [0, sum).
  const flip = total < 0 ? -1n : 1n;
  const sum = BigInt(total) * flip;
  const parts = weights.map((w, i) => {
    const numerator = BigInt(amount) * BigInt(w) * flip;
    const floor = floorDiv(numerator, sum);
    return { i, floor, rest: numerator - floor * sum };
  });
  const shares = parts.map((p) => p.floor);
  let left = BigInt(amount) - shares.reduce((a, b) => a + b, 0n);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
    if (left <= 0n) break;
    shares[p.i]! += 1n;
    left -= 1n;
  }
  return shares.map((c) => Number(c) + 0);
}

/**
 * One document's lines by sales account × VAT rate (docs/decisions/ventilations.md). Each line goes to the account
 * the FEC posts it to (saleAccountOf, the one mapping); its base excl. VAT to its rate. The VAT of each rate is the
 * document's own (its breakdown, what the FEC posts): each row starts from its lines' VAT and any cent the lines and
 * the rate's VAT differ by is shared out over the rate's rows in proportion to their bases. So a document's rows add
 * up to its total to the cent; a credit note's are negative.
 */
export function documentRows(doc: LedgerDocument, codes: AccountingCodes): VentilationRow[] {
  // 0 − n, not −n: a credit note's zero stays 0 (never −0).
  const signed = (n: number) => (doc.kind === 'credit' ? 0 - n : n);
  const fallbackRate = rateKey(doc.vatBreakdown[0]?.rate ?? '20');
  const rows = new Map<string, VentilationRow & { lineVat: number }>();
  const rowOf = (account: { num: string; lib: string }, rate: string) => {
    const key = `${account.num}|${rate}`;
    const row = rows.get(key) ?? { account: account.num, label: account.lib, rate, baseCents: 0, vatCents: 0, totalCents: 0, lineVat: 0 };
    rows.set(key, row);
    return row;
  };
  for (const line of doc.lines) {
    const row = rowOf(saleAccountOf(doc, line, codes), line.vatRate ? rateKey(line.vatRate) : fallbackRate);
    row.baseCents += line.lineHtCents;
    row.lineVat += line.vatCents ?? 0;
  }
  const vatOfRate = new Map<string, number>();
  for (const v of doc.vatBreakdown) vatOfRate.set(rateKey(v.rate), (vatOfRate.get(rateKey(v.rate)) ?? 0) + v.vatCents);
  for (const [rate, vat] of vatOfRate) {
    let atRate = [...rows.values()].filter((r) => r.rate === rate);
    // VAT at a rate no line carries (never on documents Vendange issues): it stays on the document's first account.
    if (atRate.length === 0) atRate = [rowOf(doc.lines[0] ? saleAccountOf(doc, doc.lines[0], codes) : { num: codes.delivery, lib: 'Ports et frais accessoires facturés' }, rate)];
    const rest = shareSigned(vat - atRate.reduce((n, r) => n + r.lineVat, 0), atRate.map((r) => r.baseCents));
    atRate.forEach((r, i) => { r.vatCents = r.lineVat + rest[i]!; });
  }
  return [...rows.values()]
    .map(({ lineVat: _lineVat, ...r }) => ({ ...r, baseCents: signed(r.baseCents), vatCents: signed(r.vatCents), totalCents: signed(r.baseCents + r.vatCents) }))
    .filter((r) => r.baseCents !== 0 || r.vatCents !== 0);
}

const byAccountThenRate = (a: { account: string; rate: string }, b: { account: string; rate: string }) =>
  a.account.localeCompare(b.account) || hundredths(b.rate) - hundredths(a.rate);

/**
 * The sales of a set of documents by account × rate, with the subtotals per account and per rate and the total,
 * each the sum of the rows (integer cents: no rounding past the documents' own); `documents.totalCents` is the sum of
 * the documents' totals incl. VAT, which the total equals.
 */
export function ventilationOf(docs: readonly LedgerDocument[], codes: AccountingCodes): Ventilation {
  const rows = new Map<string, VentilationRow>();
  for (const doc of docs) {
    for (const r of documentRows(doc, codes)) {
      const key = `${r.account}|${r.rate}`;
      const sum = rows.get(key) ?? { ...r, baseCents: 0, vatCents: 0, totalCents: 0 };
      sum.baseCents += r.baseCents;
      sum.vatCents += r.vatCents;
      sum.totalCents += r.totalCents;
      rows.set(key, sum);
    }
  }
  const sorted = [...rows.values()].sort(byAccountThenRate);
  const accounts = new Map<string, Ventilation['accounts'][number]>();
  const rates = new Map<string, Ventilation['rates'][number]>();
  const total = { baseCents: 0, vatCents: 0, totalCents: 0 };
  for (const r of sorted) {
    const account = accounts.get(r.account) ?? { account: r.account, label: r.label, baseCents: 0, vatCents: 0, totalCents: 0 };
    const rate = rates.get(r.rate) ?? { rate: r.rate, vatAccount: vatAccountOf(r.rate, codes).num, baseCents: 0, vatCents: 0, totalCents: 0 };
    for (const part of [account, rate, total]) {
      part.baseCents += r.baseCents;
      part.vatCents += r.vatCents;
      part.totalCents += r.totalCents;
    }
    accounts.set(r.account, account);
    rates.set(r.rate, rate);
  }
  return {
    rows: sorted, accounts: [...accounts.values()], rates: [...rates.values()].sort((a, b) => hundredths(b.rate) - hundredths(a.rate)), total,
    documents: { count: docs.length, totalCents: docs.reduce((n, d) => (d.kind === 'credit' ? n - d.totalTtcCents : n + d.totalTtcCents), 0) },
  };
}

/** One document's ventilation, as `GET /v1/invoices/{id}/ventilation` answers it. */
export function documentVentilation(id: number, doc: LedgerDocument, codes: AccountingCodes): DocumentVentilation {
  return { id, number: doc.number, kind: doc.kind, ...ventilationOf([doc], codes) };
}
