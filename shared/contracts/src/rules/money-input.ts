/** Why a typed amount was refused: the screen turns it into a French message. */
export type MoneyInputError = 'empty' | 'format' | 'decimals' | 'negative' | 'too-large';

export type MoneyParse = { ok: true; cents: number } | { ok: false; error: MoneyInputError };

/** Above this a typo is more likely than a real unit price (ten million euros). */
const MAX_CENTS = 1_000_000_000;
const AMOUNT = /^(-)?(\d+)(?:[.,](\d*))?$/;

/**
 * Reads euros typed by a person ("12,50", "12.5", "1 234,56 €", "-2") into integer cents without
 * ever going through a float: the digits are split on the decimal mark and joined as integers.
 */
export function parseEurosToCents(text: string, options: { allowNegative?: boolean; maxCents?: number } = {}): MoneyParse {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '').replace(/^€/, '');
  if (cleaned === '') return { ok: false, error: 'empty' };
  const m = AMOUNT.exec(cleaned);
  if (!m) return { ok: false, error: 'format' };
  const [, minus, whole, decimals = ''] = m;
  if (decimals.length > 2) return { ok: false, error: 'decimals' };
  if (minus && !options.allowNegative) return { ok: false, error: 'negative' };
  const wholeDigits = whole!.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 10) return { ok: false, error: 'too-large' };
  const cents = Number(wholeDigits) * 100 + Number(decimals.padEnd(2, '0'));
  if (cents > (options.maxCents ?? MAX_CENTS)) return { ok: false, error: 'too-large' };
  return { ok: true, cents: minus && cents !== 0 ? -cents : cents };
}

/** Cents as the text of an input field, French style without the currency: 1250 → "12,50". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  if (!Number.isInteger(cents)) throw new TypeError(`centsToInput expects integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
