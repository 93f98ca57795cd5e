import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { stockFromLedgerMessage, stockMessages, type CheckoutResult, type Movement, type MovementResult, type Notification, type ProductDetail, type Shipment, type StockLevel, type Warehouse } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER_NAME = 'Claire Martin';
/** Shop 1's seeded warehouses: the bonded cellar sells online, the cellar-door shop does not. */
const CHAI = 1;
const CAVEAU = 2;

/** Issue 19: warehouses, the append-only ledger, the stock it leaves, and the figure for sale that follows it. */
describe.each(kinds)('the stock ledger (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const get = async <T>(url: string, email = OWNER) => {
    const res = await h.app.inject({ url, headers: await auth(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const move = async (body: object, email = OWNER) => h.app.inject({ method: 'POST', url: '/v1/stocks/movements?shopId=1', headers: await auth(email), payload: body });
  const moved = async (body: object) => {
    const res = await move(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MovementResult>();
  };
  /** A wine of its own with one 75 cl format, not tracked for sale yet. */
  const newWine = async (name: string) => {
    const res = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1200 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<ProductDetail>();
    return { productId: product.id, formatId: product.formats[0]!.id! };
  };
  const forSale = async (formatId: number) => {
    const [row] = (await h.handle.db.execute(sql`select stock from catalog.formats where id = ${formatId}`)) as unknown as { stock: number | null }[];
    return row!.stock;
  };
  const levelsOf = async (formatId: number) =>
    (await get<{ items: StockLevel[] }>('/v1/stocks?shopId=1&withEmpty=true&limit=100')).items.filter((l) => l.formatId === formatId)
      .map((l) => [l.warehouseName, l.vintage, l.lot, l.physical]);

  it('lists the seeded warehouses; refuses a bonded cellar without excise number and a name taken, in French on the field', async () => {
    const list = await get<{ items: Warehouse[] }>('/v1/stocks/warehouses?shopId=1');
    expect(list.items.map((w) => [w.name, w.regime, w.sellsOnline])).toEqual([['Caveau de vente', 'paid', false], ['Chai du domaine', 'suspended', true]]);

    const noExcise = await h.app.inject({ method: 'POST', url: '/v1/stocks/warehouses?shopId=1', headers: await auth(), payload: { name: 'Chai neuf', regime: 'suspended' } });
    expect(noExcise.statusCode).toBe(400);
    expect(noExcise.body).toContain(stockMessages.exciseNeeded);
    const badExcise = await h.app.inject({ method: 'POST', url: '/v1/stocks/warehouses?shopId=1', headers: await auth(), payload: { name: 'Chai neuf', regime: 'suspended', exciseNumber: 'FR12' } });
    expect(badExcise.body).toContain(stockMessages.exciseNumber);
    const taken = await h.app.inject({ method: 'POST', url: '/v1/stocks/warehouses?shopId=1', headers: await auth(), payload: { name: 'chai du domaine', regime: 'paid' } });
    expect([taken.statusCode, taken.json<{ message: string }>().message]).toEqual([409, stockMessages.warehouseName]);

    const created = await h.app.inject({
      method: 'POST', url: '/v1/stocks/warehouses?shopId=1', headers: await auth(),
      payload: { name: 'Dépôt de Lyon', regime: 'suspended', exciseNumber: 'fr 069 123 e4567', address: { street: '3 quai Rambaud', zipcode: '69002', city: 'Lyon', country: 'FR' }, sellsOnline: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Warehouse>()).toMatchObject({ name: 'Dépôt de Lyon', exciseNumber: 'FR069123E4567', units: 0, active: true });
    // Shop 2's owner neither sees nor edits it.
    expect((await h.app.inject({ url: '/v1/stocks/warehouses?shopId=1', headers: await auth('owner2@vendange.test') })).statusCode).toBe(403);
    const own2 = await get<{ items: Warehouse[] }>('/v1/stocks/warehouses?shopId=2', 'owner2@vendange.test');
    expect(own2.items).toEqual([]);
    const edit2 = await h.app.inject({
      method: 'PUT', url: `/v1/stocks/warehouses/${created.json<Warehouse>().id}?shopId=2`, headers: await auth('owner2@vendange.test'), payload: { name: 'Volé', regime: 'paid' },
    });
    expect(edit2.statusCode).toBe(404);
  });

  it('records entries, exits, transfers and inventories; never below zero; the ledger keeps each row with its balance', async () => {
    const { formatId } = await newWine('Cuvée du Ledger');
    const lines = (quantity: number, extra: object = {}) => [{ formatId, vintage: 2024, lot: 'L24-01', quantity, ...extra }];

    await moved({ kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: lines(24), note: 'Mise en bouteille de printemps' });
    const short = await move({ kind: 'exit', reason: 'loss', warehouseId: CHAI, lines: lines(30) });
    expect([short.statusCode, short.json<{ message: string }>().message]).toEqual([409, stockMessages.negative('Cuvée du Ledger · 75 cl', 24)]);
    await moved({ kind: 'exit', reason: 'loss', warehouseId: CHAI, lines: lines(2), note: 'Casse au chai' });
    const transfer = await moved({ kind: 'transfer', warehouseId: CHAI, toWarehouseId: CAVEAU, lines: lines(5) });
    expect(transfer.movements.map((m) => [m.warehouseName, m.quantity, m.balance])).toEqual([['Chai du domaine', -5, 17], ['Caveau de vente', 5, 5]]);
    const counted = await moved({ kind: 'inventory', warehouseId: CHAI, lines: [{ formatId, vintage: 2024, lot: 'L24-01', counted: 20 }], note: 'Inventaire annuel' });
    expect(counted.movements.map((m) => [m.reason, m.quantity, m.balance])).toEqual([['inventory', 3, 20]]);
    const same = await move({ kind: 'inventory', warehouseId: CHAI, lines: [{ formatId, vintage: 2024, lot: 'L24-01', counted: 20 }], note: 'Recompte' });
    expect([same.statusCode, same.json<{ message: string }>().message]).toEqual([409, stockMessages.nothingToAdjust]);
    const noNote = await move({ kind: 'inventory', warehouseId: CHAI, lines: [{ formatId, counted: 1 }], note: '' });
    expect([noNote.statusCode, noNote.body.includes(stockMessages.noteNeeded)]).toEqual([400, true]);

    expect(await levelsOf(formatId)).toEqual([['Caveau de vente', 2024, 'L24-01', 5], ['Chai du domaine', 2024, 'L24-01', 20]]);
    const ledger = await get<{ items: Movement[]; total: number }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}`);
    expect(ledger.total).toBe(5);
    expect(ledger.items.map((m) => [m.reason, m.warehouseName, m.quantity, m.balance])).toEqual([
      ['inventory', 'Chai du domaine', 3, 20], ['transfer', 'Caveau de vente', 5, 5], ['transfer', 'Chai du domaine', -5, 17],
      ['loss', 'Chai du domaine', -2, 22], ['bottling', 'Chai du domaine', 24, 24],
    ]);
    const losses = await get<{ items: Movement[] }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=loss`);
    expect(losses.items.map((m) => [m.note, m.createdBy])).toEqual([['Casse au chai', OWNER_NAME]]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect((await get<{ total: number }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&from=${today}&to=${today}`)).total).toBe(5);
    expect((await get<{ total: number }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&to=2020-01-01`)).total).toBe(0);

    // The ledger is append-only, whoever writes to it.
    const refusal = (work: Promise<unknown>) => work.then(() => 'accepted', (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message));
    expect(await refusal(h.handle.db.execute(sql`update stock.movements set quantity = 100 where format_id = ${formatId}`))).toMatch(/append-only/);
    expect(await refusal(h.handle.db.execute(sql`delete from stock.movements where format_id = ${formatId}`))).toMatch(/append-only/);
  });

  it('refuses a format of another shop, an unknown or archived warehouse, and a transfer to itself', async () => {
    const [other] = (await h.handle.db.execute(sql`select f.id from catalog.formats f join catalog.products p on p.id = f.product_id where p.shop_id = 2 limit 1`)) as unknown as { id: number }[];
    const foreign = await move({ kind: 'entry', reason: 'purchase', warehouseId: CHAI, lines: [{ formatId: other!.id, quantity: 1 }] });
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([400, stockMessages.formatUnknown]);
    const { formatId } = await newWine('Cuvée Archivée');
    const unknown = await move({ kind: 'entry', reason: 'purchase', warehouseId: 99999, lines: [{ formatId, quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    const itself = await move({ kind: 'transfer', warehouseId: CHAI, toWarehouseId: CHAI, lines: [{ formatId, quantity: 1 }] });
    expect([itself.statusCode, itself.body.includes(stockMessages.sameWarehouse)]).toEqual([400, true]);
    const archived = await h.app.inject({ method: 'POST', url: '/v1/stocks/warehouses?shopId=1', headers: await auth(), payload: { name: 'Ancien dépôt', regime: 'paid', active: false } });
    const refused = await move({ kind: 'entry', reason: 'purchase', warehouseId: archived.json<Warehouse>().id, lines: [{ formatId, quantity: 1 }] });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, stockMessages.warehouseInactive]);
  });

  it('moves the figure for sale with the warehouses that sell online, once per movement, and the storefront shows it', async () => {
    const { productId, formatId } = await newWine('Cuvée en Ligne');
    expect(await forSale(formatId)).toBeNull();
    await moved({ kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 24 }] });
    await h.settle();
    expect(await forSale(formatId)).toBe(24);
    // To the cellar-door shop (not online): 5 fewer for sale. An entry there changes nothing online.
    await moved({ kind: 'transfer', warehouseId: CHAI, toWarehouseId: CAVEAU, lines: [{ formatId, quantity: 5 }] });
    await moved({ kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 50 }] });
    await h.settle();
    expect(await forSale(formatId)).toBe(19);
    const page = await h.app.inject({ url: `/v1/products/${productId}?shopId=1` });
    expect(JSON.stringify(page.json())).toContain('"stock":19');

    // The same movement announced again (a job run twice after a lost answer) moves nothing more; a new one does.
    const [published] = (await h.handle.db.execute(sql`select data from pgboss.job where name = 'stock.publish' and data->'lines'->0->>'formatId' = ${String(formatId)} order by created_on limit 1`)) as unknown as { data: object }[];
    const replay = async (payload: object) => {
      await h.handle.db.execute(sql`insert into stock.outbox (queue, data) values ('stock.publish', ${JSON.stringify(payload)}::jsonb)`);
      await h.settle();
    };
    await replay(published!.data);
    expect(await forSale(formatId)).toBe(19);
    await replay({ shopId: 1, movementKey: 'movement:another', lines: [{ formatId, delta: -4 }] });
    expect(await forSale(formatId)).toBe(15);

    // The ledger keeps that figure now: the editor shows it and cannot type another one.
    const detail = (await h.app.inject({ url: `/v1/products/${productId}?shopId=1`, headers: await auth() })).json<ProductDetail>();
    expect([detail.formats[0]!.stock, detail.formats[0]!.stockFromLedger]).toEqual([15, true]);
    const format = { id: formatId, container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1200 };
    const save = async (stock: number | null) => h.app.inject({
      method: 'PUT', url: `/v1/products/${productId}`, headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name: 'Cuvée en Ligne', status: 'online', formats: [{ ...format, stock, stockSeen: 15 }] },
    });
    const typed = await save(40);
    expect([typed.statusCode, typed.json<{ message: string }>().message]).toEqual([409, stockFromLedgerMessage('Cuvée en Ligne · 75 cl')]);
    const kept = await save(15);
    expect(kept.statusCode, kept.body).toBe(200);
    // A checkout took some since the page was opened: saving the page leaves the ledger's figure as it is.
    await replay({ shopId: 1, movementKey: 'movement:sold', lines: [{ formatId, delta: -3 }] });
    expect((await save(15)).statusCode).toBe(200);
    expect(await forSale(formatId)).toBe(12);
  });

  it('a shipment takes its goods out of the shipping warehouse once, oldest lot first, and its return brings them back for sale', async () => {
    const { productId, formatId } = await newWine('Cuvée Expédiée');
    await moved({ kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, lot: 'A', quantity: 2 }, { formatId, lot: 'B', quantity: 10 }] });
    await h.settle();
    expect(await forSale(formatId)).toBe(12);
    const placed = await h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await auth('buyer@vendange.test'),
      payload: {
        checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: productId, quantity: 3 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
        // Shipped to Brussels: the exits carry the destination, which the DRM reads as an EU dispatch.
        deliveryAddress: { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue Royale', zipcode: '1000', city: 'Bruxelles', country: 'BE' },
        billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CheckoutResult>().orders[0]!;
    expect(await forSale(formatId)).toBe(9);
    expect((await h.app.inject({ method: 'PUT', url: `/v1/orders/${order.id}/validate`, headers: await auth() })).statusCode).toBe(200);
    const shipped = await h.app.inject({ method: 'POST', url: `/v1/orders/${order.id}/shipments`, headers: await auth(), payload: { ship: true } });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const shipment = shipped.json<Shipment>();
    await h.settle();
    // The checkout took the 3 from the figure for sale already: the exit leaves it as it is.
    expect(await forSale(formatId)).toBe(9);
    expect(await levelsOf(formatId)).toEqual([['Chai du domaine', null, 'A', 0], ['Chai du domaine', null, 'B', 9]]);
    const exits = (await get<{ items: Movement[] }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=sale`)).items;
    expect(exits.map((m) => [m.lot, m.quantity, m.document?.ref, m.destination])).toEqual([['B', -1, shipment.number, 'BE'], ['A', -2, shipment.number, 'BE']]);

    const back = await h.app.inject({ method: 'PUT', url: `/v1/shipments/${shipment.id}/status`, headers: await auth(), payload: { status: 'returned' } });
    expect(back.statusCode, back.body).toBe(200);
    await h.settle();
    expect(await forSale(formatId)).toBe(12);
    const returns = (await get<{ items: Movement[] }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=return`)).items;
    expect(returns.map((m) => [m.quantity, m.balance, m.document?.ref, m.destination])).toEqual([[3, 12, shipment.number, null]]);
  });

  it('tells staff once when a wine goes below its alert threshold, and of an inventory; a warehouse with a history keeps its regime', async () => {
    const { formatId } = await newWine('Cuvée Seuil');
    const set = await h.app.inject({ method: 'PUT', url: `/v1/stocks/thresholds/${formatId}?shopId=1`, headers: await auth(), payload: { threshold: 10 } });
    expect(set.statusCode, set.body).toBe(200);
    await moved({ kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 12 }] });
    await moved({ kind: 'exit', reason: 'tasting', warehouseId: CHAI, lines: [{ formatId, quantity: 3 }] });
    await moved({ kind: 'exit', reason: 'tasting', warehouseId: CHAI, lines: [{ formatId, quantity: 1 }] });
    await moved({ kind: 'inventory', warehouseId: CHAI, lines: [{ formatId, counted: 7 }], note: 'Recomptage' });
    await h.settle();
    const notes = await get<Notification[]>('/v1/notifications-centers');
    expect(notes.filter((n) => n.type === 'thresholdReach' && n.message.includes('Cuvée Seuil')).map((n) => [n.title, n.message, n.redirectLink]))
      .toEqual([['Stock bas', "« Cuvée Seuil · 75 cl » : il en reste 9, sous le seuil d'alerte de 10.", '/dashboard/stocks']]);
    expect(notes.filter((n) => n.type === 'stockUpdate').map((n) => n.message)).toContain('Inventaire de Chai du domaine : 1 ligne ajustée par Claire Martin.');
    const thresholds = await get<{ formatId: number; threshold: number; physical: number }[]>('/v1/stocks/thresholds?shopId=1');
    expect(thresholds.find((t) => t.formatId === formatId)).toMatchObject({ threshold: 10, physical: 7 });
    expect((await levelsOf(formatId))).toEqual([['Chai du domaine', null, null, 7]]);

    const regime = await h.app.inject({ method: 'PUT', url: `/v1/stocks/warehouses/${CHAI}?shopId=1`, headers: await auth(), payload: { name: 'Chai du domaine', regime: 'paid' } });
    expect([regime.statusCode, regime.json<{ message: string }>().message]).toEqual([409, stockMessages.regimeLocked]);
  });

  it('100 exits racing for the last 10 bottles: exactly 10 pass, the stock ends at zero', async () => {
    const { formatId } = await newWine('Cuvée Disputée');
    await moved({ kind: 'entry', reason: 'bottling', warehouseId: CAVEAU, lines: [{ formatId, quantity: 10 }] });
    const results = await Promise.all(Array.from({ length: 100 }, () => move({ kind: 'exit', reason: 'tasting', warehouseId: CAVEAU, lines: [{ formatId, quantity: 1 }] })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(90);
    expect(await levelsOf(formatId)).toEqual([['Caveau de vente', null, null, 0]]);
    const balances = (await get<{ items: Movement[] }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&limit=100`)).items.map((m) => m.balance);
    expect(balances).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('for any sequence of movements, opening + entries − exits = closing per warehouse and lot, and each balance follows the previous', async () => {
    const { formatId } = await newWine(`Cuvée Propriété ${kind}`);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('entry' as const), reason: fc.constantFrom('bottling', 'purchase', 'return'), at: fc.constantFrom(CHAI, CAVEAU), lot: fc.constantFrom('A', 'B'), quantity: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('exit' as const), reason: fc.constantFrom('sale', 'sample', 'tasting', 'loss'), at: fc.constantFrom(CHAI, CAVEAU), lot: fc.constantFrom('A', 'B'), quantity: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('transfer' as const), at: fc.constantFrom(CHAI, CAVEAU), lot: fc.constantFrom('A', 'B'), quantity: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ kind: fc.constant('inventory' as const), at: fc.constantFrom(CHAI, CAVEAU), lot: fc.constantFrom('A', 'B'), counted: fc.integer({ min: 0, max: 40 }) }),
    );
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      run += 1;
      const lot = (l: string) => `${l}${run}`;
      const expected = new Map<string, number>();
      const at = (w: number, l: string) => expected.get(`${w}:${l}`) ?? 0;
      for (const s of steps) {
        const line = { formatId, lot: lot(s.lot) };
        if (s.kind === 'inventory') {
          const res = await move({ kind: 'inventory', warehouseId: s.at, lines: [{ ...line, counted: s.counted }], note: 'Comptage' });
          expect(res.statusCode).toBe(s.counted === at(s.at, s.lot) ? 409 : 201);
          expected.set(`${s.at}:${s.lot}`, s.counted);
          continue;
        }
        const to = s.at === CHAI ? CAVEAU : CHAI;
        const body = s.kind === 'transfer'
          ? { kind: 'transfer', warehouseId: s.at, toWarehouseId: to, lines: [{ ...line, quantity: s.quantity }] }
          : { kind: s.kind, reason: s.reason, warehouseId: s.at, lines: [{ ...line, quantity: s.quantity }] };
        const res = await move(body);
        const leaves = s.kind !== 'entry';
        const ok = !leaves || at(s.at, s.lot) >= s.quantity;
        expect(res.statusCode, res.body).toBe(ok ? 201 : 409);
        if (!ok) continue;
        expected.set(`${s.at}:${s.lot}`, at(s.at, s.lot) + (leaves ? -s.quantity : s.quantity));
        if (s.kind === 'transfer') expected.set(`${to}:${s.lot}`, at(to, s.lot) + s.quantity);
      }
      const ledger = (await get<{ items: Movement[] }>(`/v1/stocks/movements?shopId=1&formatId=${formatId}&limit=100`)).items.filter((m) => m.lot?.endsWith(String(run)));
      const levels = (await get<{ items: StockLevel[] }>(`/v1/stocks?shopId=1&withEmpty=true&limit=100&search=${encodeURIComponent(`Cuvée Propriété ${kind}`)}`)).items
        .filter((l) => l.lot?.endsWith(String(run)));
      for (const level of levels) {
        const rows = ledger.filter((m) => m.warehouseId === level.warehouseId && m.lot === level.lot).reverse();
        // Opening (0) + entries − exits = closing, and each row's balance is the one before plus its quantity.
        expect(rows.reduce((sum, m) => sum + m.quantity, 0)).toBe(level.physical);
        rows.reduce((before, m) => { expect(m.balance).toBe(before + m.quantity); return m.balance; }, 0);
        expect(level.physical).toBe(at(level.warehouseId, level.lot!.slice(0, 1)));
        expect(level.physical).toBeGreaterThanOrEqual(0);
      }
    }), { numRuns: 15 });
  }, 120_000);
});
