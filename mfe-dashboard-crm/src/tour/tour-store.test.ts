import { describe, expect, it } from 'vitest';
import { flushOfflineQueue, type KeyValueStore } from '@vendange/api-client';
import type { Task } from '@vendange/contracts';
import { moveVisit, orderedVisits, orderKey, orderOf, tourStore, visitDone, type TourAction } from './tour-store';

const visit = (id: number, dueAt: string, extra: Partial<Task> = {}): Task => ({
  id, shopId: 1, title: 'Visite', notes: null, activity: 'visit', priority: 'normal', dueAt, assigneeId: 4, assigneeName: 'Marc Durand',
  clientId: id * 10, clientName: `Client ${id}`, reminderMinutes: null, done: false, doneAt: null, late: false, createdById: 4, createdAt: dueAt, ...extra,
});
const memory = (): KeyValueStore => { const m = new Map<string, string>(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => { m.set(k, v); } }; };

describe('the order of the visits', () => {
  const day = [visit(1, '2026-11-27T14:00:00Z'), visit(2, '2026-11-27T08:00:00Z'), visit(3, '2026-11-27T10:00:00Z')];

  it('follows the due time until the agent orders them, then their order; a visit added later goes after', () => {
    expect(orderedVisits(day, []).map((v) => v.id)).toEqual([2, 3, 1]);
    expect(orderedVisits(day, [1, 2]).map((v) => v.id)).toEqual([1, 2, 3]);
    expect(orderedVisits([...day, visit(4, '2026-11-27T07:00:00Z')], [1, 2, 3]).map((v) => v.id)).toEqual([1, 2, 3, 4]);
  });

  it("shows the order moved here while it waits to be sent, else the server's, else the one kept here", () => {
    const waiting: TourAction = { kind: 'order', key: orderKey('2026-11-27'), day: '2026-11-27', taskIds: [3, 1, 2], clientName: '', refused: null };
    expect(orderOf('2026-11-27', [waiting], [1, 2, 3], [2, 1])).toEqual([3, 1, 2]);
    expect(orderOf('2026-11-27', [], [1, 2, 3], [2, 1])).toEqual([1, 2, 3]);
    expect(orderOf('2026-11-27', [], [], [2, 1])).toEqual([2, 1]);
    // Another day's move, or a move the server refused, does not count.
    expect(orderOf('2026-11-28', [waiting], [1, 2, 3], [])).toEqual([1, 2, 3]);
    expect(orderOf('2026-11-27', [{ ...waiting, refused: 'Non' }], undefined, [2, 1])).toEqual([2, 1]);
  });

  it('keeps one waiting order per day: a newer move replaces the one not sent yet', () => {
    const store = tourStore(4, memory());
    store.enqueue({ kind: 'order', key: orderKey('2026-11-27'), day: '2026-11-27', taskIds: [1, 2], clientName: '', refused: null });
    store.enqueue({ kind: 'order', key: orderKey('2026-11-27'), day: '2026-11-27', taskIds: [2, 1], clientName: '', refused: null });
    expect(store.queue()).toHaveLength(1);
    expect((store.queue()[0] as Extract<TourAction, { kind: 'order' }>).taskIds).toEqual([2, 1]);
  });

  it('moves a visit one place up or down, never past either end', () => {
    const shown = orderedVisits(day, []);
    expect(moveVisit(shown, 1, -1)).toEqual([2, 1, 3]);
    expect(moveVisit(shown, 2, -1)).toEqual([2, 3, 1]);
    expect(moveVisit(shown, 1, 1)).toEqual([2, 3, 1]);
    expect(moveVisit(shown, 99, 1)).toEqual([2, 3, 1]);
  });

  it('shows a visit done as soon as the agent marks it, before the server knows', () => {
    const waiting: TourAction[] = [{ kind: 'done', key: 'done:1:3', shopId: 1, taskId: 3, clientName: 'Client 3', refused: null }];
    expect(visitDone(day[2]!, waiting)).toBe(true);
    expect(visitDone(day[0]!, waiting)).toBe(false);
    expect(visitDone(visit(5, '2026-11-27T07:00:00Z', { done: true }), [])).toBe(true);
  });
});

describe('what tour mode keeps', () => {
  it('keeps the day, the order and the queue per agent, and replays the queue once the network returns', async () => {
    const store = memory();
    const marc = tourStore(4, store);
    marc.keepOrder('2026-11-27', [3, 1]);
    const sale: TourAction = { kind: 'sale', key: 'k-sale', shopId: 1, clientId: 10, clientName: 'Client 1', asOrder: false, lines: [{ productId: 3, formatId: 5, quantity: 6, label: 'Les Galets · 75 cl' }], refused: null };
    const note: TourAction = { kind: 'note', key: 'k-note', shopId: 1, clientId: 10, clientName: 'Client 1', body: 'Rappeler en janvier', refused: null };
    marc.enqueue(sale);
    marc.enqueue(note);
    expect(tourStore(5, store).queue()).toEqual([]);
    const reloaded = tourStore(4, store);
    expect(reloaded.order('2026-11-27')).toEqual([3, 1]);
    const sent: string[] = [];
    let online = false;
    const send = async (a: TourAction) => { if (!online) throw new TypeError('Failed to fetch'); sent.push(a.key); };
    expect(await flushOfflineQueue(reloaded, send)).toEqual({ sent: 0, offline: true });
    online = true;
    expect(await flushOfflineQueue(reloaded, send)).toEqual({ sent: 2, offline: false });
    expect(sent).toEqual(['k-sale', 'k-note']);
    expect(reloaded.queue()).toEqual([]);
  });
});
