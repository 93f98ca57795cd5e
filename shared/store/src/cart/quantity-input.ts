import { ORDER_LIMITS } from '@vendange/contracts';

/** What the cart's quantity field is left holding, once cleaned. */
export type QuantityDecision =
  /** Nothing usable typed (empty, a lone minus sign) or the same quantity: the line stays as it is. */
  | { kind: 'keep' }
  /** 0 or less: the line leaves the cart, once the buyer has confirmed. */
  | { kind: 'remove' }
  /** `capped`: more than an order line accepts was typed, so the field holds the most it accepts. */
  | { kind: 'set'; quantity: number; capped: boolean };

/**
 * What the quantity field accepts as it is typed: digits, and a minus sign in front (typing a
 * negative quantity asks to remove the line rather than being silently read as another number).
 * Letters, spaces, decimal points are dropped.
 */
export function quantityCharacters(typed: string): string {
  const negative = typed.trimStart().startsWith('-');
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${digits}`;
}

/** The decision for the cleaned text of the field of a line now at `current`. */
export function quantityDecision(text: string, current: number): QuantityDecision {
  const cleaned = quantityCharacters(text);
  if (!/\d/.test(cleaned)) return { kind: 'keep' };
  const typed = cleaned.startsWith('-') ? -Number(cleaned.slice(1)) : Number(cleaned);
  if (typed <= 0) return { kind: 'remove' };
  const quantity = Math.min(typed, ORDER_LIMITS.quantity);
  if (quantity === current && typed <= ORDER_LIMITS.quantity) return { kind: 'keep' };
  return { kind: 'set', quantity, capped: typed > ORDER_LIMITS.quantity };
}
