import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crdMessages, type CrdCapsule, type CrdInventoryResult, type CrdMovement, type DrmReturn, type MovementResult, type StockLevel } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER2 = 'owner2@vendange.test';
/** Shop 1's seeded bonded cellar; Les Galets 75 cl is format 1. */
const CHAI = 1;
const GALETS = 1;
const thisMonth = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);

/** Issue 19: the CRD capsule account, its link to bottling, and its place in the month's DRM. */
describe.each(kinds)('the CRD capsule account (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const get = async <T>(url: string, email = OWNER) => {
    const res = await h.app.inject({ url, headers: await auth(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const post = async (url: string, payload: object, email = OWNER) => h.app.inject({ method: 'POST', url, headers: await auth(email), payload });
  const capsule = async (id: number) => (await get<CrdCapsule[]>('/v1/stocks/crd?shopId=1')).find((c) => c.id === id)!;
  const galetsInChai = async () => (await get<{ items: StockLevel[] }>('/v1/stocks?shopId=1&withEmpty=true&limit=100')).items
    .filter((l) => l.formatId === GALETS && l.warehouseId === CHAI).reduce((s, l) => s + l.physical, 0);

  let green = 0;
  let blue = 0;

  it('adds capsule lines at zero (one per colour, regime, type and size), records entries and exits, never below zero; the account is append-only', async () => {
    const created = await post('/v1/stocks/crd?shopId=1', { colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 750 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CrdCapsule>()).toMatchObject({ balance: 0, label: 'Vert · Collective suspendue · tranquille · 75 cl' });
    green = created.json<CrdCapsule>().id;
    const twice = await post('/v1/stocks/crd?shopId=1', { name: 'Encore', colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 750 });
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([409, crdMessages.duplicate]);
    const badSize = await post('/v1/stocks/crd?shopId=1', { colour: 'bleu', regime: 'personnalise', genre: 'mousseux', volumeMl: 5 });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.body).toContain(crdMessages.volume);
    blue = (await post('/v1/stocks/crd?shopId=1', { name: 'Bleu magnum', colour: 'bleu', regime: 'personnalise', genre: 'mousseux', volumeMl: 1500 })).json<CrdCapsule>().id;

    const bought = await post('/v1/stocks/crd/movements?shopId=1', { capsuleId: green, reason: 'purchase', quantity: 500, note: 'Facture 1234' });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json<CrdMovement>()).toMatchObject({ reason: 'purchase', quantity: 500, balance: 500, createdBy: 'Claire Martin' });
    const destroyed = await post('/v1/stocks/crd/movements?shopId=1', { capsuleId: green, reason: 'destroyed', quantity: 10 });
    expect(destroyed.json<CrdMovement>()).toMatchObject({ quantity: -10, balance: 490 });
    const tooMany = await post('/v1/stocks/crd/movements?shopId=1', { capsuleId: green, reason: 'missing', quantity: 491 });
    expect([tooMany.statusCode, tooMany.json<{ message: string }>().message]).toEqual([409, crdMessages.short('Vert · Collective suspendue · tranquille · 75 cl', 490)]);
    expect((await capsule(green)).balance).toBe(490);
    const none = await post('/v1/stocks/crd/movements?shopId=1', { capsuleId: 99999, reason: 'purchase', quantity: 1 });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([404, crdMessages.unknown]);

    const page = await get<{ items: CrdMovement[]; total: number }>(`/v1/stocks/crd/movements?shopId=1&capsuleId=${green}`);
    expect(page.items.map((m) => [m.reason, m.quantity, m.balance])).toEqual([['destroyed', -10, 490], ['purchase', 500, 500]]);
    await expect(h.handle.db.execute(sql`update stock.crd_movements set quantity = 1`)).rejects.toThrow();
    await expect(h.handle.db.execute(sql`delete from stock.crd_movements`)).rejects.toThrow();
  });

  it('a bottling capped with CRD uses one capsule per bottle in its own transaction; too few capsules refuse the bottling too', async () => {
    const before = await galetsInChai();
    const bottled = await post('/v1/stocks/movements?shopId=1', {
      kind: 'entry', reason: 'bottling', warehouseId: CHAI, crdCapsuleId: green, note: 'Tirage de printemps',
      lines: [{ formatId: GALETS, vintage: 2024, quantity: 100 }, { formatId: GALETS, vintage: 2023, quantity: 20 }],
    });
    expect(bottled.statusCode, bottled.body).toBe(201);
    const batchId = bottled.json<MovementResult>().batchId;
    expect(await galetsInChai()).toBe(before + 120);
    expect((await capsule(green)).balance).toBe(370);
    const [used] = (await get<{ items: CrdMovement[] }>('/v1/stocks/crd/movements?shopId=1')).items;
    expect(used).toMatchObject({ reason: 'used', quantity: -120, balance: 370, stockBatchId: batchId, capsuleId: green });

    const short = await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, crdCapsuleId: green, lines: [{ formatId: GALETS, quantity: 371 }] });
    expect([short.statusCode, short.json<{ message: string }>().message]).toEqual([409, crdMessages.short('Vert · Collective suspendue · tranquille · 75 cl', 370)]);
    // Nothing of the bottling was written.
    expect(await galetsInChai()).toBe(before + 120);
    expect((await capsule(green)).balance).toBe(370);

    const notBottling = await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'purchase', warehouseId: CHAI, crdCapsuleId: green, lines: [{ formatId: GALETS, quantity: 1 }] });
    expect(notBottling.statusCode).toBe(400);
    expect(notBottling.body).toContain(crdMessages.bottlingOnly);
    const foreign = await post('/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, crdCapsuleId: 99999, lines: [{ formatId: GALETS, quantity: 1 }] });
    expect(foreign.statusCode).toBe(404);
    expect(await galetsInChai()).toBe(before + 120);
  });

  it("the month's DRM carries the CRD account per line (opening from earlier months), in its EDI file as CRD lines and in its PDF", async () => {
    const month = thisMonth();
    // A capsule purchase of an earlier month (written as the account would have then): the month opens with it.
    await h.handle.db.execute(sql`update stock.crd_capsules set balance = balance + 40 where id = ${blue}`);
    await h.handle.db.execute(sql`insert into stock.crd_movements (shop_id, capsule_id, reason, quantity, balance, created_at) values (1, ${blue}, 'purchase', 40, 40, now() - interval '40 days')`);

    const drm = await get<DrmReturn>(`/v1/stocks/drm/${month}?shopId=1`);
    expect(drm.crd.map((l) => [l.capsuleId, l.opening, l.entries, l.exits, l.closing])).toEqual([
      [green, 0, { purchase: 500 }, { destroyed: 10, used: 120 }, 370],
      [blue, 40, {}, {}, 40],
    ]);

    const csv = await h.app.inject({ url: `/v1/stocks/drm/${month}/csv?shopId=1`, headers: await auth() });
    const rows = csv.body.trim().split('\r\n').filter((r) => r.startsWith('CRD;')).map((r) => r.split(';'));
    expect(rows.every((r) => r.length === 18 && r[1] === month.replace('-', '') && r[3] === 'FR084012E0456')).toBe(true);
    expect(rows.filter((r) => r[4] === 'VERT').map((r) => [r[5], r[6], r[11], r[12], r[13], r[14]])).toEqual([
      ['TRANQUILLE', 'Bouteille 75 cl', 'collective suspendue', 'stocks_debut', 'debut', '0'],
      ['TRANQUILLE', 'Bouteille 75 cl', 'collective suspendue', 'entrees', 'achats', '500'],
      ['TRANQUILLE', 'Bouteille 75 cl', 'collective suspendue', 'sorties', 'destructions', '10'],
      ['TRANQUILLE', 'Bouteille 75 cl', 'collective suspendue', 'sorties', 'utilisations', '120'],
      ['TRANQUILLE', 'Bouteille 75 cl', 'collective suspendue', 'stocks_fin', 'fin', '370'],
    ]);
    expect(rows.filter((r) => r[4] === 'BLEU').map((r) => [r[6], r[11], r[13], r[14]])).toEqual([['Bouteille 150 cl', 'personnalise', 'debut', '40'], ['Bouteille 150 cl', 'personnalise', 'fin', '40']]);

    const pdf = await h.app.inject({ url: `/v1/stocks/drm/${month}/pdf?shopId=1`, headers: await auth() });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("shop 2 neither reads nor moves shop 1's capsules; its own account is empty", async () => {
    expect((await h.app.inject({ url: '/v1/stocks/crd?shopId=1', headers: await auth(OWNER2) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/v1/stocks/crd/movements?shopId=1', headers: await auth(OWNER2) })).statusCode).toBe(403);
    expect((await post('/v1/stocks/crd/movements?shopId=1', { capsuleId: green, reason: 'used', quantity: 1 }, OWNER2)).statusCode).toBe(403);
    const stolen = await post('/v1/stocks/crd/movements?shopId=2', { capsuleId: green, reason: 'missing', quantity: 1 }, OWNER2);
    expect([stolen.statusCode, stolen.json<{ message: string }>().message]).toEqual([404, crdMessages.unknown]);
    expect(await get<CrdCapsule[]>('/v1/stocks/crd?shopId=2', OWNER2)).toEqual([]);
    expect((await capsule(green)).balance).toBe(370);
  });

  it('a capsule inventory writes each difference as surplus or missing at once, nothing for a line counted right; a bad count writes nothing', async () => {
    const before = (await capsule(blue)).balance;
    const badLine = await post('/v1/stocks/crd/inventory?shopId=1', { counts: [{ capsuleId: green, counted: 360 }, { capsuleId: 99999, counted: 1 }] });
    expect([badLine.statusCode, badLine.json<{ message: string }>().message]).toEqual([404, crdMessages.unknown]);
    expect((await capsule(green)).balance).toBe(370);
    const counted = await post('/v1/stocks/crd/inventory?shopId=1', { counts: [{ capsuleId: green, counted: 364 }, { capsuleId: blue, counted: before + 2 }], note: 'Inventaire de fin de mois' });
    expect(counted.statusCode, counted.body).toBe(201);
    const result = counted.json<CrdInventoryResult>();
    expect(result.unchanged).toBe(0);
    expect(result.movements.map((m) => [m.capsuleId, m.reason, m.quantity, m.balance, m.note])).toEqual([
      [green, 'missing', -6, 364, 'Inventaire de fin de mois'], [blue, 'surplus', 2, before + 2, 'Inventaire de fin de mois'],
    ]);
    const again = await post('/v1/stocks/crd/inventory?shopId=1', { counts: [{ capsuleId: green, counted: 364 }] });
    expect(again.json<CrdInventoryResult>()).toEqual({ movements: [], unchanged: 1 });
    const twice = await post('/v1/stocks/crd/inventory?shopId=1', { counts: [{ capsuleId: green, counted: 1 }, { capsuleId: green, counted: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Chaque ligne de capsules ne se compte qu’une fois par inventaire.');
    // Another shop counts only its own lines.
    expect((await post('/v1/stocks/crd/inventory?shopId=1', { counts: [{ capsuleId: green, counted: 0 }] }, OWNER2)).statusCode).toBe(403);
    const stolen = await post('/v1/stocks/crd/inventory?shopId=2', { counts: [{ capsuleId: green, counted: 0 }] }, OWNER2);
    expect([stolen.statusCode, stolen.json<{ message: string }>().message]).toEqual([404, crdMessages.unknown]);
    expect((await capsule(green)).balance).toBe(364);
  });
});
