import { describe, expect, it } from 'vitest';
import { settingsTarget } from './settings-link';

describe('settingsTarget', () => {
  it('sends the price-list tabs of the settings to the price lists screen', () => {
    expect(settingsTarget('?link=typos')).toBe('/dashboard/tarifs#typologies');
    expect(settingsTarget('?link=matchGrids&editGrid=1')).toBe('/dashboard/tarifs#grille');
  });
  it('leaves the other tabs alone', () => {
    expect(settingsTarget('?link=billing')).toBeNull();
    expect(settingsTarget('')).toBeNull();
  });
});
