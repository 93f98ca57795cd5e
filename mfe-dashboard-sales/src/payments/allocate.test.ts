import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, oldestFirst } from './allocate';

const inv = (id: number, dueDate: string, leftCents: number, issuedAt = '2026-01-01T10:00:00.000Z') => ({ id, dueDate, leftCents, issuedAt });

describe('allocateOldestFirst', () => {
  it('pays the oldest due first, then the next with the rest', () => {
    const shares = allocateOldestFirst(15_000, [inv(2, '2026-03-01', 8_000), inv(1, '2026-02-01', 10_000)]);
    expect([...shares]).toEqual([[1, 10_000], [2, 5_000]]);
  });

  it('never puts more than what is left on an invoice, and keeps the excess not allocated', () => {
    const shares = allocateOldestFirst(30_000, [inv(1, '2026-02-01', 10_000), inv(2, '2026-03-01', 8_000)]);
    expect([...shares]).toEqual([[1, 10_000], [2, 8_000]]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(18_000);
  });

  it('never allocates more than the amount received; later invoices get 0', () => {
    const shares = allocateOldestFirst(4_000, [inv(1, '2026-02-01', 10_000), inv(2, '2026-03-01', 8_000)]);
    expect([...shares]).toEqual([[1, 4_000], [2, 0]]);
  });

  it('breaks ties on the due date by issue date, then by id', () => {
    const shares = allocateOldestFirst(100, [inv(9, '2026-02-01', 100, '2026-01-02T00:00:00Z'), inv(3, '2026-02-01', 100, '2026-01-02T00:00:00Z'), inv(7, '2026-02-01', 100, '2026-01-01T00:00:00Z')]);
    expect(shares.get(7)).toBe(100);
    expect(shares.get(3)).toBe(0);
    expect(shares.get(9)).toBe(0);
    expect(oldestFirst([inv(9, '2026-02-01', 1), inv(3, '2026-02-01', 1)]).map((i) => i.id)).toEqual([3, 9]);
  });

  it('allocates nothing for no amount, a negative or a fractional one, nor on an invoice with nothing left', () => {
    expect([...allocateOldestFirst(0, [inv(1, '2026-02-01', 500)]).values()]).toEqual([0]);
    expect([...allocateOldestFirst(-5, [inv(1, '2026-02-01', 500)]).values()]).toEqual([0]);
    expect([...allocateOldestFirst(10.5, [inv(1, '2026-02-01', 500)]).values()]).toEqual([0]);
    expect([...allocateOldestFirst(300, [inv(1, '2026-02-01', 0), inv(2, '2026-03-01', 500)])]).toEqual([[1, 0], [2, 300]]);
    expect(allocateOldestFirst(300, []).size).toBe(0);
  });
});
