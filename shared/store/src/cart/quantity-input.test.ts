import { describe, expect, it } from 'vitest';
import { quantityCharacters, quantityDecision } from './quantity-input';

describe('the cart quantity field', () => {
  it.each([
    ['12', '12'], ['1a2', '12'], ['abc', ''], ['-3', '-3'], [' -3x', '-3'], ['3-', '3'], ['2.5', '25'], ['007', '7'], ['0', '0'], ['-', '-'],
  ])('keeps digits and a leading minus: %j → %j', (typed, kept) => expect(quantityCharacters(typed)).toBe(kept));

  it('0 or a negative quantity asks to remove the line', () => {
    expect(quantityDecision('0', 2)).toEqual({ kind: 'remove' });
    expect(quantityDecision('-4', 2)).toEqual({ kind: 'remove' });
  });

  it('nothing usable, or the same quantity, keeps the line as it is', () => {
    expect(quantityDecision('', 2)).toEqual({ kind: 'keep' });
    expect(quantityDecision('-', 2)).toEqual({ kind: 'keep' });
    expect(quantityDecision('abc', 2)).toEqual({ kind: 'keep' });
    expect(quantityDecision('2', 2)).toEqual({ kind: 'keep' });
  });

  it('sets a quantity, and caps one over what an order line accepts (10 000)', () => {
    expect(quantityDecision('5', 2)).toEqual({ kind: 'set', quantity: 5, capped: false });
    expect(quantityDecision('10000', 2)).toEqual({ kind: 'set', quantity: 10_000, capped: false });
    expect(quantityDecision('100000', 2)).toEqual({ kind: 'set', quantity: 10_000, capped: true });
    expect(quantityDecision('99999999999999999999', 10_000)).toEqual({ kind: 'set', quantity: 10_000, capped: true });
  });
});
