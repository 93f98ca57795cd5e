import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Address, Shipment } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { frenchDay } from '../invoices/payment-terms';
import { drawSeller, printColor, type Letterhead } from '../pdf-letterhead';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface DeliveryNoteFacts extends Letterhead {
  shipment: Shipment;
  /** The seller's name and address lines (legal notice, else the shop's name). */
  seller: { name: string; lines: string[]; legal: string };
  deliverTo: Address | null;
  collectionPoint: string | null;
}

/**
 * The delivery note (bon de livraison) packed with a shipment: seller, number and dates, the order, where it
 * goes, the units of each line, parcels, carrier and tracking, and a box for the receiver's signature.
 */
export function renderDeliveryNote(f: DeliveryNoteFacts): Promise<Buffer> {
  const { shipment: s } = f;
  const pdf = new PDFDocument({ size: 'A4', margin: 40, lang: 'fr-FR', bufferPages: true, info: { Title: `Bon de livraison ${s.number}`, Author: f.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => { pdf.on('end', () => resolve(Buffer.concat(chunks))); pdf.on('error', reject); });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD);
  const color = printColor(f.color);
  const left = 40;
  const width = pdf.page.width - 80;

  drawSeller(pdf, f.seller, f);
  pdf.font('bold').fontSize(16).fillColor(color).text('BON DE LIVRAISON', left + 300, 40, { width: width - 300, align: 'right' });
  pdf.font('body').fontSize(9).fillColor('#222222')
    .text(`N° ${s.number}`, { width: width - 300, align: 'right' })
    .text(`Date : ${frenchDay(calendarDate(new Date(s.createdAt)))}`, { width: width - 300, align: 'right' })
    .text(`Commande : ${s.orderReference}`, { width: width - 300, align: 'right' });

  const top = 150;
  pdf.roundedRect(left + 280, top, width - 280, 84, 4).strokeColor('#cccccc').stroke();
  const a = f.deliverTo;
  const to = f.collectionPoint
    ? [`Retrait : ${f.collectionPoint}`, s.clientName]
    : a ? [a.name?.trim() || s.clientName, [a.firstname, a.lastname].filter(Boolean).join(' '), a.street, a.complement, `${a.zipcode} ${a.city}`, a.country !== 'FR' ? a.country : null].filter((l): l is string => Boolean(l))
      : [s.clientName, 'Remise en main propre'];
  pdf.font('bold').fontSize(10).text(to[0]!, left + 290, top + 8, { width: width - 300 });
  pdf.font('body').fontSize(9);
  for (const line of to.slice(1)) pdf.text(line, { width: width - 300 });
  pdf.font('body').fontSize(9).text([
    `Colis : ${s.parcels}`, `Unités : ${s.units}`,
    s.carrier ? `Transporteur : ${s.carrier}` : null, s.trackingNumber ? `Suivi : ${s.trackingNumber}` : null,
  ].filter(Boolean).join('\n'), left, top + 8, { width: 260 });

  let y = top + 104;
  pdf.rect(left, y, width, 16).fill(color);
  pdf.fillColor('#ffffff').font('bold').fontSize(8.5).text('Désignation', left + 4, y + 4, { width: width - 100 }).text('Quantité', left + width - 90, y + 4, { width: 86, align: 'right' });
  pdf.fillColor('#222222');
  y += 18;
  for (const l of s.lines) {
    const h = pdf.font('body').fontSize(9).heightOfString(l.label, { width: width - 100 }) + 6;
    if (y + h > pdf.page.height - 160) { pdf.addPage(); y = 40; }
    pdf.text(l.label, left + 4, y + 3, { width: width - 100 }).text(String(l.quantity), left + width - 90, y + 3, { width: 86, align: 'right' });
    y += h;
    pdf.moveTo(left, y).lineTo(left + width, y).strokeColor('#e5e5e5').stroke();
  }
  y += 24;
  if (y > pdf.page.height - 160) { pdf.addPage(); y = 40; }
  pdf.font('body').fontSize(9).text('Reçu en bon état (date, nom et signature ; réserves éventuelles à préciser au transporteur) :', left, y, { width });
  pdf.roundedRect(left, y + 16, width, 60, 4).strokeColor('#cccccc').stroke();

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0;
    pdf.font('body').fontSize(7.5).fillColor('#555555').text(f.seller.legal, left, pdf.page.height - 50, { width, align: 'center' });
  }
  pdf.end();
  return done;
}
