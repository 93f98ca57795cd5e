import { describe, expect, it } from 'vitest';
import { destinationOf } from './stock';

describe('destinationOf', () => {
  it("carries a delivery address's country code to the ledger, upper-cased", () => {
    expect(destinationOf({ country: 'be' })).toEqual({ destination: 'BE' });
    expect(destinationOf({ country: 'FR' })).toEqual({ destination: 'FR' });
  });
  it('carries nothing without an address or a two-letter code', () => {
    expect(destinationOf(null)).toEqual({});
    expect(destinationOf({ country: null })).toEqual({});
    expect(destinationOf({ country: 'Belgique' })).toEqual({});
  });
});
