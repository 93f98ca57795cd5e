import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientFile, SaleDetail, Sample, Task, VisitOrder } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent (Marc Durand), linked to shop 1 at the caviste price list. */
const AGENT_ID = 4;
/** Shop 1's CRM: Cave du Vieux Port, a caviste. */
const CAVISTE = 1;

/**
 * Tour mode (docs/decisions/agents.md, « Mode tournée »): the agent's visits are their tasks, and what they take
 * offline is sent with a key they generated, so a send repeated after a lost answer makes nothing twice.
 */
describe.each(kinds)('tour mode (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = AGENT) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = AGENT, status = 200) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const count = async (query: ReturnType<typeof sql>) => Number(((await h.handle.db.execute(query)) as unknown as { n: string }[])[0]!.n);

  it("an agent plans a visit for themselves; the owner can give them one", async () => {
    const dueAt = new Date(Date.now() + 3_600_000).toISOString();
    const own = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Visite tournée', activity: 'visit', dueAt, clientId: CAVISTE, reminderMinutes: null }, AGENT, 201);
    expect(own.assigneeId).toBe(AGENT_ID);
    const staff = await ok<{ items: { id: number; role: string }[] }>('GET', '/v1/tasks/assignees?shopId=1', undefined, OWNER);
    expect(staff.items.map((s) => [s.id, s.role])).toContainEqual([AGENT_ID, 'agent']);
    const given = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Passer chez le caviste', activity: 'visit', dueAt, clientId: CAVISTE, assigneeId: AGENT_ID, reminderMinutes: null }, OWNER, 201);
    const done = await ok<Task>('PUT', `/v1/tasks/${given.id}?shopId=1`, { done: true });
    expect(done.done).toBe(true);
  });

  it('a quote sent twice with one key is made once, and the repeat answers the first', async () => {
    const key = randomUUID();
    const body = { shopId: 1, kind: 'quote', clientId: CAVISTE, lines: [{ productId: 3, quantity: 2 }], key };
    const first = await ok<SaleDetail>('POST', '/v1/quotes', body, AGENT, 201);
    const again = await ok<SaleDetail>('POST', '/v1/quotes', body, AGENT, 200);
    expect(again.id).toBe(first.id);
    expect(again.reference).toBe(first.reference);
    expect(await count(sql`select count(*) as n from orders.orders where send_key = ${key}`)).toBe(1);
    // Sent again while the first is under way (the answer lost, the network back): still one quote.
    const sameTwice = randomUUID();
    const racing = await Promise.all([0, 1, 2].map(() => call('POST', '/v1/quotes', { ...body, key: sameTwice })));
    expect(new Set(racing.map((r) => r.json<SaleDetail>().id)).size).toBe(1);
    expect(await count(sql`select count(*) as n from orders.orders where send_key = ${sameTwice}`)).toBe(1);
    await expect(call('POST', '/v1/quotes', { ...body, key: 'pas-un-uuid' }).then((r) => r.statusCode)).resolves.toBe(400);
  });

  it('an order entered with a key by whoever holds createOrder is made once, its units held once', async () => {
    const key = randomUUID();
    const body = { shopId: 1, kind: 'order', clientId: CAVISTE, lines: [{ productId: 3, quantity: 1 }], validate: true, key };
    const first = await ok<SaleDetail>('POST', '/v1/orders/staff', body, OWNER, 201);
    const again = await ok<SaleDetail>('POST', '/v1/orders/staff', body, OWNER, 200);
    expect(again.id).toBe(first.id);
    expect(await count(sql`select count(*) as n from orders.orders where send_key = ${key}`)).toBe(1);
  });

  it('a note sent twice with one key is written once on the client', async () => {
    const key = randomUUID();
    const text = `Note de tournée ${key}`;
    await ok('POST', `/v1/clients/${CAVISTE}/notes`, { shopId: 1, body: text, key }, AGENT, 201);
    await ok('POST', `/v1/clients/${CAVISTE}/notes`, { shopId: 1, body: text, key }, AGENT, 200);
    const file = await ok<ClientFile>('GET', `/v1/clients/${CAVISTE}?shopId=1`, undefined, AGENT);
    expect(file.timeline.filter((e) => e.body === text)).toHaveLength(1);
  });

  it('a visit added offline (sent twice, or three times at once, with one key) is one task', async () => {
    const key = randomUUID();
    const body = { shopId: 1, title: 'Visite ajoutée hors ligne', activity: 'visit', dueAt: new Date(Date.now() + 7_200_000).toISOString(), clientId: CAVISTE, reminderMinutes: null, key };
    const first = await ok<Task>('POST', '/v1/tasks', body, AGENT, 201);
    const again = await ok<Task>('POST', '/v1/tasks', body, AGENT, 200);
    expect(again.id).toBe(first.id);
    const racing = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => call('POST', '/v1/tasks', { ...body, key: racing })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json<Task>().id)).size).toBe(1);
    expect(await count(sql`select count(*) as n from crm.tasks where send_key in (${key}, ${racing})`)).toBe(2);
  });

  it('a sample left at a visit, sent twice or three times at once with one key, is one sample', async () => {
    const [format] = (await h.handle.db.execute(sql`select id, product_id from catalog.formats where product_id = 3 order by id limit 1`)) as unknown as { id: number; product_id: number }[];
    const key = randomUUID();
    const body = { shopId: 1, clientId: CAVISTE, lines: [{ productId: format!.product_id, formatId: format!.id, quantity: 1 }], purpose: 'Laissé en visite', key };
    const first = await ok<Sample>('POST', '/v1/orders/samples', body, AGENT, 201);
    const again = await ok<Sample>('POST', '/v1/orders/samples', body, AGENT, 200);
    expect(again.number).toBe(first.number);
    const racing = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => call('POST', '/v1/orders/samples', { ...body, key: racing })));
    expect(new Set(answers.map((r) => r.json<Sample>().id)).size).toBe(1);
    expect(await count(sql`select count(*) as n from orders.samples where send_key in (${key}, ${racing})`)).toBe(2);
  });

  it("the visits' order is kept on the server per agent and day, for every device", async () => {
    const day = '2099-03-04';
    expect(await ok<VisitOrder>('GET', `/v1/tasks/visit-order?day=${day}`)).toEqual({ day, taskIds: [] });
    expect(await ok<VisitOrder>('PUT', '/v1/tasks/visit-order', { day, taskIds: [12, 5, 12, 9] })).toEqual({ day, taskIds: [12, 5, 9] });
    expect(await ok<VisitOrder>('PUT', '/v1/tasks/visit-order', { day, taskIds: [5, 9, 12] })).toEqual({ day, taskIds: [5, 9, 12] });
    // Another device (another session of the same agent) reads the same order; another day has none.
    expect(await ok<VisitOrder>('GET', `/v1/tasks/visit-order?day=${day}`)).toEqual({ day, taskIds: [5, 9, 12] });
    expect((await ok<VisitOrder>('GET', '/v1/tasks/visit-order?day=2099-03-05')).taskIds).toEqual([]);
    // Staff have no tour: refused.
    expect((await call('GET', `/v1/tasks/visit-order?day=${day}`, undefined, OWNER)).statusCode).toBe(403);
  });
});
