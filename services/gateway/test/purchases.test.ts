import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchaseMessages, ruleMessages, type CrdCapsule, type CrdMovement, type Movement, type ProductDetail, type Purchase, type PurchaseReceptionResult, type PurchaseSummary, type StockLevel, type Supplier,
} from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
/** Shop 1's bonded cellar, which sells online. */
const CHAI = 1;

/** Issue 19: suppliers, purchase orders, and receptions entering the stock ledger. */
describe.each(kinds)('suppliers and purchase orders (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: await auth(email), ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const forSale = async (formatId: number) => {
    const [row] = (await h.handle.db.execute(sql`select stock from catalog.formats where id = ${formatId}`)) as unknown as { stock: number | null }[];
    return row!.stock;
  };
  const newWine = async (name: string) => {
    const product = await ok<ProductDetail>('POST', '/v1/products', {
      shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }],
    }, 201);
    return product.formats[0]!.id!;
  };

  it('adds and edits suppliers, in French when something is wrong; lists and searches them', async () => {
    const refusals: [object, string][] = [
      [{ name: ' ' }, ruleMessages.needed], [{ name: 'A', siret: '123' }, ruleMessages.siret],
      [{ name: 'A', vatNumber: '12' }, purchaseMessages.vatNumber], [{ name: 'A', email: 'pas-un-mail' }, ruleMessages.email],
    ];
    for (const [body, message] of refusals) {
      const refused = await call('POST', '/v1/suppliers?shopId=1', body);
      expect([refused.statusCode, refused.json<{ message: string }>().message.startsWith(message)], message).toEqual([400, true]);
    }

    const created = await ok<Supplier>('POST', '/v1/suppliers?shopId=1', {
      name: 'Verrerie du Rhône', contactName: 'Paul Verre', email: 'Contact@Verrerie.test', phone: '04 90 00 00 00', siret: '123 456 789 00011', vatNumber: 'fr 12 345678901',
    }, 201);
    expect(created).toMatchObject({ name: 'Verrerie du Rhône', email: 'contact@verrerie.test', siret: '12345678900011', vatNumber: 'FR12345678901', active: true, address: null });
    const edited = await ok<Supplier>('PUT', `/v1/suppliers/${created.id}?shopId=1`, { name: 'Verrerie du Rhône SA', notes: 'Livraison le mardi' });
    expect(edited).toMatchObject({ name: 'Verrerie du Rhône SA', notes: 'Livraison le mardi', email: null });
    const found = await ok<{ items: Supplier[]; total: number }>('GET', '/v1/suppliers?shopId=1&search=verrerie');
    expect(found.items.map((s) => s.name)).toContain('Verrerie du Rhône SA');
    expect((await ok<Supplier>('GET', `/v1/suppliers/${created.id}?shopId=1`)).name).toBe('Verrerie du Rhône SA');
  });

  it('orders a wine format and corks, totals to the cent, receives part then the rest into the ledger; never more than ordered', async () => {
    const supplier = await ok<Supplier>('POST', '/v1/suppliers?shopId=1', { name: 'Négoce Durand' }, 201);
    const formatId = await newWine('Cuvée Achetée');
    expect(await forSale(formatId)).toBeNull();

    const noItem = await call('POST', '/v1/purchases?shopId=1', { supplierId: supplier.id, lines: [{ quantity: 1, unitPriceCents: 10 }] });
    expect([noItem.statusCode, noItem.body.includes(purchaseMessages.lineItem)]).toEqual([400, true]);

    const po = await ok<Purchase>('POST', '/v1/purchases?shopId=1', {
      supplierId: supplier.id, expectedOn: '2026-12-15',
      lines: [
        { formatId, quantity: 120, unitPriceCents: 455, vatRate: '20' },
        { description: 'Bouchons liège naturel 49x24', quantity: 1000, unitPriceCents: 33, vatRate: '20' },
        { description: 'Étiquettes', quantity: 7, unitPriceCents: 101, vatRate: '5.5' },
      ],
    }, 201);
    const year = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 4);
    expect(po.reference).toMatch(new RegExp(`^PO-${year}-\\d{4}$`));
    expect(po.status).toBe('draft');
    expect(po.lines.map((l) => [l.label, l.quantity, l.totalExclCents])).toEqual([
      ['Cuvée Achetée · 75 cl', 120, 54600], ['Bouchons liège naturel 49x24', 1000, 33000], ['Étiquettes', 7, 707],
    ]);
    // 20 %: 87 600 → 17 520; 5,5 %: 707 → 38,885 → 39.
    expect(po.totals).toMatchObject({ exclCents: 88307, vatCents: 17559, inclCents: 105866 });
    expect(po.totalInclCents).toBe(105866);
    // A second one takes the next number.
    const next = await ok<Purchase>('POST', '/v1/purchases?shopId=1', { supplierId: supplier.id, lines: [{ description: 'Capsules', quantity: 1, unitPriceCents: 1 }] }, 201);
    expect(Number(next.reference.slice(-4))).toBe(Number(po.reference.slice(-4)) + 1);

    // A draft is edited; a draft is not received.
    const edited = await ok<Purchase>('PUT', `/v1/purchases/${po.id}?shopId=1`, {
      supplierId: supplier.id, expectedOn: '2026-12-20', lines: po.lines.map((l) => ({ formatId: l.formatId, description: l.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate })),
    });
    expect(edited.expectedOn).toBe('2026-12-20');
    const wine = edited.lines[0]!;
    const corks = edited.lines[1]!;
    const early = await call('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, { warehouseId: CHAI, lines: [{ purchaseLineId: wine.id, quantity: 1 }] });
    expect([early.statusCode, early.json<{ message: string }>().message]).toEqual([409, purchaseMessages.notReceivable]);

    expect((await ok<Purchase>('PUT', `/v1/purchases/${po.id}/status?shopId=1`, { status: 'ordered' })).status).toBe('ordered');
    const locked = await call('PUT', `/v1/purchases/${po.id}?shopId=1`, { supplierId: supplier.id, lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }] });
    expect([locked.statusCode, locked.json<{ message: string }>().message]).toEqual([409, purchaseMessages.notDraft]);

    const part = await ok<PurchaseReceptionResult>('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, {
      warehouseId: CHAI, lines: [{ purchaseLineId: wine.id, quantity: 48, vintage: 2023, lot: 'A1' }, { purchaseLineId: corks.id, quantity: 500 }],
    }, 201);
    expect(part.purchase.status).toBe('partiallyReceived');
    expect(part.purchase.lines.map((l) => l.received)).toEqual([48, 500, 0]);
    expect(part.movements.map((m) => [m.reason, m.quantity, m.balance, m.document])).toEqual([['purchase', 48, 48, { type: 'purchase', id: po.id, ref: po.reference }]]);

    const tooMany = await call('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, { warehouseId: CHAI, lines: [{ purchaseLineId: wine.id, quantity: 73 }] });
    expect([tooMany.statusCode, tooMany.json<{ message: string }>().message]).toEqual([409, purchaseMessages.tooMany('Cuvée Achetée · 75 cl', 72)]);
    const cancel = await call('PUT', `/v1/purchases/${po.id}/status?shopId=1`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);

    const rest = await ok<PurchaseReceptionResult>('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, {
      warehouseId: CHAI, lines: [{ purchaseLineId: wine.id, quantity: 72, vintage: 2023, lot: 'A1' }, { purchaseLineId: corks.id, quantity: 500 }, { purchaseLineId: edited.lines[2]!.id, quantity: 7 }],
    }, 201);
    expect(rest.purchase.status).toBe('received');
    const after = await call('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, { warehouseId: CHAI, lines: [{ purchaseLineId: wine.id, quantity: 1 }] });
    expect(after.statusCode).toBe(409);

    const stock = await ok<{ items: StockLevel[] }>('GET', '/v1/stocks?shopId=1&limit=100');
    expect(stock.items.filter((l) => l.formatId === formatId).map((l) => [l.warehouseName, l.vintage, l.lot, l.physical])).toEqual([['Chai du domaine', 2023, 'A1', 120]]);
    const ledger = await ok<{ items: Movement[] }>('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}`);
    expect(ledger.items.map((m) => [m.reason, m.quantity, m.document?.ref, m.createdBy])).toEqual([
      ['purchase', 72, po.reference, 'Claire Martin'], ['purchase', 48, po.reference, 'Claire Martin'],
    ]);
    await h.settle();
    expect(await forSale(formatId)).toBe(120);

    const list = await ok<{ items: PurchaseSummary[] }>('GET', '/v1/purchases?shopId=1&status=received');
    expect(list.items.map((p) => p.reference)).toContain(po.reference);
    const searched = await ok<{ items: PurchaseSummary[] }>('GET', `/v1/purchases?shopId=1&search=${po.reference}`);
    expect(searched.items.map((p) => [p.reference, p.supplierName])).toEqual([[po.reference, 'Négoce Durand']]);

    // A draft cancelled; cancelling again changes nothing.
    expect((await ok<Purchase>('PUT', `/v1/purchases/${next.id}/status?shopId=1`, { status: 'cancelled' })).status).toBe('cancelled');
    expect((await ok<Purchase>('PUT', `/v1/purchases/${next.id}/status?shopId=1`, { status: 'cancelled' })).status).toBe('cancelled');
  });

  it('receives CRD capsules bought on a purchase order into their capsule line: one entry per reception, linked to the order, recorded once per key', async () => {
    const supplier = await ok<Supplier>('POST', '/v1/suppliers?shopId=1', { name: 'Capsulerie du Sud' }, 201);
    const volumeMl = 500 + (Date.now() % 9000);
    const capsule = await ok<CrdCapsule>('POST', '/v1/stocks/crd?shopId=1', { colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl }, 201);
    // Another shop's capsule line, or a line both a wine and capsules, is refused in French.
    const both = await call('POST', '/v1/purchases?shopId=1', { supplierId: supplier.id, lines: [{ formatId: 1, crdCapsuleId: capsule.id, quantity: 1, unitPriceCents: 1 }] });
    expect([both.statusCode, both.body.includes(purchaseMessages.lineBoth)]).toEqual([400, true]);
    const foreign = await call('POST', '/v1/purchases?shopId=1', { supplierId: supplier.id, lines: [{ crdCapsuleId: 999_999, quantity: 1, unitPriceCents: 1 }] });
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([400, purchaseMessages.crdUnknown]);

    const po = await ok<Purchase>('POST', '/v1/purchases?shopId=1', {
      supplierId: supplier.id, lines: [{ crdCapsuleId: capsule.id, quantity: 3000, unitPriceCents: 2, vatRate: '20' }, { description: 'Bouchons', quantity: 100, unitPriceCents: 30 }],
    }, 201);
    const [crdLine, corks] = po.lines;
    expect(crdLine).toMatchObject({ crdCapsuleId: capsule.id, formatId: null, label: `Capsules CRD ${capsule.label}` });
    await ok<Purchase>('PUT', `/v1/purchases/${po.id}/status?shopId=1`, { status: 'ordered' });

    const body = { warehouseId: CHAI, key: `reception-${po.id}-one`, lines: [{ purchaseLineId: crdLine!.id, quantity: 1000 }, { purchaseLineId: crdLine!.id, quantity: 1000 }, { purchaseLineId: corks!.id, quantity: 100 }] };
    const first = await ok<PurchaseReceptionResult>('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, body, 201);
    // Two lines of the same capsules in one reception: one entry.
    expect(first.crdMovements.map((m) => [m.reason, m.quantity, m.balance, m.purchase])).toEqual([['purchase', 2000, 2000, { id: po.id, reference: po.reference }]]);
    expect(first.movements).toEqual([]);
    expect(first.replayed).toBe(false);
    // The same reception sent again (a lost answer): nothing more enters.
    const again = await ok<PurchaseReceptionResult>('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, body, 201);
    expect([again.replayed, again.crdMovements, again.purchase.lines[0]!.received]).toEqual([true, [], 2000]);
    const second = await ok<PurchaseReceptionResult>('POST', `/v1/purchases/${po.id}/receptions?shopId=1`, { warehouseId: CHAI, key: `reception-${po.id}-two`, lines: [{ purchaseLineId: crdLine!.id, quantity: 1000 }] }, 201);
    expect(second.purchase.status).toBe('received');
    expect(second.crdMovements.map((m) => [m.quantity, m.balance])).toEqual([[1000, 3000]]);

    // The capsule account: two entries, each naming its purchase order; the balance 3000.
    const account = await ok<{ items: CrdMovement[] }>('GET', `/v1/stocks/crd/movements?shopId=1&capsuleId=${capsule.id}`);
    expect(account.items.map((m) => [m.reason, m.quantity, m.purchase?.reference, m.note])).toEqual([
      ['purchase', 1000, po.reference, `Réception ${po.reference}`], ['purchase', 2000, po.reference, `Réception ${po.reference}`],
    ]);
    expect((await ok<CrdCapsule[]>('GET', '/v1/stocks/crd?shopId=1')).find((c) => c.id === capsule.id)?.balance).toBe(3000);
    // One reception, one entry per capsule line: the database refuses a second entry of the same reception.
    const [row] = (await h.handle.db.execute(sql`select stock_batch_id from stock.crd_movements where capsule_id = ${capsule.id} order by id limit 1`)) as unknown as { stock_batch_id: string }[];
    await expect(h.handle.db.execute(sql`insert into stock.crd_movements (shop_id, capsule_id, reason, quantity, balance, stock_batch_id, purchase_id) values (1, ${capsule.id}, 'purchase', 1, 3001, ${row!.stock_batch_id}, ${po.id})`)).rejects.toThrow();
  });

  it("keeps shop 1's suppliers and orders from shop 2's owner and from a collaborator without the right", async () => {
    const supplier = await ok<Supplier>('POST', '/v1/suppliers?shopId=1', { name: 'Cartonnages Privés' }, 201);
    const po = await ok<Purchase>('POST', '/v1/purchases?shopId=1', { supplierId: supplier.id, lines: [{ description: 'Cartons 6', quantity: 10, unitPriceCents: 90 }] }, 201);
    const owner2 = 'owner2@vendange.test';
    expect((await call('GET', '/v1/suppliers?shopId=1', undefined, owner2)).statusCode).toBe(403);
    expect((await call('GET', `/v1/suppliers/${supplier.id}?shopId=2`, undefined, owner2)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/suppliers/${supplier.id}?shopId=2`, { name: 'Volé' }, owner2)).statusCode).toBe(404);
    expect((await call('GET', `/v1/purchases/${po.id}?shopId=2`, undefined, owner2)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/purchases/${po.id}/status?shopId=2`, { status: 'ordered' }, owner2)).statusCode).toBe(404);
    const foreign = await call('POST', '/v1/purchases?shopId=2', { supplierId: supplier.id, lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }] }, owner2);
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([404, purchaseMessages.supplierUnknown]);
    const own2 = await call('GET', '/v1/purchases?shopId=2', undefined, owner2);
    expect(own2.statusCode).toBe(200);
    expect(own2.body).not.toContain(po.reference);

    // The demo collaborator (clients, products, stock) holds none of the purchase rights.
    const staff = 'staff@vendange.test';
    expect((await call('GET', '/v1/suppliers?shopId=1', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '/v1/suppliers?shopId=1', { name: 'Non' }, staff)).statusCode).toBe(403);
    expect((await call('GET', '/v1/purchases?shopId=1', undefined, staff)).statusCode).toBe(403);
    expect((await call('PUT', `/v1/purchases/${po.id}/status?shopId=1`, { status: 'ordered' }, staff)).statusCode).toBe(403);
  });
});
