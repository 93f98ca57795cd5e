import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drmMessages, type DrmMonthStatus, type DrmReturn } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const CHAI = 1;
const CAVEAU = 2;

/** YYYY-MM, `back` months before the current Paris month. */
function monthBack(back: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
}

/** Issue 19: the monthly return (DRM) from the ledger, its EDI file and PDF, filed once and kept. */
describe.each(kinds)('the DRM (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const drmOf = async (month: string) => {
    const res = await h.app.inject({ url: `/v1/stocks/drm/${month}?shopId=1`, headers: await auth() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DrmReturn>();
  };
  /** A ledger row written on a past day, as the ledger would have then (Les Galets 75 cl is format 1). */
  const past = (at: string, warehouseId: number, kindOf: string, reason: string, quantity: number, batch = crypto.randomUUID(), destination: string | null = null) =>
    h.handle.db.execute(sql`insert into stock.movements (shop_id, batch_id, warehouse_id, kind, reason, product_id, format_id, label, quantity, balance, destination, created_at)
      values (1, ${batch}::uuid, ${warehouseId}, ${kindOf}, ${reason}, 1, 1, 'Côtes du Rhône Les Galets · 75 cl', ${quantity}, 0, ${destination}, ${at}::timestamptz)`);

  it('computes the month from the ledger per product and regime, with the duties due; files it once; the current month cannot be filed', async () => {
    const [before, month] = [monthBack(2), monthBack(1)];
    await past(`${before}-20T10:00:00+02:00`, CHAI, 'entry', 'bottling', 120);
    await past(`${month}-03T10:00:00+02:00`, CHAI, 'exit', 'sale', -12);
    await past(`${month}-04T10:00:00+02:00`, CHAI, 'exit', 'tasting', -2);
    const batch = crypto.randomUUID();
    await past(`${month}-05T10:00:00+02:00`, CHAI, 'transfer', 'transfer', -24, batch);
    await past(`${month}-05T10:00:00+02:00`, CAVEAU, 'transfer', 'transfer', 24, batch);
    await past(`${month}-06T10:00:00+02:00`, CAVEAU, 'exit', 'sale', -6);
    // Shipped to Belgium from the bonded cellar: an EU dispatch, no French duty on it.
    await past(`${month}-07T10:00:00+02:00`, CHAI, 'exit', 'sale', -4, crypto.randomUUID(), 'BE');

    const drm = await drmOf(month);
    expect(drm).toMatchObject({ status: 'draft', nil: false, movements: 6, exciseNumber: 'FR084012E0456' });
    expect(drm.lines.map((l) => [l.regime, l.openingMl, l.entries, l.exits, l.closingMl, l.dutyCents])).toEqual([
      ['suspended', 90_000, {}, { saleFrance: 9_000, euDispatch: 3_000, tasting: 1_500, transferOut: 18_000 }, 58_500, 113],
      ['paid', 0, { transferIn: 18_000 }, { saleFrance: 4_500 }, 13_500, 0],
    ]);
    expect([drm.lines[0]!.euDispatchesMl, drm.lines[0]!.exportsMl, drm.lines[1]!.euDispatchesMl]).toEqual([[{ country: 'BE', ml: 3_000 }], [], []]);
    expect(drm.lines[0]!.product).toMatchObject({ certification: 'AOP', genre: 'Tranquille', colour: 'Rouge' });

    const csv = await h.app.inject({ url: `/v1/stocks/drm/${month}/csv?shopId=1`, headers: await auth() });
    expect(csv.headers['content-type']).toContain('text/csv');
    const period = month.replace('-', '');
    const rows = csv.body.trim().split('\r\n').map((r) => r.split(';'));
    expect(rows.every((r) => r.length === 18 && r[0] === 'CAVE' && r[1] === period && r[3] === 'FR084012E0456')).toBe(true);
    const suspended = rows.filter((r) => r[11] === 'suspendu').map((r) => [r[12], r[13], r[14], r[15]]);
    expect([suspended[0], suspended.at(-1)]).toEqual([['stocks_debut', 'initial', '0.9', ''], ['stocks_fin', 'final', '0.585', '']]);
    expect(suspended.slice(1, -1).sort()).toEqual([
      ['sorties', 'consommation', '0.015', ''], ['sorties', 'export', '0.03', 'Belgique'],
      ['sorties', 'transfertcomptamatiere', '0.18', ''], ['sorties', 'ventefrancecrd', '0.09', ''],
    ]);
    const pdf = await h.app.inject({ url: `/v1/stocks/drm/${month}/pdf?shopId=1`, headers: await auth() });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);

    const open = await h.app.inject({ method: 'POST', url: `/v1/stocks/drm/${monthBack(0)}/file?shopId=1`, headers: await auth() });
    expect([open.statusCode, open.json<{ message: string }>().message]).toEqual([409, drmMessages.notEnded(monthBack(0))]);
    const filed = await h.app.inject({ method: 'POST', url: `/v1/stocks/drm/${month}/file?shopId=1`, headers: await auth() });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json<DrmReturn>().status).toBe('filed');
    const again = await h.app.inject({ method: 'POST', url: `/v1/stocks/drm/${month}/file?shopId=1`, headers: await auth() });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, drmMessages.alreadyFiled(month)]);

    // Filed, it stays as it was: a row slipped into that month afterwards changes nothing there.
    await past(`${month}-20T10:00:00+02:00`, CHAI, 'exit', 'loss', -1);
    const kept = await drmOf(month);
    expect([kept.status, kept.lines[0]!.closingMl, kept.movements]).toEqual(['filed', 58_500, 6]);
    const months = (await h.app.inject({ url: '/v1/stocks/drm/months?shopId=1', headers: await auth() })).json<DrmMonthStatus[]>();
    expect(months.slice(0, 3).map((m) => [m.month, m.status])).toEqual([[monthBack(0), 'open'], [month, 'filed'], [before, 'draft']]);
    expect(months[1]!.dueDate).toBe(`${monthBack(0)}-10`);
    // Before the first movement (the warehouses were made today): outside the ledger, nothing owed nor fileable.
    expect(months[3]).toMatchObject({ month: monthBack(3), status: 'before' });
    const outside = await h.app.inject({ method: 'POST', url: `/v1/stocks/drm/${monthBack(3)}/file?shopId=1`, headers: await auth() });
    expect([outside.statusCode, outside.json<{ message: string }>().message]).toEqual([409, drmMessages.beforeLedger(monthBack(3))]);
  });

  it('reports wine bought and sold in bulk (hectolitres) in its own DRM lines, entrées and sorties vrac, and in the EDI file', async () => {
    const name = `Vin de France vrac ${Date.now()}`;
    const product = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'vrac', unity: 'hl', unityValue: '1', priceCents: 45_000 }] },
    });
    expect(product.statusCode, product.body).toBe(201);
    const formatId = product.json<{ formats: { id: number }[] }>().formats[0]!.id;
    const move = async (payload: object) => {
      const res = await h.app.inject({ method: 'POST', url: '/v1/stocks/movements?shopId=1', headers: await auth(), payload });
      expect(res.statusCode, res.body).toBe(201);
    };
    // 12 hl bought in bulk, 5 hl sold in bulk, from the manual movement form's reasons.
    await move({ kind: 'entry', reason: 'bulkPurchase', warehouseId: CHAI, lines: [{ formatId, quantity: 12 }] });
    await move({ kind: 'exit', reason: 'bulkSale', warehouseId: CHAI, lines: [{ formatId, quantity: 5 }] });
    const month = monthBack(0);
    const line = (await drmOf(month)).lines.find((l) => l.product.label.includes(name));
    expect(line).toMatchObject({ regime: 'suspended', entries: { bulkPurchase: 1_200_000 }, exits: { bulkSale: 500_000 }, dutyCents: 0 });
    // Opening + entries − exits = closing, the bulk lines included.
    const sum = (r: Partial<Record<string, number>>) => Object.values(r).reduce<number>((n, v) => n + (v ?? 0), 0);
    expect(line!.openingMl + sum(line!.entries) - sum(line!.exits)).toBe(line!.closingMl);
    const csv = await h.app.inject({ url: `/v1/stocks/drm/${month}/csv?shopId=1`, headers: await auth() });
    const rows = csv.body.trim().split('\r\n').map((r) => r.split(';')).filter((r) => r.join(';').includes(name) && r[11] === 'suspendu');
    const moved = rows.filter((r) => r[12] === 'entrees' || r[12] === 'sorties').map((r) => [r[12], r[13], r[14]]);
    expect(moved).toContainEqual(['entrees', 'achatnoncrd', '12']);
    expect(moved).toContainEqual(['sorties', 'vracsanscontrat', '5']);
  });

  it('a month where nothing moved is a nil return, still with its stock; a month to come is refused', async () => {
    const nil = await drmOf(monthBack(3));
    expect([nil.nil, nil.movements, nil.dutyCents]).toEqual([true, 0, 0]);
    const future = await h.app.inject({ url: `/v1/stocks/drm/${monthBack(-1)}?shopId=1`, headers: await auth() });
    expect([future.statusCode, future.json<{ message: string }>().message]).toEqual([400, drmMessages.future]);
    expect((await h.app.inject({ url: `/v1/stocks/drm/${monthBack(1)}?shopId=1`, headers: await auth('owner2@vendange.test') })).statusCode).toBe(403);
  });
});
