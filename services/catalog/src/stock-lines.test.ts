import { describe, expect, it } from 'vitest';
import { stockLinesOf } from './stock-lines';

describe('stockLinesOf', () => {
  it('sums the lines of one format and sorts by format', () => {
    expect(stockLinesOf([{ formatId: 9, quantity: 2 }, { formatId: 3, quantity: 1 }, { formatId: 9, quantity: 4 }])).toEqual([
      { formatId: 3, quantity: 1 }, { formatId: 9, quantity: 6 },
    ]);
  });

  it('keeps a single line as it is, and nothing as nothing', () => {
    expect(stockLinesOf([{ formatId: 1, quantity: 12 }])).toEqual([{ formatId: 1, quantity: 12 }]);
    expect(stockLinesOf([])).toEqual([]);
  });
});
