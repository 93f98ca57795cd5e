/**
 * The shop's contact form (spec point 2, mobile QR code): the buyer registration page branded with
 * the shop, which links the new buyer to it. Built from the app's own origin, so no other site
 * learns the shop's code.
 */
export function contactFormUrl(origin: string, shopCode: string): string {
  return `${origin.replace(/\/+$/, '')}/auth/register/buyer?id=${encodeURIComponent(shopCode)}`;
}

/** File name of the downloaded QR code image. */
export function qrFileName(shopCode: string): string {
  const safe = shopCode.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `qr-contact-${safe || 'boutique'}.png`;
}
