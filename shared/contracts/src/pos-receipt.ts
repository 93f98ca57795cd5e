import { z } from 'zod';
import { euroText, paymentTypeLabels, ticketSchema, type Ticket } from './pos-till';
import { once } from './money-text';

/** Who sells, as a receipt prints it (the shop's legal notice). */
export const receiptSellerSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type ReceiptSeller = z.infer<typeof receiptSellerSchema>;

/** GET …/tickets/{id}/receipt: what the till prints (browser or PDF). */
export const receiptSchema = z.object({
  ticket: ticketSchema,
  seller: receiptSellerSchema,
  salesPointName: z.string(),
  header: z.string().nullable(),
  /** The ticket's reference in the journal ('T3-000042'). */
  reference: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export interface ReceiptRow { left: string; right?: string; strong?: boolean; center?: boolean; rule?: boolean }

const parisMoment = once(() => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
/** DD/MM/YYYY HH:mm in France. */
export const receiptMoment = (iso: string) => parisMoment().format(new Date(iso)).replace(',', '');
const rate = (r: string) => `${r.replace('.', ',')} %`;

/**
 * A receipt's rows, the same for the browser's 80 mm print and the PDF: the shop's identity (name, address, SIRET,
 * VAT number), the header, « Ticket n°… », date and time, the lines, discounts, total, VAT per rate, payments,
 * change and tips; a reprint says « DUPLICATA » with its copy number; a cancellation says what it cancels.
 */
export function receiptRows(r: Receipt, copy: number | null): ReceiptRow[] {
  const t: Ticket = r.ticket;
  const rows: ReceiptRow[] = [{ left: r.seller.name, strong: true, center: true }];
  if (r.seller.address) rows.push({ left: r.seller.address, center: true });
  if (r.seller.siret) rows.push({ left: `SIRET ${r.seller.siret}`, center: true });
  if (r.seller.vatNumber) rows.push({ left: `TVA ${r.seller.vatNumber}`, center: true });
  if (r.header) for (const line of r.header.split('\n')) rows.push({ left: line, center: true });
  if (copy !== null) rows.push({ left: `DUPLICATA n°${copy}`, strong: true, center: true });
  rows.push({ left: '', rule: true });
  rows.push({ left: `${t.kind === 'cancellation' ? 'Annulation' : 'Ticket'} n°${t.number}`, right: r.reference, strong: true });
  rows.push({ left: receiptMoment(t.soldAt), right: r.salesPointName });
  if (t.clientName && t.clientId) rows.push({ left: `Client : ${t.clientName}` });
  if (t.kind === 'cancellation' && t.cancelReason) rows.push({ left: `Motif : ${t.cancelReason}` });
  rows.push({ left: '', rule: true });
  for (const l of t.lines) {
    const unit = l.fixedUnitTtcCents ?? l.unitTtcCents;
    rows.push({ left: l.label, right: euroText(l.lineTtcCents) });
    rows.push({ left: `  ${l.quantity} × ${euroText(unit)}  TVA ${rate(l.vatRate)}` });
    if (l.discountPercent && Number(l.discountPercent) > 0) rows.push({ left: `  Remise ${l.discountPercent.replace('.', ',')} % — ${l.reason ?? ''}` });
    else if (l.fixedUnitTtcCents !== null && l.fixedUnitTtcCents !== l.unitTtcCents) rows.push({ left: `  Prix ${euroText(l.unitTtcCents)} → ${euroText(l.fixedUnitTtcCents)} — ${l.reason ?? ''}` });
  }
  const linesTotal = t.lines.reduce((s, l) => s + l.lineTtcCents, 0);
  if (linesTotal !== t.totalTtcCents) {
    rows.push({ left: 'Sous-total', right: euroText(linesTotal) });
    rows.push({ left: `Remise ${t.ticketDiscountPercent?.replace('.', ',') ?? ''} % — ${t.ticketDiscountReason ?? ''}`, right: euroText(t.totalTtcCents - linesTotal) });
  }
  rows.push({ left: '', rule: true });
  rows.push({ left: 'TOTAL TTC', right: euroText(t.totalTtcCents), strong: true });
  for (const v of t.vatLines) rows.push({ left: `TVA ${rate(v.rate)} sur ${euroText(v.htCents)} HT`, right: euroText(v.vatCents) });
  rows.push({ left: 'Total HT', right: euroText(t.totalHtCents) });
  rows.push({ left: '', rule: true });
  for (const p of t.payments) rows.push({ left: paymentTypeLabels[p.type], right: euroText(p.amountCents) });
  if (t.changeCents !== 0) {
    rows.push({ left: 'Espèces remises', right: euroText(t.payments.filter((p) => p.type === 'cash').reduce((s, p) => s + p.amountCents, 0) + t.changeCents) });
    rows.push({ left: 'Monnaie rendue', right: euroText(t.changeCents) });
  }
  if (t.tipsCents !== 0) rows.push({ left: 'Dont pourboire', right: euroText(t.tipsCents) });
  rows.push({ left: '', rule: true });
  rows.push({ left: 'Merci de votre visite', center: true });
  return rows;
}
