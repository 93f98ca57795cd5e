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
    expect(await forSale(formatId)).toBe(20);

    // Past its last day, the expiry job (every 10 minutes) gives it back by itself.
    const expiring = await allocate(formatId, 5);
    expect(await forSale(formatId)).toBe(15);
    await h.handle.db.execute(sql`update stock.allocations set deadline = ${dayShift(-1)}::date where id = ${expiring.json<Allocation>().id}`);
    await h.handle.db.execute(sql`insert into stock.outbox (queue, data) values ('stock.expire-allocations', '{}'::jsonb)`);
    await h.settle();
    expect(await forSale(formatId)).toBe(20);
    const list = (await h.app.inject({ url: '/v1/stocks/allocations?shopId=1', headers: await auth() })).json<{ items: Allocation[] }>();
    expect(list.items.filter((a) => a.formatId === formatId).map((a) => [a.status, a.quantity])).toEqual([['expired', 5], ['taken', 6], ['released', 8]]);
    expect((await h.app.inject({ url: '/v1/stocks/allocations?shopId=1', headers: await auth('owner2@vendange.test') })).statusCode).toBe(403);
  });
});
