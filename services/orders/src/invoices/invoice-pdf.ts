import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatEuros, type InvoiceDetail } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { frenchDay } from './payment-terms';
import { drawSeller, printColor, type Letterhead } from '../pdf-letterhead';
import { reasonNote } from './reason-note';

const require = createRequire(import.meta.url);
// PDF/A wants every font embedded: DejaVu covers French text and the euro sign.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const titles = { invoice: 'FACTURE', deposit: 'FACTURE D’ACOMPTE', credit: 'AVOIR' } as const;

const percent = (rate: string) => `${rate.replace('.', ',')} %`;

export interface PdfLook extends Letterhead {
  /** A quote printed with the same page: its title, and its last day instead of a due date. */
  quote?: { validUntil: string | null };
}

/**
 * The printable document (A4, PDF/A-3b fonts embedded), with the French mandatory mentions: seller's
 * identity, SIREN/SIRET, VAT number, RCS, legal form and capital; buyer; number and dates; lines with
 * their VAT rate; totals per rate; due date and penalties; for a credit note the invoice it credits.
 * Factur-X then attaches the CII to it (factur-x.ts).
 */
export function renderInvoicePdf(doc: InvoiceDetail, look: PdfLook): Promise<Buffer> {
  const title = look.quote ? 'DEVIS' : titles[doc.kind];
  const pdf = new PDFDocument({ size: 'A4', margin: 40, pdfVersion: '1.7', subset: 'PDF/A-3b', bufferPages: true, lang: 'fr-FR', info: { Title: `${title} ${doc.number}`, Author: doc.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => { pdf.on('end', () => resolve(Buffer.concat(chunks))); pdf.on('error', reject); });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD);
  const color = printColor(look.color);
  const left = 40;
  const width = pdf.page.width - 80;
  const s = doc.seller;

  // Seller, then the document's title and dates.
  drawSeller(pdf, { name: s.name, lines: [...s.addressLines, [s.zipcode, s.city].filter(Boolean).join(' '), s.phone, s.email].filter((l): l is string => Boolean(l)) }, look);
  pdf.font('bold').fontSize(16).fillColor(color).text(title, left + 300, 40, { width: width - 300, align: 'right' });
  pdf.font('body').fontSize(9).fillColor('#222222')
    .text(`N° ${doc.number}`, { width: width - 300, align: 'right' })
    .text(`Date : ${frenchDay(calendarDate(new Date(doc.issuedAt)))}`, { width: width - 300, align: 'right' });
  if (look.quote) pdf.text(look.quote.validUntil ? `Valable jusqu’au : ${frenchDay(look.quote.validUntil)}` : '', { width: width - 300, align: 'right' });
  else if (doc.kind !== 'credit') pdf.text(`Échéance : ${frenchDay(doc.dueDate)}`, { width: width - 300, align: 'right' });
  if (doc.orderReference) pdf.text(`Commande : ${doc.orderReference}`, { width: width - 300, align: 'right' });
  if (doc.sourceNumber) pdf.text(`Sur facture : ${doc.sourceNumber}`, { width: width - 300, align: 'right' });

  // Buyer.
  const buyerTop = 150;
  pdf.roundedRect(left + 280, buyerTop, width - 280, 80, 4).strokeColor('#cccccc').stroke();
  pdf.font('bold').fontSize(10).text(doc.buyer.name, left + 290, buyerTop + 8, { width: width - 300 });
  pdf.font('body').fontSize(9);
  for (const line of [...doc.buyer.addressLines, [doc.buyer.zipcode, doc.buyer.city].filter(Boolean).join(' '), doc.buyer.country !== 'FR' ? doc.buyer.country : null].filter(Boolean)) pdf.text(line!, { width: width - 300 });
  if (doc.buyer.vatNumber) pdf.text(`TVA : ${doc.buyer.vatNumber}`, { width: width - 300 });
  if (doc.reason) pdf.font('body').fontSize(9).text(reasonNote(doc)!, left, buyerTop + 8, { width: 260 });

  // Lines.
  const cols = [
    { label: 'Désignation', w: 215, align: 'left' as const },
    { label: 'Qté', w: 35, align: 'right' as const },
    { label: 'PU HT', w: 65, align: 'right' as const },
    { label: 'Remise HT', w: 60, align: 'right' as const },
    { label: 'TVA', w: 40, align: 'right' as const },
    { label: 'Total HT', w: width - 415, align: 'right' as const },
  ];
  let y = buyerTop + 100;
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'bold' : 'body').fontSize(8.5);
    const heights = cells.map((c, i) => pdf.heightOfString(c, { width: cols[i]!.w - 6 }));
    const h = Math.max(...heights) + 6;
    if (y + h > pdf.page.height - 120) { pdf.addPage(); y = 40; }
    let x = left;
    cells.forEach((c, i) => { pdf.text(c, x + 3, y + 3, { width: cols[i]!.w - 6, align: cols[i]!.align }); x += cols[i]!.w; });
    y += h;
    pdf.moveTo(left, y).lineTo(left + width, y).strokeColor('#e5e5e5').stroke();
  };
  pdf.rect(left, y, width, 16).fill(color);
  pdf.fillColor('#ffffff');
  row(cols.map((c) => c.label), true);
  pdf.fillColor('#222222');
  for (const l of doc.lines) {
    row([l.dutiesCents ? `${l.label}\ndont droits d’accise et CSS ${formatEuros(l.dutiesCents)}` : l.label, String(l.quantity), formatEuros(l.unitHtCents), l.discountCents ? formatEuros(l.discountCents) : '', percent(l.vatRate), formatEuros(l.lineHtCents)]);
  }

  // VAT per rate and totals.
  y += 10;
  const duties = doc.lines.reduce((n, l) => n + l.dutiesCents, 0);
  const totals: Array<[string, string, boolean]> = [
    ['Total HT', formatEuros(doc.totalHtCents), false],
    ...(duties ? [['dont droits d’accise et CSS', formatEuros(duties), false] as [string, string, boolean]] : []),
    ...doc.vatBreakdown.map((v): [string, string, boolean] => [`TVA ${percent(v.rate)} sur ${formatEuros(v.baseCents)}`, formatEuros(v.vatCents), false]),
    [doc.kind === 'credit' ? 'Total TTC de l’avoir' : 'Total TTC', formatEuros(doc.totalTtcCents), true],
  ];
  for (const [label, value, bold] of totals) {
    if (y > pdf.page.height - 140) { pdf.addPage(); y = 40; }
    pdf.font(bold ? 'bold' : 'body').fontSize(bold ? 10.5 : 9).text(label, left + width - 290, y, { width: 190, align: 'right' }).text(value, left + width - 100, y, { width: 100, align: 'right' });
    y += bold ? 16 : 13;
  }
  if (doc.vatBreakdown.some((v) => Number(v.rate) === 0)) pdf.font('body').fontSize(8.5).text('TVA non applicable, art. 293 B du CGI.', left, y, { width });
  y += 8;
  pdf.font('body').fontSize(8.5).text('Prix hors TVA droits d’accise et cotisation sécurité sociale inclus (ils entrent dans la base de la TVA).', left, y, { width });
  pdf.moveDown(0.5).text(doc.paymentTerms, { width });
  const bank = doc.kind !== 'credit' ? doc.seller.bank : null;
  if (bank) pdf.moveDown(0.3).text(`Règlement par virement : ${bank.holder} · IBAN ${bank.iban.replace(/(.{4})/g, '$1 ').trim()} · BIC ${bank.bic}`, { width });

  // Footer: the seller's legal identity on every page.
  const legal = [s.name, s.legalForm, s.shareCapital ? `au capital de ${s.shareCapital}` : null, s.siret ? `SIRET ${s.siret}` : null, s.rcsCity ? `RCS ${s.rcsCity}` : null, s.vatNumber ? `TVA ${s.vatNumber}` : null].filter(Boolean).join(' · ');
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    // The footer sits in the bottom margin: writing there must not start a new page.
    pdf.page.margins.bottom = 0;
    pdf.font('body').fontSize(7.5).fillColor('#555555').text(legal, left, pdf.page.height - 50, { width, align: 'center', lineBreak: true });
  }
  pdf.end();
  return done;
}
