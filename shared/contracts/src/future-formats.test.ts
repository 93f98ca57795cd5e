import { describe, expect, it } from 'vitest';
import { formatChoiceOpen, formatSplitProblem } from './future-formats';

const offered = [{ formatId: 1, eq75: 0.5, label: 'demi-bouteilles' }, { formatId: 2, eq75: 1 }, { formatId: 3, eq75: 2 }];

describe('formatSplitProblem', () => {
  it('accepts a split adding up exactly, compared in 75 cl equivalents', () => {
    expect(formatSplitProblem(offered, [{ formatId: 2, count: 6 }, { formatId: 3, count: 3 }], 12)).toBeNull();
    expect(formatSplitProblem(offered, [{ formatId: 1, count: 2 }, { formatId: 2, count: 11 }], 12)).toBeNull();
    expect(formatSplitProblem(offered, [{ formatId: 2, count: 12 }, { formatId: 3, count: 0 }], 12)).toBeNull();
  });
  it('says how much is missing', () => {
    expect(formatSplitProblem(offered, [{ formatId: 2, count: 6 }, { formatId: 3, count: 2 }], 12))
      .toBe('Les formats choisis font 10 équivalent(s) bouteille pour 12 commandé(s) : il en manque 2, ajoutez-les (un magnum compte pour 2, une demi-bouteille pour 0,5).');
    expect(formatSplitProblem(offered, [{ formatId: 1, count: 1 }, { formatId: 2, count: 11 }], 12)).toContain('il en manque 0,5');
  });
  it('says how much is too many', () => {
    expect(formatSplitProblem(offered, [{ formatId: 2, count: 6 }, { formatId: 3, count: 4 }], 12))
      .toBe('Les formats choisis font 14 équivalent(s) bouteille pour 12 commandé(s) : 2 de trop, retirez-en.');
  });
  it('asks for a split when nothing is chosen', () => {
    expect(formatSplitProblem(offered, [], 12)).toMatch(/^Répartissez vos 12 équivalent\(s\) bouteille/);
  });
  it('refuses a format not offered and a count that is not a whole number', () => {
    expect(formatSplitProblem(offered, [{ formatId: 9, count: 12 }], 12)).toMatch(/n'est pas proposé/);
    expect(formatSplitProblem(offered, [{ formatId: 1, count: 1.5 }], 12)).toBe('Indiquez un nombre entier de demi-bouteilles, 0 ou plus.');
    expect(formatSplitProblem(offered, [{ formatId: 2, count: -1 }], 12)).toMatch(/nombre entier/);
  });
});

describe('formatChoiceOpen', () => {
  const open = { status: 'open', formatsCloseOn: null, formatsClosedAt: null };
  it('is open until closed by hand, its last day passed, or bottled', () => {
    expect(formatChoiceOpen(open, '2026-11-27')).toBe(true);
    expect(formatChoiceOpen({ ...open, status: 'closed' }, '2026-11-27')).toBe(true);
    expect(formatChoiceOpen({ ...open, formatsClosedAt: '2026-11-01T10:00:00Z' }, '2026-11-27')).toBe(false);
    expect(formatChoiceOpen({ ...open, status: 'delivered' }, '2026-11-27')).toBe(false);
  });
  it('keeps its last day open (a French day, inclusive)', () => {
    expect(formatChoiceOpen({ ...open, formatsCloseOn: '2026-11-27' }, '2026-11-27')).toBe(true);
    expect(formatChoiceOpen({ ...open, formatsCloseOn: '2026-11-27' }, '2026-11-28')).toBe(false);
  });
});
