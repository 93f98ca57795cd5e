import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpOf, sampleMessages, type Movement, type ProductDetail, type Sample } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
/** Shop 1's bonded cellar, which sells online (the shipping warehouse). */
const CHAI = 1;
/** Shop 1's CRM: a wine shop (pro) and a private buyer. */
const CAVISTE = 1;
const PARTICULIER = 3;

/** Issue 19: samples sent free to a client, their stock exit (reason sample) and the client's answer. */
describe.each(kinds)('samples (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const forSale = async (formatId: number) => {
    const [row] = (await h.handle.db.execute(sql`select stock from catalog.formats where id = ${formatId}`)) as unknown as { stock: number | null }[];
    return row!.stock;
  };
  /** A wine of its own, 12 bottles bottled into the bonded cellar. */
  const bottledWine = async (name: string) => {
    const product = await ok<ProductDetail>('POST', '/v1/products', {
      shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }],
    }, 201);
    const formatId = product.formats[0]!.id!;
    await ok('POST', '/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId, quantity: 12 }] }, 201);
    await h.settle();
    return { productId: product.id, formatId };
  };
  const sampleExits = async (formatId: number) =>
    (await ok<{ items: Movement[] }>('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&reason=sample`)).items.map((m) => [m.quantity, m.document?.ref]);

  it('prepares a sample for a professional, refuses an unsolicited one to a private client, sends it out of the ledger once', async () => {
    const { productId, formatId } = await bottledWine('Cuvée Échantillon');
    expect(await forSale(formatId)).toBe(12);
    const line = { productId, formatId, quantity: 2 };

    const unsolicited = await call('POST', '/v1/orders/samples', { shopId: 1, clientId: PARTICULIER, lines: [line] });
    expect([unsolicited.statusCode, unsolicited.json<{ message: string }>().message]).toEqual([400, sampleMessages.consumer]);
    const asked = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: PARTICULIER, lines: [line], requestedByClient: true }, 201);
    expect(asked).toMatchObject({ clientIsPro: false, requestedByClient: true, status: 'prepared' });
    const unknown = await call('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines: [{ productId, formatId: formatId + 9999, quantity: 1 }] });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([400, sampleMessages.productUnknown(1)]);

    const sample = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines: [line], purpose: "Pour sa carte d'été" }, 201);
    const year = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 4);
    expect(sample.number).toMatch(new RegExp(`^ECH-${year}-\\d{4}$`));
    expect(Number(sample.number.slice(-4))).toBe(Number(asked.number.slice(-4)) + 1);
    expect(sample).toMatchObject({ clientName: 'Cave du Vieux Port', clientIsPro: true, status: 'prepared', units: 2, followUpOn: null, due: false, purpose: "Pour sa carte d'été" });
    expect(sample.lines.map((l) => [l.label, l.quantity])).toEqual([['Cuvée Échantillon · 75 cl', 2]]);
    // Prepared only: nothing left the cellar, nothing to answer yet.
    await h.settle();
    expect(await sampleExits(formatId)).toEqual([]);
    const early = await call('POST', `/v1/orders/samples/${sample.id}/answer`, { feedback: 'Trop tôt' });
    expect([early.statusCode, early.json<{ message: string }>().message]).toEqual([409, sampleMessages.move.answer]);

    const sent = await ok<Sample>('POST', `/v1/orders/samples/${sample.id}/send`, {});
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(sent).toMatchObject({ status: 'sent', followUpOn: followUpOf(today), due: false });
    await h.settle();
    expect(await sampleExits(formatId)).toEqual([[-2, sample.number]]);
    // Nothing held the bottles before: they leave the figure for sale now.
    expect(await forSale(formatId)).toBe(10);

    // Sent twice (another screen) or the job run again after a lost answer: nothing more moves.
    const again = await call('POST', `/v1/orders/samples/${sample.id}/send`, {});
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, sampleMessages.move.send]);
    const [job] = (await h.handle.db.execute(sql`select data from pgboss.job where name = 'orders.stock-document' and data->>'key' = ${`sample:${sample.id}:exit`} limit 1`)) as unknown as { data: object }[];
    expect(job!.data).toMatchObject({ reason: 'sample', direction: 'exit', document: { type: 'sample', ref: sample.number } });
    await h.handle.db.execute(sql`insert into orders.outbox (queue, data) values ('orders.stock-document', ${JSON.stringify(job!.data)}::jsonb)`);
    await h.settle();
    expect(await sampleExits(formatId)).toEqual([[-2, sample.number]]);
    expect(await forSale(formatId)).toBe(10);

    // Gone: it cannot be cancelled any more, in French.
    const cancel = await call('POST', `/v1/orders/samples/${sample.id}/cancel`);
    expect([cancel.statusCode, cancel.json<{ message: string }>().message]).toEqual([409, sampleMessages.cancelSent]);
    const cancelled = await ok<Sample>('POST', `/v1/orders/samples/${asked.id}/cancel`);
    expect(cancelled.status).toBe('cancelled');
  });

  it('is « à relancer » once its follow-up day has come, until answered; then led to an order', async () => {
    const { productId, formatId } = await bottledWine('Cuvée Relance');
    const sample = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines: [{ productId, formatId, quantity: 1 }] }, 201);
    const past = await call('POST', `/v1/orders/samples/${sample.id}/send`, { followUpOn: '2020-01-01' });
    expect([past.statusCode, past.json<{ message: string }>().message]).toEqual([400, sampleMessages.followUpPast]);
    await ok<Sample>('POST', `/v1/orders/samples/${sample.id}/send`, { followUpOn: '2099-12-31' });
    const dueIds = async () => (await ok<{ items: Sample[] }>('GET', '/v1/orders/samples?shopId=1&due=true&limit=100')).items.map((s) => s.id);
    expect(await dueIds()).not.toContain(sample.id);
    // The follow-up day came (written as if the days had passed).
    await h.handle.db.execute(sql`update orders.samples set follow_up_on = '2020-01-02' where id = ${sample.id}`);
    expect(await dueIds()).toContain(sample.id);
    expect((await ok<{ due: number }>('GET', '/v1/orders/samples/due-count?shopId=1')).due).toBeGreaterThanOrEqual(1);
    const byClient = await ok<{ items: Sample[] }>('GET', `/v1/orders/samples?shopId=1&clientId=${CAVISTE}&search=vieux&limit=100`);
    expect(byClient.items.map((s) => s.id)).toContain(sample.id);
    expect((await ok<{ items: Sample[] }>('GET', `/v1/orders/samples?shopId=1&clientId=${PARTICULIER}&limit=100`)).items.map((s) => s.id)).not.toContain(sample.id);

    const moved = await ok<Sample>('PUT', `/v1/orders/samples/${sample.id}/follow-up`, { followUpOn: '2099-01-15' });
    expect(moved).toMatchObject({ followUpOn: '2099-01-15', due: false });
    const answered = await ok<Sample>('POST', `/v1/orders/samples/${sample.id}/answer`, { feedback: 'Aime beaucoup, commande en janvier' });
    expect(answered).toMatchObject({ status: 'answered', feedback: 'Aime beaucoup, commande en janvier', due: false });
    expect(answered.answeredAt).not.toBeNull();
    expect(await dueIds()).not.toContain(sample.id);

    // Shop 2's order is not one of ours; shop 1's order 1 is.
    const foreign = await call('POST', `/v1/orders/samples/${sample.id}/order`, { orderId: 4 });
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([400, sampleMessages.orderUnknown]);
    const ordered = await ok<Sample>('POST', `/v1/orders/samples/${sample.id}/order`, { orderId: 1 });
    expect(ordered).toMatchObject({ status: 'ordered', orderId: 1, orderReference: 'CMD-2026-0001' });
    expect((await ok<{ items: Sample[] }>('GET', '/v1/orders/samples?shopId=1&status=ordered')).items.map((s) => s.id)).toContain(sample.id);
  });

  it("keeps shop 1's samples from shop 2's owner and from a collaborator without the right", async () => {
    const sample = await ok<Sample>('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines: [{ productId: 1, formatId: 1, quantity: 1 }] }, 201);
    const owner2 = 'owner2@vendange.test';
    expect((await call('GET', '/v1/orders/samples?shopId=1', undefined, owner2)).statusCode).toBe(403);
    expect((await call('GET', `/v1/orders/samples/${sample.id}?shopId=2`, undefined, owner2)).statusCode).toBe(404);
    expect((await call('POST', `/v1/orders/samples/${sample.id}/send?shopId=2`, {}, owner2)).statusCode).toBe(404);
    expect((await call('POST', `/v1/orders/samples/${sample.id}/cancel?shopId=2`, undefined, owner2)).statusCode).toBe(404);
    // Shop 2 naming shop 1's client: not in its CRM.
    const theirs = await call('POST', '/v1/orders/samples', { shopId: 2, clientId: CAVISTE, lines: [{ productId: 1, formatId: 1, quantity: 1 }] }, owner2);
    expect([theirs.statusCode, theirs.json<{ message: string }>().message]).toEqual([400, sampleMessages.clientUnknown]);
    expect((await call('GET', '/v1/orders/samples?shopId=2', undefined, owner2)).json<{ items: Sample[] }>().items.map((s) => s.id)).not.toContain(sample.id);
    // The demo collaborator of shop 1 holds neither seeAllOrder nor createOrder.
    expect((await call('GET', '/v1/orders/samples?shopId=1', undefined, 'staff@vendange.test')).statusCode).toBe(403);
    expect((await call('POST', '/v1/orders/samples', { shopId: 1, clientId: CAVISTE, lines: [{ productId: 1, formatId: 1, quantity: 1 }] }, 'staff@vendange.test')).statusCode).toBe(403);
    expect((await ok<Sample>('GET', `/v1/orders/samples/${sample.id}?shopId=1`)).status).toBe('prepared');
  });
});
