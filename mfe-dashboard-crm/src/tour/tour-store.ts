import { keep, offlineQueue, readKept, type KeyValueStore } from '@vendange/api-client';
import type { ClientFile, ProductSummary, Task } from '@vendange/contracts';

/**
 * What tour mode keeps in the browser (docs/decisions/agents.md, « Mode tournée »): the day as last read (visits,
 * their clients' files, the catalogue at each client's price list), the order the agent put the visits in, and what
 * they took that the server has not answered yet. An agent often works where the network is poor.
 */
export interface TourDay {
  day: string;
  /** When it was read from the server (shown while offline). */
  readAt: string;
  visits: Task[];
  /** `${shopId}:${clientId}` → the client's file (purchase history, price list). */
  clients: Record<string, ClientFile>;
  /** `${shopId}:${typology}` → the catalogue priced at that list. */
  catalogues: Record<string, ProductSummary[]>;
  /** The order the agent put the day's visits in, as the server keeps it (another device's moves included). */
  order?: number[];
  /** The clients given to the agent (every producer), to add a visit without network. */
  myClients?: TourClient[];
}

export interface TourClient { shopId: number; id: number; name: string }

export interface TourLine { productId: number; formatId: number; quantity: number; label: string }

/** Something taken on tour, sent with the key generated when it was taken (the server answers a repeat with the first). */
export type TourAction =
  | { kind: 'sale'; key: string; shopId: number; clientId: number; clientName: string; asOrder: boolean; lines: TourLine[]; refused: string | null }
  | { kind: 'note'; key: string; shopId: number; clientId: number; clientName: string; body: string; refused: string | null }
  | { kind: 'done'; key: string; shopId: number; taskId: number; clientName: string; refused: string | null }
  | { kind: 'sample'; key: string; shopId: number; clientId: number; clientName: string; lines: TourLine[]; purpose: string | null; requestedByClient: boolean; refused: string | null }
  | { kind: 'visit'; key: string; shopId: number; clientId: number; clientName: string; title: string; dueAt: string; refused: string | null }
  /** The visits' order of a day (one per day in the queue: a newer move replaces the waiting one). */
  | { kind: 'order'; key: string; day: string; taskIds: number[]; clientName: string; refused: string | null };

/** The queue key of a day's visit order: one waiting at a time, the latest. */
export const orderKey = (day: string) => `order:${day}`;

/**
 * The order shown: the one moved on this device while it waits to be sent, else the server's (the same on every
 * device), else the one kept here.
 */
export function orderOf(day: string, queue: readonly TourAction[], server: readonly number[] | undefined, kept: readonly number[]): number[] {
  const waiting = queue.find((a): a is Extract<TourAction, { kind: 'order' }> => a.kind === 'order' && a.day === day && a.refused === null);
  if (waiting) return waiting.taskIds;
  return server && server.length > 0 ? [...server] : [...kept];
}

export const clientKey = (shopId: number, clientId: number) => `${shopId}:${clientId}`;
export const catalogueKey = (shopId: number, typology: string | null) => `${shopId}:${typology ?? ''}`;

/** The visits in the agent's order: those they placed first, as placed, then the others by due time. */
export function orderedVisits(visits: readonly Task[], order: readonly number[]): Task[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...visits].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ra !== rb ? ra - rb : a.dueAt.localeCompare(b.dueAt) || a.id - b.id;
  });
}

/** The order after moving visit `id` one place up (-1) or down (+1); unchanged at either end. */
export function moveVisit(visits: readonly Task[], id: number, step: -1 | 1): number[] {
  const ids = visits.map((v) => v.id);
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

/** A visit is done on the server, or marked done by the agent and waiting to be sent. */
export function visitDone(visit: Task, waiting: readonly TourAction[]): boolean {
  return visit.done || waiting.some((a) => a.kind === 'done' && a.taskId === visit.id && a.shopId === visit.shopId);
}

/** The agent's tour kept in this browser, per agent (two agents may share a tablet). */
export function tourStore(userId: number, store: KeyValueStore = localStorage) {
  const base = `vendange.tour.${userId}`;
  return {
    ...offlineQueue<TourAction>(store, `${base}.queue`, (a) => a.key),
    day: (): TourDay | null => readKept(store, `${base}.day`, null),
    keepDay: (day: TourDay) => keep(store, `${base}.day`, day),
    order: (day: string): number[] => readKept(store, `${base}.order.${day}`, []),
    keepOrder: (day: string, ids: number[]) => keep(store, `${base}.order.${day}`, ids),
  };
}
export type TourStore = ReturnType<typeof tourStore>;
