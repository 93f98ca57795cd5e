import type { ShopInvoicing } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';

/** How a shop's documents look: its colour and its logo (PNG or JPEG bytes). */
export interface Letterhead { color: string; logo: Buffer | null }

/** The shop's colour and logo, the logo read from the shops service only when the shop has one. */
export async function letterheadOf(internal: InternalCall, shop: Pick<ShopInvoicing, 'id' | 'color' | 'logo'>): Promise<Letterhead> {
  if (!shop.logo) return { color: shop.color, logo: null };
  const logo = await internal<{ contentType: string; base64: string } | null>('shops', 'GET', `/v1/internal/shops/${shop.id}/logo`);
  return { color: shop.color, logo: logo ? Buffer.from(logo.base64, 'base64') : null };
}

/** The colour a document prints in: the shop's, else Vendange's. */
export const printColor = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? color : '#156a80');

/**
 * The seller's block at the top left of a document: the logo, if any, with the name and address beside
 * it, so the title, dates and buyer's box keep their places whatever the logo.
 */
export function drawSeller(pdf: PDFKit.PDFDocument, seller: { name: string; lines: readonly string[] }, look: Letterhead): void {
  const left = 40;
  let x = left;
  let width = 300;
  if (look.logo) {
    try {
      pdf.image(look.logo, left, 40, { fit: [110, 60] });
      x = left + 120;
      width = 180;
    } catch {
      // A logo pdfkit cannot read (a damaged file) leaves the name alone rather than failing the document.
    }
  }
  pdf.font('bold').fontSize(14).fillColor(printColor(look.color)).text(seller.name, x, 40, { width });
  pdf.font('body').fontSize(8.5).fillColor('#222222');
  for (const line of seller.lines) pdf.text(line, x, undefined, { width });
}
