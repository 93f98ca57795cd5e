import { api, ApiError } from '@vendange/api-client';
import type { CalendarData, ClientFile, ClientListPage, ProductSummary, VisitOrder } from '@vendange/contracts';
import { catalogueKey, clientKey, type TourAction, type TourDay } from './tour-store';

/** The shop's answer for a shop the agent may not read (module off…) drops that shop; no answer at all is thrown. */
async function orSkip<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 408 && error.status < 500) return fallback;
    throw error;
  }
}

/**
 * Reads the agent's day from the server: their visits (tasks of activity visit assigned to them, with a client) in
 * every shop they may read tasks of, each visit's client file (history, price list) and the catalogue priced at
 * each price list met. Everything a visit needs offline.
 */
export async function readTourDay(shopIds: readonly number[], day: string): Promise<TourDay> {
  const calendars = await Promise.all(shopIds.map((shopId) =>
    orSkip(api<CalendarData>('/v1/tasks/calendar', { query: { shopId, from: day, to: day, scope: 'mine' }, silent: true }), { tasks: [], events: [] })));
  const visits = calendars.flatMap((c) => c.tasks).filter((task) => task.activity === 'visit' && task.clientId !== null);
  const clients: TourDay['clients'] = {};
  await Promise.all([...new Set(visits.map((v) => clientKey(v.shopId, v.clientId!)))].map(async (key) => {
    const [shopId, clientId] = key.split(':').map(Number) as [number, number];
    const file = await orSkip(api<ClientFile>(`/v1/clients/${clientId}`, { query: { shopId }, silent: true }), null);
    if (file) clients[key] = file;
  }));
  const catalogues: TourDay['catalogues'] = {};
  const lists = new Set(Object.entries(clients).map(([key, file]) => catalogueKey(Number(key.split(':')[0]), file.client.typology)));
  await Promise.all([...lists].map(async (key) => {
    const [shopId, typology] = key.split(':') as [string, string];
    const page = await orSkip(api<{ items: ProductSummary[] }>('/v1/products', {
      query: { shopIds: JSON.stringify([Number(shopId)]), typology: typology || undefined, limit: 100, sort: 'name' }, silent: true,
    }), { items: [] });
    catalogues[key] = page.items.filter((p) => p.formats.length > 0 && !p.hasBuilder);
  }));
  // The order moved on any device, and the agent's clients (across producers) to add a visit offline.
  const [order, mine] = await Promise.all([
    orSkip(api<VisitOrder>('/v1/tasks/visit-order', { query: { day }, silent: true }), { day, taskIds: [] }),
    orSkip(api<ClientListPage>('/v1/clients', { query: { limit: 100, sort: 'name' }, silent: true }), { items: [], total: 0, page: 1, limit: 100 }),
  ]);
  const myClients = mine.items.map((c) => ({ shopId: c.shopId, id: c.id, name: c.name }));
  return { day, readAt: new Date().toISOString(), visits, clients, catalogues, order: order.taskIds, myClients };
}

/**
 * Sends one thing taken on tour, with its key: the server makes it once whatever the number of sends. An agent's
 * sale is a quote unless they hold createOrder on that shop (docs/decisions/agents.md), priced there at the
 * client's price list.
 */
export async function sendTourAction(action: TourAction): Promise<void> {
  const silent = true;
  if (action.kind === 'sale') {
    const body = {
      shopId: action.shopId, clientId: action.clientId, key: action.key,
      lines: action.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, quantity: l.quantity })),
    };
    if (action.asOrder) await api('/v1/orders/staff', { method: 'POST', body: { ...body, kind: 'order', validate: true }, silent });
    else await api('/v1/quotes', { method: 'POST', body: { ...body, kind: 'quote' }, silent });
  } else if (action.kind === 'note') {
    await api(`/v1/clients/${action.clientId}/notes`, { method: 'POST', body: { shopId: action.shopId, body: action.body, key: action.key }, silent });
  } else if (action.kind === 'done') {
    await api(`/v1/tasks/${action.taskId}`, { method: 'PUT', query: { shopId: action.shopId }, body: { done: true }, silent });
  } else if (action.kind === 'sample') {
    // Left at the visit, prepared: the producer marks it sent (its stock exit). An agent may leave one for their clients only.
    await api('/v1/orders/samples', {
      method: 'POST', silent,
      body: {
        shopId: action.shopId, clientId: action.clientId, key: action.key, purpose: action.purpose, requestedByClient: action.requestedByClient,
        lines: action.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, quantity: l.quantity })),
      },
    });
  } else if (action.kind === 'visit') {
    await api('/v1/tasks', {
      method: 'POST', silent,
      body: { shopId: action.shopId, clientId: action.clientId, title: action.title, activity: 'visit', dueAt: action.dueAt, key: action.key },
    });
  } else {
    await api('/v1/tasks/visit-order', { method: 'PUT', body: { day: action.day, taskIds: action.taskIds }, silent });
  }
}
