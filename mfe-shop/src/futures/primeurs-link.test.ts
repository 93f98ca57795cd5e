import { describe, expect, it } from 'vitest';
import { primeursPathOf } from './primeurs-link';

describe('the shop page’s Primeurs link', () => {
  it('leads to the primeur page when the shop has an open campaign', () => {
    expect(primeursPathOf(1, [{ id: 4 }])).toBe('/shops/1/primeurs');
  });
  it('is absent without one, with the module off (an empty list), or when the list could not be read', () => {
    expect(primeursPathOf(1, [])).toBeNull();
    expect(primeursPathOf(1, null)).toBeNull();
    expect(primeursPathOf(1, undefined)).toBeNull();
  });
});
