// Without zod: the till draws its first screen with these (docs/decisions/front-end-performance.md, till).
/**
 * The customer display of a till (a pole display on a serial port): two lines of 20 characters, written as one
 * frame of 40 bytes padded with spaces, at 9600 baud (spec point 7). These displays show ASCII only: accents are
 * folded and the euro sign is spelt out, so what the customer reads is never a wrong glyph.
 */
export const POLE_DISPLAY_WIDTH = 20;
export const POLE_DISPLAY_FRAME_BYTES = 40;
export const POLE_DISPLAY_BAUD_RATE = 9600;
/** Where the till's browser finds the display bridge running on the till's own machine (docs/decisions/customer-display.md). */
export const POLE_DISPLAY_BRIDGE_URL = 'http://127.0.0.1:7878';

/** A line folded to printable ASCII: accents dropped, € as EUR, anything else unprintable as '?'. */
export function foldToAscii(text: string): string {
  return text
    .replace(/€/g, 'EUR').replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/æ/g, 'ae').replace(/Æ/g, 'AE')
    .replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D\u00AB\u00BB]/g, '"').replace(/[\u00A0\u202F]/g, ' ')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '?');
}

/** One display line: folded, cut or padded with spaces to exactly 20 characters. */
export function displayLine(text: string): string {
  return foldToAscii(text).slice(0, POLE_DISPLAY_WIDTH).padEnd(POLE_DISPLAY_WIDTH, ' ');
}

/** Two texts side by side on one line: the left one cut so that the right one (an amount) always shows whole. */
export function displayColumns(left: string, right: string): string {
  const r = foldToAscii(right).slice(0, POLE_DISPLAY_WIDTH);
  const room = POLE_DISPLAY_WIDTH - r.length;
  const l = room > 1 ? foldToAscii(left).slice(0, room - 1) : '';
  return displayLine(l.padEnd(room, ' ') + r);
}

/** Cents as the display writes them: 1234,50 (no thousands separator: the width is short). */
export function displayAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The 40 bytes written to the device: the two lines, ASCII, padded with spaces. */
export function displayFrame(top: string, bottom: string): Uint8Array {
  const text = displayLine(top) + displayLine(bottom);
  const bytes = new Uint8Array(POLE_DISPLAY_FRAME_BYTES);
  for (let i = 0; i < POLE_DISPLAY_FRAME_BYTES; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** What the customer reads while the till works: a line just added, the total to pay, the change, a welcome. */
export type DisplayScreen =
  | { kind: 'line'; label: string; quantity: number; unitCents: number; lineCents: number }
  | { kind: 'total'; totalCents: number }
  | { kind: 'change'; paidCents: number; changeCents: number }
  | { kind: 'welcome'; shopName: string };

export function displayTexts(screen: DisplayScreen): { top: string; bottom: string } {
  switch (screen.kind) {
    case 'line':
      return { top: displayLine(screen.label), bottom: displayColumns(`${screen.quantity} x ${displayAmount(screen.unitCents)}`, displayAmount(screen.lineCents)) };
    case 'total':
      return { top: displayColumns('TOTAL', `${displayAmount(screen.totalCents)} EUR`), bottom: displayLine('') };
    case 'change':
      return { top: displayColumns('RECU', `${displayAmount(screen.paidCents)} EUR`), bottom: displayColumns('RENDU', `${displayAmount(screen.changeCents)} EUR`) };
    case 'welcome':
      return { top: displayLine('Bienvenue'), bottom: displayLine(screen.shopName) };
  }
}
