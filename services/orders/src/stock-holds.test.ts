import { describe, expect, it } from 'vitest';
import type { InternalCall } from '@vendange/service-kit';
import { holdCheckoutStock, type StockHoldRef, type StockPart } from './stock-holds';

/** Releases are announced as jobs (order-jobs.ts): here, recorded. */
const released: StockHoldRef[] = [];
const release = async (holds: readonly StockHoldRef[]) => { released.push(...holds); };

/** A catalog that answers each hold from `answers` (by shop) and records every call. */
function fakeCatalog(answers: Record<number, unknown>) {
  const calls: Array<{ path: string; body: { shopId: number } & Record<string, unknown> }> = [];
  const internal = (async (_service: string, _method: string, path: string, body?: unknown) => {
    const b = body as { shopId: number };
    calls.push({ path, body: b as never });
    if (path.endsWith('/release')) return { released: 1 };
    const answer = answers[b.shopId];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as InternalCall;
  return { internal, calls };
}

const part = (shopId: number, ...lines: Array<[number, number, string]>): StockPart => ({ shopId, lines: lines.map(([formatId, quantity, label]) => ({ formatId, quantity, label })) });

describe('holdCheckoutStock', () => {
  it('holds each shop under the checkout id and reports the shops where units were taken', async () => {
    const { internal, calls } = fakeCatalog({ 1: { ok: true, held: true }, 2: { ok: true, held: false } });
    const result = await holdCheckoutStock(internal, release, 'c-1', [part(1, [10, 2, 'Galets'], [10, 1, 'Galets']), part(2, [20, 3, 'Bordeaux'])]);
    expect(result).toEqual({ ok: true, held: [{ shopId: 1, holdKey: 'c-1' }] });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/v1/internal/stock/holds', { shopId: 1, holdKey: 'c-1', lines: [{ formatId: 10, quantity: 2 }, { formatId: 10, quantity: 1 }] }],
      ['/v1/internal/stock/holds', { shopId: 2, holdKey: 'c-1', lines: [{ formatId: 20, quantity: 3 }] }],
    ]);
  });

  it('stops at the first shop short of units, naming its first line of that format with what is left', async () => {
    const { internal, calls } = fakeCatalog({ 1: { ok: true, held: true }, 2: { ok: false, short: [{ formatId: 21, left: 1 }] } });
    const result = await holdCheckoutStock(internal, release, 'c-2', [part(1, [10, 2, 'Galets']), part(2, [20, 1, 'Bordeaux'], [21, 4, 'Entre-Deux-Mers']), part(3, [30, 1, 'X'])]);
    expect(result).toEqual({
      ok: false, held: [{ shopId: 1, holdKey: 'c-2' }],
      problem: { code: 'STOCK', sellerId: 2, line: 1, message: 'Stock insuffisant pour « Entre-Deux-Mers » : il en reste 1.' },
    });
    expect(calls).toHaveLength(2);
  });

  it('gives back what it held when the catalogue fails midway, and lets the failure through', async () => {
    const { internal, calls } = fakeCatalog({ 1: { ok: true, held: true }, 2: new Error('catalog down') });
    released.length = 0;
    await expect(holdCheckoutStock(internal, release, 'c-3', [part(1, [10, 1, 'Galets']), part(2, [20, 1, 'Bordeaux'])])).rejects.toThrow('catalog down');
    expect(calls).toHaveLength(2);
    expect(released).toEqual([{ shopId: 1, holdKey: 'c-3' }]);
  });
});
