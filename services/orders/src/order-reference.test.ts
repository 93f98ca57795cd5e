import { describe, expect, it } from 'vitest';
import { orderReference, referenceYear, sequenceOf } from './order-reference';

describe('order references', () => {
  it.each([
    [2026, 1, 'CMD-2026-0001'],
    [2026, 42, 'CMD-2026-0042'],
    [2026, 9999, 'CMD-2026-9999'],
    [2027, 12345, 'CMD-2027-12345'],
  ])('year %i, number %i → %s', (year, n, expected) => {
    expect(orderReference(year, n)).toBe(expected);
    expect(sequenceOf(expected, year)).toBe(n);
  });

  it('reads no number from another year or another shape', () => {
    expect(sequenceOf('CMD-2025-0007', 2026)).toBe(0);
    expect(sequenceOf('FAC-2026-0007', 2026)).toBe(0);
  });

  it('numbers in the French year', () => {
    expect(referenceYear(new Date('2026-12-31T22:59:00Z'))).toBe(2026);
    expect(referenceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});
