import { parseEurosToCents } from '@vendange/contracts';

/** Why a typed amount was refused: the screen turns it into a French message. */
export type EuroInputError = 'format' | 'decimals' | 'negative' | 'too-large';

export type EuroParse = { ok: true; cents: number | null } | { ok: false; error: EuroInputError };

/** Above this a typo is more likely than a real delivery price or threshold (one million euros, the contract's bound). */
const MAX_CENTS = 100_000_000;

/**
 * Reads euros typed by a producer ("7", "7,5", "12.50", "1 234,56 €") into integer cents (the shared
 * parser: never a float). A blank input is no amount (null), which the caller reads as "no rule" or "required".
 */
export function parseEuros(text: string): EuroParse {
  if (text.replace(/[\s\u00a0\u202f€]/g, '') === '') return { ok: true, cents: null };
  const parsed = parseEurosToCents(text, { maxCents: MAX_CENTS });
  if (parsed.ok) return parsed;
  return { ok: false, error: parsed.error === 'empty' ? 'format' : parsed.error };
}

/** Cents as the text of an input, French style without the currency: 700 → "7,00"; no amount → "". */
export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  if (!Number.isInteger(cents) || cents < 0) throw new TypeError(`centsToEuroInput expects non-negative integer cents, got ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
