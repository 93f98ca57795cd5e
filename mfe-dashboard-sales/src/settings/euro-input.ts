/** Why a typed amount was refused: the screen turns it into a French message. */
export type EuroInputError = 'format' | 'decimals' | 'negative' | 'too-large';

export type EuroParse = { ok: true; cents: number | null } | { ok: false; error: EuroInputError };

/** Above this a typo is more likely than a real delivery price or threshold (one million euros, the contract's bound). */
const MAX_CENTS = 100_000_000;
const AMOUNT = /^(-)?(\d+)(?:[.,](\d*))?$/;

/**
 * Reads euros typed by a producer ("7", "7,5", "12.50", "1 234,56 €") into integer cents without a
 * float: the digits either side of the decimal mark are joined as integers. A blank input is no
 * amount (null), which the caller reads as "no rule" or "required".
 */
export function parseEuros(text: string): EuroParse {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '').replace(/^€/, '');
  if (cleaned === '') return { ok: true, cents: null };
  const m = AMOUNT.exec(cleaned);
  if (!m) return { ok: false, error: 'format' };
  const [, minus, whole, decimals = ''] = m;
  if (decimals.length > 2) return { ok: false, error: 'decimals' };
  if (minus) return { ok: false, error: 'negative' };
  const wholeDigits = whole!.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 9) return { ok: false, error: 'too-large' };
  const cents = Number(wholeDigits) * 100 + Number(decimals.padEnd(2, '0'));
  return cents > MAX_CENTS ? { ok: false, error: 'too-large' } : { ok: true, cents };
}

/** Cents as the text of an input, French style without the currency: 700 → "7,00"; no amount → "". */
export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  if (!Number.isInteger(cents) || cents < 0) throw new TypeError(`centsToEuroInput expects non-negative integer cents, got ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
