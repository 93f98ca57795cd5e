import { describe, expect, it } from 'vitest';
import { FOLDING, foldSearch } from './name-search';

describe('foldSearch', () => {
  it('maps each accented letter to one plain letter, so SQL translate agrees', () => {
    expect([...FOLDING.ACCENTED]).toHaveLength([...FOLDING.PLAIN].length);
    expect(FOLDING.PLAIN).toMatch(/^[a-z]+$/);
  });

  it.each([
    ['Château Belle Rivière', 'chateau belle riviere'],
    ['ÉCHANSON', 'echanson'],
    ['Crémant', 'cremant'],
    ['Bœuf', 'bœuf'],
    ['50%_off', '50%_off'],
  ])('%s → %s', (text, folded) => {
    expect(foldSearch(text)).toBe(folded);
  });
});
