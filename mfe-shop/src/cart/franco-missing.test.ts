import { describe, expect, it } from 'vitest';
import { francoMissingOf } from './franco-missing';

describe('francoMissingOf', () => {
  it('says the amount excl. VAT and the bottles still missing, each in its unit', () => {
    expect(francoMissingOf({ franco: false, amountBeforeFranco: 23747, amountBeforeBottleFranco: null }, 'any')).toEqual({ amountHt: 23747, bottles: null, join: 'or' });
    expect(francoMissingOf({ franco: false, amountBeforeFranco: null, amountBeforeBottleFranco: '4' }, 'any')).toEqual({ amountHt: null, bottles: 4, join: 'or' });
    expect(francoMissingOf({ franco: false, amountBeforeFranco: 23747, amountBeforeBottleFranco: '1.5' }, 'any')).toEqual({ amountHt: 23747, bottles: 1.5, join: 'or' });
  });

  it("with both thresholds required, leaves out the one already reached and joins with 'and'", () => {
    expect(francoMissingOf({ franco: false, amountBeforeFranco: 0, amountBeforeBottleFranco: '4' }, 'all')).toEqual({ amountHt: null, bottles: 4, join: 'and' });
    expect(francoMissingOf({ franco: false, amountBeforeFranco: 500, amountBeforeBottleFranco: '2' }, 'all')).toMatchObject({ join: 'and' });
  });

  it('has nothing to say once shipping is free or without thresholds', () => {
    expect(francoMissingOf({ franco: true, amountBeforeFranco: 0, amountBeforeBottleFranco: '3' }, 'any')).toBeNull();
    expect(francoMissingOf({ franco: false, amountBeforeFranco: null, amountBeforeBottleFranco: null }, 'any')).toBeNull();
  });
});
