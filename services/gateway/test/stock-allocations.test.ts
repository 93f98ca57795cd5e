import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationMessages, type Allocation, type ProductDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const CHAI = 1;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const dayShift = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Issue 19, allocations: a wine reserved for a client leaves the figure for sale until taken, released or expired. */
describe.each(kinds)('allocations (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const post = async (url: string, payload: object = {}) => h.app.inject({ method: 'POST', url, headers: await auth(), payload });
  const forSale = async (formatId: number) => {
    const [row] = (await h.handle.db.execute(sql`select stock from catalog.formats where id = ${formatId}`)) as unknown as { stock: number | null }[];
    return row!.stock;
  };
  const allocate = (formatId: number, quantity: number, deadline = today()) =>
    post('/v1/stocks/allocations?shopId=1', { formatId, clientId: 1, beneficiary: 'Cave du Vieux Port', quantity, deadline, note: 'Allocation annuelle' });

  it('holds the units for the client, refuses more than is for sale, gives them back on release, when taken, and when the deadline passes', async () => {
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name: 'Cuvée Allouée', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 4500 }] },
    });
    const formatId = created.json<ProductDetail>().formats[0]!.id!;
    expect((await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 20 }] })).statusCode).toBe(201);
    await h.settle();
    expect(await forSale(formatId)).toBe(20);

    const first = await allocate(formatId, 8);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Allocation>()).toMatchObject({ status: 'open', quantity: 8, beneficiary: 'Cave du Vieux Port', label: 'Cuvée Allouée · 75 cl' });
    expect(await forSale(formatId)).toBe(12);
    const tooMany = await allocate(formatId, 15);
    expect([tooMany.statusCode, tooMany.json<{ message: string }>().message]).toEqual([409, allocationMessages.short('Cuvée Allouée · 75 cl', 12)]);
    const late = await allocate(formatId, 1, dayShift(-1));
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([400, allocationMessages.deadlinePast]);

    const released = await post(`/v1/stocks/allocations/${first.json<Allocation>().id}/release?shopId=1`);
    expect(released.json<Allocation>().status).toBe('released');
    await h.settle();
    expect(await forSale(formatId)).toBe(20);
    const twice = await post(`/v1/stocks/allocations/${first.json<Allocation>().id}/release?shopId=1`);
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([409, allocationMessages.notOpen]);

    const taken = await allocate(formatId, 6, dayShift(30));
    expect(await forSale(formatId)).toBe(14);
    const over = await post(`/v1/stocks/allocations/${taken.json<Allocation>().id}/take?shopId=1`, { quantity: 7 });
    expect([over.statusCode, over.json<{ message: string }>().message]).toEqual([409, allocationMessages.takeTooMany(6)]);
    const took = await post(`/v1/stocks/allocations/${taken.json<Allocation>().id}/take?shopId=1`, { quantity: 4 });
    expect(took.json<Allocation>()).toMatchObject({ status: 'taken', taken: 4 });
    await h.settle();
    // The 4 taken are the client's order's; the 2 left go back to sale.
    expect(await forSale(formatId)).toBe(16);

    // Past its last day, the expiry job (every 10 minutes) gives it back by itself.
    const expiring = await allocate(formatId, 5);
    expect(await forSale(formatId)).toBe(11);
    await h.handle.db.execute(sql`update stock.allocations set deadline = ${dayShift(-1)}::date where id = ${expiring.json<Allocation>().id}`);
    await h.handle.db.execute(sql`insert into stock.outbox (queue, data) values ('stock.expire-allocations', '{}'::jsonb)`);
    await h.settle();
    expect(await forSale(formatId)).toBe(16);
    const list = (await h.app.inject({ url: '/v1/stocks/allocations?shopId=1', headers: await auth() })).json<{ items: Allocation[] }>();
    expect(list.items.filter((a) => a.formatId === formatId).map((a) => [a.status, a.quantity])).toEqual([['expired', 5], ['taken', 6], ['released', 8]]);
    expect((await h.app.inject({ url: '/v1/stocks/allocations?shopId=1', headers: await auth('owner2@vendange.test') })).statusCode).toBe(403);
  });

  it("taken, becomes the client's order holding exactly what was taken, never for sale in between; once; not from another shop", async () => {
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name: 'Cuvée Commandée', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 3000 }] },
    });
    const formatId = created.json<ProductDetail>().formats[0]!.id!;
    await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 10 }] });
    await h.settle();
    const allocation = (await allocate(formatId, 6, dayShift(7))).json<Allocation>();
    expect(await forSale(formatId)).toBe(4);

    // The figure for sale is read while the take runs and after: it never rises above what it was.
    const seen: (number | null)[] = [];
    let taking = true;
    const watch = (async () => { while (taking) { seen.push(await forSale(formatId)); await new Promise((r) => setTimeout(r, 2)); } })();
    const [took, again] = await Promise.all([
      post(`/v1/stocks/allocations/${allocation.id}/take?shopId=1`, { quantity: 5 }),
      post(`/v1/stocks/allocations/${allocation.id}/take?shopId=1`, { quantity: 5 }),
    ]);
    taking = false;
    await watch;
    expect(took.statusCode, took.body).toBe(200);
    const done = took.json<Allocation>();
    expect(done).toMatchObject({ status: 'taken', taken: 5 });
    expect(done.orderId).toEqual(expect.any(Number));
    // Taking twice (at once, or later) gives the same order.
    expect([again.statusCode, again.json<Allocation>().orderId], again.body).toEqual([200, done.orderId]);
    const later = await post(`/v1/stocks/allocations/${allocation.id}/take?shopId=1`, { quantity: 5 });
    expect([later.statusCode, later.json<Allocation>().orderId, later.json<Allocation>().orderReference]).toEqual([200, done.orderId, done.orderReference]);
    expect(seen.length).toBeGreaterThan(0);
    // 4 for sale before; at most the 1 not taken comes back (the release job), never the 5 of the order.
    expect(seen.every((n) => n !== null && n >= 4 && n <= 5), seen.join(',')).toBe(true);

    const [order] = (await h.handle.db.execute(sql`select status, channel, client_id, checkout_id from orders.orders where id = ${done.orderId}`)) as unknown as { status: string; channel: string; client_id: number; checkout_id: string }[];
    expect(order).toMatchObject({ status: 'validated', channel: 'staff', client_id: 1 });
    const orders = (await h.handle.db.execute(sql`select count(*)::int as n from orders.order_lines l join orders.orders o on o.id = l.order_id where l.format_id = ${formatId}`)) as unknown as { n: number }[];
    expect(orders[0]!.n).toBe(1);
    const holds = (await h.handle.db.execute(sql`select hold_key, quantity from catalog.stock_holds where format_id = ${formatId} and released_at is null order by hold_key`)) as unknown as { hold_key: string; quantity: number }[];
    expect(holds.filter((r) => r.hold_key === order!.checkout_id).map((r) => r.quantity)).toEqual([5]);
    // The one not taken goes back to sale (the release job); the order's 5 stay held.
    await h.settle();
    expect(await forSale(formatId)).toBe(5);
    expect(((await h.handle.db.execute(sql`select hold_key from catalog.stock_holds where format_id = ${formatId} and released_at is null`)) as unknown as unknown[]).length).toBe(1);

    // Its hold gone (given back behind its back): no order is made, nothing for sale moves, it stays open.
    const lost = (await allocate(formatId, 2, dayShift(7))).json<Allocation>();
    await h.handle.db.execute(sql`update catalog.stock_holds set quantity = 1 where hold_key = ${`allocation:${lost.id}`}`);
    const before = await forSale(formatId);
    const refused = await post(`/v1/stocks/allocations/${lost.id}/take?shopId=1`, { quantity: 2 });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, allocationMessages.notHeld(1)]);
    expect(await forSale(formatId)).toBe(before);
    const still = (await h.app.inject({ url: '/v1/stocks/allocations?shopId=1&status=open', headers: await auth() })).json<{ items: Allocation[] }>();
    expect(still.items.find((a) => a.id === lost.id)).toMatchObject({ status: 'open', orderId: null });
    const ordersNow = (await h.handle.db.execute(sql`select count(*)::int as n from orders.order_lines where format_id = ${formatId}`)) as unknown as { n: number }[];
    expect(ordersNow[0]!.n).toBe(1);

    // Another shop's allocation: not found from there, refused with this shop's id.
    const mine = (await allocate(formatId, 1, dayShift(7))).json<Allocation>();
    const other = await h.app.inject({ method: 'POST', url: `/v1/stocks/allocations/${mine.id}/take?shopId=2`, headers: await auth('owner2@vendange.test'), payload: { quantity: 1 } });
    expect(other.statusCode).toBe(404);
    const foreign = await h.app.inject({ method: 'POST', url: `/v1/stocks/allocations/${mine.id}/take?shopId=1`, headers: await auth('owner2@vendange.test'), payload: { quantity: 1 } });
    expect(foreign.statusCode).toBe(403);
  });

  it("an agent given seeAllStock sees, takes and releases only their clients' allocations; the owner sees them all", async () => {
    // The demo agent (Marc Durand, user 4) is given Cave du Vieux Port (client 1), not La Treille (client 2).
    const AGENT = 'agent@vendange.test';
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name: 'Cuvée Confiée', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2800 }] },
    });
    const formatId = created.json<ProductDetail>().formats[0]!.id!;
    await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 20 }] });
    await h.settle();
    const allocateTo = async (clientId: number | null, beneficiary: string) =>
      (await post('/v1/stocks/allocations?shopId=1', { formatId, clientId, beneficiary, quantity: 2, deadline: dayShift(7), note: null })).json<Allocation>();
    const theirs = await allocateTo(1, 'Cave du Vieux Port');
    const other = await allocateTo(2, 'La Treille');
    const named = await allocateTo(null, 'Salon des vins');

    await h.handle.db.execute(sql`update identity.user_shops set authorizations = ${JSON.stringify({ seeAllStock: true })}::jsonb where user_id = 4 and shop_id = 1`);
    try {
      const agent = async (method: 'GET' | 'POST', url: string, payload?: object) =>
        h.app.inject({ method, url, headers: await auth(AGENT), ...(payload ? { payload } : {}) });
      const listed = async (email: string) => (await h.app.inject({ url: '/v1/stocks/allocations?shopId=1&limit=100', headers: await auth(email) }))
        .json<{ items: Allocation[] }>().items.filter((a) => a.formatId === formatId).map((a) => a.id).sort((a, b) => a - b);
      await expect.poll(async () => (await agent('GET', '/v1/stocks/allocations?shopId=1')).statusCode, { timeout: 2000, interval: 20 }).toBe(200);
      expect(await listed(AGENT)).toEqual([theirs.id]);
      expect(await listed(OWNER)).toEqual([theirs.id, other.id, named.id].sort((a, b) => a - b));

      // Another client's allocation, or one to a name only, is not found, like another shop's: nothing taken or released.
      expect((await agent('POST', `/v1/stocks/allocations/${other.id}/take?shopId=1`, { quantity: 2 })).statusCode).toBe(404);
      expect((await agent('POST', `/v1/stocks/allocations/${named.id}/take?shopId=1`, { quantity: 2 })).statusCode).toBe(404);
      expect((await agent('POST', `/v1/stocks/allocations/${other.id}/release?shopId=1`)).statusCode).toBe(404);
      // Nor may they allocate to a client not given to them.
      const refused = await agent('POST', '/v1/stocks/allocations?shopId=1', { formatId, clientId: 2, beneficiary: 'La Treille', quantity: 1, deadline: dayShift(7), note: null });
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([400, allocationMessages.clientNotGiven]);

      const took = await agent('POST', `/v1/stocks/allocations/${theirs.id}/take?shopId=1`, { quantity: 2 });
      expect(took.statusCode, took.body).toBe(200);
      expect(took.json<Allocation>()).toMatchObject({ status: 'taken', taken: 2 });
      const still = (await h.app.inject({ url: '/v1/stocks/allocations?shopId=1&limit=100', headers: await auth() })).json<{ items: Allocation[] }>().items;
      expect(still.filter((a) => a.id === other.id || a.id === named.id).map((a) => a.status)).toEqual(['open', 'open']);
    } finally {
      await h.handle.db.execute(sql`update identity.user_shops set authorizations = null where user_id = 4 and shop_id = 1`);
    }
    // The owner still takes any of them.
    const owners = await post(`/v1/stocks/allocations/${other.id}/take?shopId=1`, { quantity: 2 });
    expect([owners.statusCode, owners.json<Allocation>().status], owners.body).toEqual([200, 'taken']);
  });
});
