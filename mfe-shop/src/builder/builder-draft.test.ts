import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOne, countOf, emptyDraft, isFull, keepValid, mayAddOne, missingOf, quantityOf, removeOne, type BuilderDraft } from './builder-draft';

const rouge = { productId: 10, formatId: 100 };
const magnum = { productId: 10, formatId: 101 };
const blanc = { productId: 11, formatId: 110 };

describe('the box being composed', () => {
  it('adds one bottle at a time, per wine and format, and counts them', () => {
    let draft = addOne(emptyDraft, rouge, 6);
    draft = addOne(draft, rouge, 6);
    draft = addOne(draft, magnum, 6);
    draft = addOne(draft, blanc, 6);
    expect(draft.items).toEqual([{ ...rouge, quantity: 2 }, { ...magnum, quantity: 1 }, { ...blanc, quantity: 1 }]);
    expect([countOf(draft), quantityOf(draft, 100), quantityOf(draft, 999), missingOf(draft, 6), isFull(draft, 6)]).toEqual([4, 2, 0, 2, false]);
    expect(emptyDraft.items).toEqual([]);
  });

  it('never goes beyond the size of the box', () => {
    let draft = emptyDraft;
    for (let i = 0; i < 5; i += 1) draft = addOne(draft, i % 2 ? rouge : blanc, 3);
    expect(countOf(draft)).toBe(3);
    expect(isFull(draft, 3)).toBe(true);
    expect(missingOf(draft, 3)).toBe(0);
    expect(addOne(draft, magnum, 3)).toBe(draft);
  });

  it('removes one bottle, the wine once at 0, and ignores a wine not in the box', () => {
    let draft = addOne(addOne(emptyDraft, rouge, 6), rouge, 6);
    draft = removeOne(draft, 100);
    expect(draft.items).toEqual([{ ...rouge, quantity: 1 }]);
    draft = removeOne(draft, 100);
    expect(draft.items).toEqual([]);
    expect(removeOne(draft, 100)).toBe(draft);
  });

  it('property: any sequence of adds and removes stays between 0 and the size, and matches its items', () => {
    const wines = [rouge, magnum, blanc];
    fc.assert(fc.property(fc.integer({ min: 2, max: 24 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 2 })), { maxLength: 60 }), (size, steps) => {
      let draft: BuilderDraft = emptyDraft;
      for (const [add, w] of steps) draft = add ? addOne(draft, wines[w]!, size) : removeOne(draft, wines[w]!.formatId);
      expect(countOf(draft)).toBeGreaterThanOrEqual(0);
      expect(countOf(draft)).toBeLessThanOrEqual(size);
      expect(draft.items.every((i) => i.quantity > 0)).toBe(true);
      expect(new Set(draft.items.map((i) => i.formatId)).size).toBe(draft.items.length);
    }), { numRuns: 500 });
  });
});

describe('a draft read back', () => {
  it('keeps eligible wines with whole positive quantities, once each', () => {
    const raw = { items: [{ ...rouge, quantity: 2 }, { ...blanc, quantity: 1.5 }, { ...magnum, quantity: 0 }, { productId: 12, formatId: 120, quantity: 1 }, { ...rouge, quantity: 1 }, 'x', null] };
    expect(keepValid(raw, [rouge, blanc, magnum], 6)).toEqual({ items: [{ ...rouge, quantity: 2 }] });
  });

  it('cuts what goes beyond the size, the last chosen first', () => {
    expect(keepValid({ items: [{ ...rouge, quantity: 4 }, { ...blanc, quantity: 4 }, { ...magnum, quantity: 1 }] }, null, 6)).toEqual({ items: [{ ...rouge, quantity: 4 }, { ...blanc, quantity: 2 }] });
  });

  it('is empty for anything that is not a draft', () => {
    for (const raw of [null, undefined, 'x', 3, {}, { items: 'x' }]) expect(keepValid(raw, null, 6)).toEqual({ items: [] });
  });

  it('drops a wine taken out of the box (the same product in another format is another wine)', () => {
    expect(keepValid({ items: [{ ...magnum, quantity: 2 }] }, [rouge], 6)).toEqual({ items: [] });
  });
});

describe("a wine's stock in the composer", () => {
  it('never puts in more bottles of a wine than are left', () => {
    const scarce = { productId: 1, formatId: 10, stock: 2 };
    let draft = addOne(emptyDraft, scarce, 6);
    draft = addOne(draft, scarce, 6);
    expect(mayAddOne(draft, scarce, 6)).toBe(false);
    expect(addOne(draft, scarce, 6)).toBe(draft);
    expect(mayAddOne(draft, { formatId: 20, stock: null }, 6)).toBe(true);
    expect(mayAddOne(emptyDraft, { formatId: 30, stock: 0 }, 6)).toBe(false);
  });
});
