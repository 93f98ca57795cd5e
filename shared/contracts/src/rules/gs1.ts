/**
 * GS1 identifiers for the product scan routes (/gs1/01/{gtin}[/22/{variant}][/10/{lot}]). The
 * vintage travels in AI 22 (consumer product variant), the lot in AI 10. GS1 Digital Link's
 * canonical order is 22 then 10; both orders are read.
 */

/** The GS1 check digit of the digits before it (weights 3, 1, 3… from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 with a right check digit, as 14 digits; null otherwise. */
export function normalizeGtin(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return null;
  if (gs1CheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1))) return null;
  return digits.padStart(14, '0');
}

export interface Gs1Link {
  gtin: string;
  lot: string | null;
  variant: string | null;
}

/** GS1 AI 10 and 22 values: up to 20 characters of the GS1 set (printable ASCII here, no slash). */
const AI_VALUE = /^[\x21-\x2e\x30-\x7e]{1,20}$/;

/** Reads a scan path; null when it is not a valid GS1 Digital Link for a GTIN. */
export function parseGs1Path(pathname: string): Gs1Link | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'gs1' || parts[1] !== '01' || !parts[2]) return null;
  const gtin = normalizeGtin(parts[2]);
  if (!gtin) return null;
  const link: Gs1Link = { gtin, lot: null, variant: null };
  const rest = parts.slice(3);
  if (rest.length % 2 !== 0 || rest.length > 4) return null;
  for (let i = 0; i < rest.length; i += 2) {
    let value: string;
    try {
      value = decodeURIComponent(rest[i + 1]!);
    } catch {
      return null;
    }
    if (!AI_VALUE.test(value)) return null;
    if (rest[i] === '10' && link.lot === null) link.lot = value;
    else if (rest[i] === '22' && link.variant === null) link.variant = value;
    else return null;
  }
  return link;
}
