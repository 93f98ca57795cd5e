import { describe, expect, it } from 'vitest';
import { changeFeedCache } from './change-feed-cache';

/** A loader that counts its reads and answers the current value. */
function source(initial: string) {
  const state = { reads: 0, value: initial };
  return { state, load: async () => { state.reads += 1; return state.value; } };
}

describe('changeFeedCache (without a database: TTL and explicit drops)', () => {
  it('drops exactly the values depending on an announced change key', async () => {
    const cache = changeFeedCache<string>({ ttlMs: 60_000 });
    const a = source('a1');
    const b = source('b1');
    await cache.get('page-shops-1-2', ['catalog:1', 'catalog:2'], a.load);
    await cache.get('page-shop-3', ['catalog:3'], b.load);
    a.state.value = 'a2';
    b.state.value = 'b2';
    cache.forget('catalog:2');
    expect(await cache.get('page-shops-1-2', ['catalog:1', 'catalog:2'], a.load)).toBe('a2');
    expect(await cache.get('page-shop-3', ['catalog:3'], b.load)).toBe('b1');
    cache.forget('catalog:9');
    expect(a.state.reads + b.state.reads).toBe(3);
  });

  it('keeps at most maxEntries, the oldest going first; 0 keeps nothing', async () => {
    const cache = changeFeedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const s = source('v');
    for (const key of ['k1', 'k2', 'k3']) await cache.get(key, ['x'], s.load);
    await cache.get('k3', ['x'], s.load);
    await cache.get('k2', ['x'], s.load);
    expect(s.state.reads).toBe(3);
    await cache.get('k1', ['x'], s.load);
    expect(s.state.reads).toBe(4);

    const none = changeFeedCache<string>({ ttlMs: 60_000, maxEntries: 0 });
    await none.get('k', [], s.load);
    await none.get('k', [], s.load);
    expect(s.state.reads).toBe(6);
  });

  it('reads again after the TTL, after forgetAll, and after a failed read', async () => {
    let clock = 0;
    const cache = changeFeedCache<string>({ ttlMs: 1000, now: () => clock });
    const s = source('v');
    await cache.get('k', [], s.load);
    clock = 999;
    await cache.get('k', [], s.load);
    expect(s.state.reads).toBe(1);
    clock = 1000;
    await cache.get('k', [], s.load);
    cache.forgetAll();
    await cache.get('k', [], s.load);
    expect(s.state.reads).toBe(3);
    await expect(cache.get('bad', [], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', [], s.load)).toBe('v');
  });

  it('never keeps a read that was running when its change came', async () => {
    const cache = changeFeedCache<string>({ ttlMs: 60_000 });
    let release!: (v: string) => void;
    const first = cache.get('k', ['catalog:1'], () => new Promise<string>((r) => { release = r; }));
    await new Promise((r) => setTimeout(r, 0));
    cache.forget('catalog:1');
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('k', ['catalog:1'], async () => 'new')).toBe('new');
  });

  it('names the dependencies of a value from the value; keeps nothing for null or when a change came meanwhile', async () => {
    const cache = changeFeedCache<{ id: number } | null>({ ttlMs: 60_000 });
    let reads = 0;
    const shop = (id: number | null) => async () => { reads += 1; return id === null ? null : { id }; };
    const byValue = (v: { id: number } | null) => (v ? [`shop:${v.id}`] : null);
    await cache.get('coteaux', byValue, shop(3));
    await cache.get('coteaux', byValue, shop(3));
    expect(reads).toBe(1);
    cache.forget('shop:3');
    await cache.get('coteaux', byValue, shop(3));
    expect(reads).toBe(2);
    await cache.get('nowhere', byValue, shop(null));
    await cache.get('nowhere', byValue, shop(null));
    expect(reads).toBe(4);
    let release!: () => void;
    const slow = cache.get('slow', byValue, async () => { await new Promise<void>((r) => { release = r; }); reads += 1; return { id: 5 }; });
    await new Promise((r) => setTimeout(r, 0));
    cache.forget('shop:9');
    release();
    await slow;
    await cache.get('slow', byValue, shop(5));
    expect(reads).toBe(6);
  });
});
