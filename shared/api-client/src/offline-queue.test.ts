import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { flushOfflineQueue, offlineQueue, readKept, refusalOf, type KeyValueStore } from './offline-queue';

interface Item { key: string; n: number; refused: string | null }

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); } };
}
const item = (key: string, n = 1): Item => ({ key, n, refused: null });

/** A server that, like the routes with a send key, records each key once and answers a repeat with the first result. */
function idempotentServer() {
  const made = new Map<string, number>();
  let online = true;
  let loseNextAnswer = false;
  return {
    made,
    setOnline(on: boolean) { online = on; },
    loseNextAnswer() { loseNextAnswer = true; },
    async send(q: Item) {
      if (!online) throw new TypeError('Failed to fetch');
      if (q.n < 0) throw new ApiError(400, 'VALIDATION_ERROR', 'Quantité invalide : corrigez la ligne.');
      if (!made.has(q.key)) made.set(q.key, made.size + 1);
      // The server did the work, but the answer never reached the browser (the network went on the way back).
      if (loseNextAnswer) { loseNextAnswer = false; throw new TypeError('network error'); }
    },
  };
}

describe('offline queue', () => {
  it('keeps items in the order they were added, once per key, across a reload of the page', () => {
    const store = memory();
    const q = offlineQueue<Item>(store, 'test.queue', (i) => i.key);
    q.enqueue(item('a'));
    q.enqueue(item('b'));
    q.enqueue(item('a', 2));
    const reloaded = offlineQueue<Item>(store, 'test.queue', (i) => i.key);
    expect(reloaded.queue().map((i) => [i.key, i.n])).toEqual([['b', 1], ['a', 2]]);
    expect(reloaded.sent('b').map((i) => i.key)).toEqual(['a']);
  });

  it('reads a fallback from nothing or from something unreadable', () => {
    const store = memory();
    store.setItem('broken', '{not json');
    expect(readKept(store, 'broken', [])).toEqual([]);
    expect(readKept(store, 'missing', null)).toBeNull();
  });

  it('waits while offline, then sends everything once when the network returns', async () => {
    const server = idempotentServer();
    const q = offlineQueue<Item>(memory(), 'q', (i) => i.key);
    q.enqueue(item('order-1'));
    q.enqueue(item('note-1'));
    server.setOnline(false);
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 0, offline: true });
    expect(q.queue()).toHaveLength(2);
    server.setOnline(true);
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 2, offline: false });
    expect(q.queue()).toEqual([]);
    expect([...server.made.keys()]).toEqual(['order-1', 'note-1']);
  });

  it('sends again an item whose answer was lost, and the server still holds it once', async () => {
    const server = idempotentServer();
    const q = offlineQueue<Item>(memory(), 'q', (i) => i.key);
    q.enqueue(item('order-1'));
    q.enqueue(item('order-2'));
    server.loseNextAnswer();
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 0, offline: true });
    // order-1 is on the server but still in the queue: the next flush sends it again, with its key.
    expect(q.queue().map((i) => i.key)).toEqual(['order-1', 'order-2']);
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 2, offline: false });
    expect(server.made.size).toBe(2);
  });

  it("keeps a refusal aside with the server's message and goes on with the others", async () => {
    const server = idempotentServer();
    const q = offlineQueue<Item>(memory(), 'q', (i) => i.key);
    q.enqueue(item('bad', -1));
    q.enqueue(item('good'));
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 1, offline: false });
    expect(q.queue()).toEqual([{ key: 'bad', n: -1, refused: 'Quantité invalide : corrigez la ligne.' }]);
    // A refused item is not sent again by itself.
    expect(await flushOfflineQueue(q, server.send)).toEqual({ sent: 0, offline: false });
  });

  it('tells a refusal from a reason to wait', () => {
    expect(refusalOf(new ApiError(409, 'X', 'Déjà fait.'))).toBe('Déjà fait.');
    expect(refusalOf(new ApiError(429, 'X', 'Trop de requêtes.'))).toBeNull();
    expect(refusalOf(new ApiError(503, 'X', 'Indisponible.'))).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
