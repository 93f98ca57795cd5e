import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarData, Opportunity, OpportunityBoard, Prospect, Sample, Task } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
interface Page<T> { items: T[]; total: number }
const OWNER = 'owner@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent (Marc Durand) of shop 1; the seed gives them Cave du Vieux Port (client 1), not La Treille (2). */
const AGENT_ID = 4;
const CAVISTE = 1;
const TREILLE = 2;

/**
 * An agent sees only their own clients' tasks, opportunities and samples (docs/decisions/agents.md): the routes'
 * rules declare agentScope, enforced in one preHandler per service and by the lists' repos. Staff are unchanged.
 */
describe.each(kinds)('agent scope over tasks, opportunities and samples (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = async (method: Method, url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: Method, url: string, payload?: object, email = OWNER, status = 200) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json<T>() : null) as T;
  };
  const status = async (method: Method, url: string, payload?: object, email = OWNER) => (await call(method, url, payload, email)).statusCode;
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const dueAt = `${day}T09:00:00.000Z`;
  const task = (clientId: number | null, title: string, extra: object = {}) => ({ shopId: 1, title, activity: 'visit', dueAt, clientId, reminderMinutes: null, ...extra });

  it('an agent lists, reads and writes only the tasks of their clients (and their own without a client)', async () => {
    const stamp = Date.now();
    const theirs = await ok<Task>('POST', '/v1/tasks', task(CAVISTE, `Chez le caviste ${stamp}`, { assigneeId: AGENT_ID }), OWNER, 201);
    const other = await ok<Task>('POST', '/v1/tasks', task(TREILLE, `À la Treille ${stamp}`, { assigneeId: AGENT_ID }), OWNER, 201);
    const noClientMine = await ok<Task>('POST', '/v1/tasks', task(null, `Préparer la tournée ${stamp}`), AGENT, 201);
    const noClientOwner = await ok<Task>('POST', '/v1/tasks', task(null, `Commander les cartons ${stamp}`), OWNER, 201);

    const listed = (await ok<Page<Task>>('GET', `/v1/tasks?shopId=1&scope=all&state=all&limit=100&search=${stamp}`, undefined, AGENT)).items.map((t) => t.id);
    expect(listed.sort((a, b) => a - b)).toEqual([theirs.id, noClientMine.id].sort((a, b) => a - b));
    const calendar = await ok<CalendarData>('GET', `/v1/tasks/calendar?shopId=1&from=${day}&to=${day}`, undefined, AGENT);
    expect(calendar.tasks.map((t) => t.id)).toEqual(expect.arrayContaining([theirs.id, noClientMine.id]));
    expect(calendar.tasks.map((t) => t.id)).not.toEqual(expect.arrayContaining([other.id]));
    expect(calendar.tasks.map((t) => t.id)).not.toContain(noClientOwner.id);

    expect(await status('GET', `/v1/tasks/${theirs.id}?shopId=1`, undefined, AGENT)).toBe(200);
    expect(await status('GET', `/v1/tasks/${other.id}?shopId=1`, undefined, AGENT)).toBe(404);
    expect(await status('GET', `/v1/tasks/${noClientOwner.id}?shopId=1`, undefined, AGENT)).toBe(404);
    expect(await status('PUT', `/v1/tasks/${other.id}?shopId=1`, { done: true }, AGENT)).toBe(404);
    expect(await status('DELETE', `/v1/tasks/${other.id}?shopId=1`, undefined, AGENT)).toBe(404);
    // Nor may they write a task about a client not given to them, or move one of theirs to such a client.
    expect(await status('POST', '/v1/tasks', task(TREILLE, 'Pas à moi'), AGENT)).toBe(404);
    expect(await status('PUT', `/v1/tasks/${theirs.id}?shopId=1`, { clientId: TREILLE }, AGENT)).toBe(404);
    expect(await status('PUT', `/v1/tasks/${theirs.id}?shopId=1`, { done: true }, AGENT)).toBe(200);

    // Staff are unchanged: the owner sees all four.
    const all = (await ok<Page<Task>>('GET', `/v1/tasks?shopId=1&scope=all&state=all&limit=100&search=${stamp}`)).items;
    expect(all).toHaveLength(4);
  });

  it('an agent sees only the opportunities of their clients, on the board and by id', async () => {
    const stamp = Date.now();
    const theirs = await ok<Opportunity>('POST', '/v1/opportunities', { shopId: 1, clientId: CAVISTE, title: `Carte d'été ${stamp}`, amountCents: 120000 }, OWNER, 201);
    const other = await ok<Opportunity>('POST', '/v1/opportunities', { shopId: 1, clientId: TREILLE, title: `Banquet ${stamp}`, amountCents: 90000 }, OWNER, 201);
    const board = await ok<OpportunityBoard>('GET', '/v1/opportunities?shopId=1', undefined, AGENT);
    const seen = board.columns.flatMap((c) => c.items.map((o) => o.id));
    expect(seen).toContain(theirs.id);
    expect(seen).not.toContain(other.id);
    expect(board.columns.flatMap((c) => c.items).every((o) => o.clientId === CAVISTE)).toBe(true);
    expect(await status('GET', `/v1/opportunities/${other.id}?shopId=1`, undefined, AGENT)).toBe(404);
    expect(await status('PUT', `/v1/opportunities/${other.id}?shopId=1`, { title: 'Pris' }, AGENT)).toBe(404);
    expect(await status('DELETE', `/v1/opportunities/${other.id}?shopId=1`, undefined, AGENT)).toBe(404);
    expect(await status('POST', '/v1/opportunities', { shopId: 1, clientId: TREILLE, title: 'Pas à moi', amountCents: 100 }, AGENT)).toBe(404);
    expect(await status('PUT', `/v1/opportunities/${theirs.id}?shopId=1`, { clientId: TREILLE }, AGENT)).toBe(404);
    expect(await status('GET', `/v1/opportunities/${theirs.id}?shopId=1`, undefined, AGENT)).toBe(200);
    // Staff unchanged.
    const ownerBoard = (await ok<OpportunityBoard>('GET', '/v1/opportunities?shopId=1')).columns.flatMap((c) => c.items.map((o) => o.id));
    expect(ownerBoard).toEqual(expect.arrayContaining([theirs.id, other.id]));
  });

  it('an agent sees only the prospects given to them', async () => {
    const page = await ok<Page<Prospect>>('GET', '/v1/prospection?shopId=1&limit=100', undefined, AGENT);
    const covered = (await h.handle.db.execute(sql`select client_id from crm.client_agents where agent_id = ${AGENT_ID}`)) as unknown as { client_id: number }[];
    expect(page.items.every((p) => covered.some((c) => c.client_id === p.id))).toBe(true);
  });

  it('an agent sees only their clients’ samples, and leaves one only for a client given to them', async () => {
    const [format] = (await h.handle.db.execute(sql`select id, product_id from catalog.formats where product_id = 3 order by id limit 1`)) as unknown as { id: number; product_id: number }[];
    const lines = [{ productId: format!.product_id, formatId: format!.id, quantity: 1 }];
    const theirs = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines }, OWNER, 201);
    const other = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: TREILLE, lines }, OWNER, 201);

    const listed = (await ok<Page<Sample>>('GET', '/v1/orders/samples?shopId=1&limit=100', undefined, AGENT)).items;
    expect(listed.map((s) => s.id)).toContain(theirs.id);
    expect(listed.every((s) => s.clientId === CAVISTE)).toBe(true);
    expect(await status('GET', `/v1/orders/samples/${theirs.id}`, undefined, AGENT)).toBe(200);
    expect(await status('GET', `/v1/orders/samples/${other.id}`, undefined, AGENT)).toBe(404);

    // The agent (createQuote, no createOrder) leaves a sample for their client, not for another; sending it stays the producer's.
    const left = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines, purpose: 'Laissé en visite' }, AGENT, 201);
    expect(left.status).toBe('prepared');
    const refused = await call('POST', '/v1/orders/samples', { shopId: 1, clientId: TREILLE, lines }, AGENT);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('ne vous est pas confié');
    expect(await status('POST', `/v1/orders/samples/${left.id}/send`, {}, AGENT)).toBe(403);
    expect(await status('POST', `/v1/orders/samples/${left.id}/cancel`, undefined, AGENT)).toBe(403);
    // Another shop's owner is refused, as before.
    expect(await status('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines }, 'owner2@vendange.test')).toBe(403);

    // Staff unchanged.
    const ownerList = (await ok<Page<Sample>>('GET', '/v1/orders/samples?shopId=1&limit=100')).items.map((s) => s.id);
    expect(ownerList).toEqual(expect.arrayContaining([theirs.id, other.id, left.id]));
    expect(await status('POST', `/v1/orders/samples/${other.id}/cancel`)).toBe(200);
  });
});
