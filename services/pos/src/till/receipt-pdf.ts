import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { receiptRows, type Receipt } from '@vendange/contracts';

const require = createRequire(import.meta.url);
// The same embedded fonts as the invoices: French text and the euro sign.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** 80 mm receipt paper: 226.77 points wide; the page grows with the ticket. */
const WIDTH = 226.77;
const MARGIN = 10;
const ROW = 11;

/** The receipt as a PDF on an 80 mm roll, with the rows the browser prints (receiptRows). */
export function renderReceiptPdf(receipt: Receipt, copy: number | null): Promise<Buffer> {
  const rows = receiptRows(receipt, copy);
  const height = MARGIN * 2 + rows.reduce((h, r) => h + (r.rule ? 8 : r.right && r.left.length > 30 ? ROW * 2 : ROW), 0) + ROW;
  const pdf = new PDFDocument({ size: [WIDTH, height], margin: MARGIN, lang: 'fr-FR', info: { Title: `Ticket ${receipt.reference}`, Author: receipt.seller.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => { pdf.on('end', () => resolve(Buffer.concat(chunks))); pdf.on('error', reject); });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD);
  const inner = WIDTH - MARGIN * 2;
  let y = MARGIN;
  for (const r of rows) {
    if (r.rule) {
      pdf.moveTo(MARGIN, y + 3).lineTo(WIDTH - MARGIN, y + 3).dash(2, { space: 2 }).strokeColor('#555').stroke().undash();
      y += 8;
      continue;
    }
    pdf.font(r.strong ? 'bold' : 'body').fontSize(r.strong ? 8.5 : 7.5).fillColor('#000');
    if (r.right) {
      const rightWidth = pdf.widthOfString(r.right) + 2;
      pdf.text(r.left, MARGIN, y, { width: inner - rightWidth - 4, lineBreak: true });
      const used = Math.max(ROW, pdf.y - y);
      pdf.text(r.right, MARGIN, y, { width: inner, align: 'right' });
      y += used;
    } else {
      pdf.text(r.left, MARGIN, y, { width: inner, align: r.center ? 'center' : 'left' });
      y = Math.max(y + ROW, pdf.y);
    }
  }
  pdf.end();
  return done;
}
