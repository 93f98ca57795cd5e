import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PublicQuote, QuoteSummary, SaleDetail, StaffSalePrice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** Sales a producer enters from the dashboard: phone orders, quotes, the client's answer from the mailed link (issue 17). */
describe.each(kinds)('sales entered by the producer (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string | null, payload?: object) =>
    h.app.inject({ method, url, headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {}, ...(payload ? { payload } : {}) });
  // Product 3 (the Rosé) is the format whose units are counted; client 1 is "Cave du Vieux Port" (grid caviste, professional).
  const sale = (extra: object = {}, lines: object[] = [{ productId: 3, quantity: 6 }]) => ({ shopId: 1, kind: 'order', clientId: 1, lines, ...extra });
  const stock = async () => (await call('GET', '/v1/products/3', 'owner@vendange.test')).json<{ formats: Array<{ stock: number | null }> }>().formats[0]!.stock!;
  /** The secret of the newest quote link mailed to the client (the link is /quotes/<token>). */
  const quoteToken = () => {
    const mail = h.mails().filter((m) => m.to === 'cave@vieuxport.test').at(-1);
    const token = mail && /\/quotes\/([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no quote link mailed to cave@vieuxport.test');
    return token;
  };
  const ordersTotal = async () => (await call('GET', '/v1/orders?shopId=1', 'owner@vendange.test')).json<{ total: number }>().total;

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it("prices a sale at the client's grid, with a price set for a reason and a line discount", async () => {
    const grid = (await call('POST', '/v1/orders/staff/price', 'owner@vendange.test', sale())).json<StaffSalePrice>();
    expect(grid.error).toBeNull();
    expect(grid.typology).toBe('caviste');
    const line = grid.lines[0]!;
    expect(line.unitHtCents).toBeGreaterThan(0);
    const changed = (await call('POST', '/v1/orders/staff/price', 'owner@vendange.test', sale({}, [{ productId: 3, quantity: 6, unitPriceCents: 500, discountPercent: '10', reason: 'Salon des vins' }]))).json<StaffSalePrice>();
    expect(changed.lines[0]).toMatchObject({ unitHtCents: 450, listUnitCents: line.listUnitCents, reason: 'Salon des vins' });
    // The engine's totals: lines at 4.50 € excl. VAT and duties, excise on top, VAT on both.
    expect(changed.totalHtCents).toBe(changed.lines[0]!.lineHtCents);
    expect(changed.totalTtcCents).toBe(changed.totalHtCents + changed.vatCents);
    const noReason = await call('POST', '/v1/orders/staff/price', 'owner@vendange.test', sale({}, [{ productId: 3, quantity: 6, unitPriceCents: 500 }]));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Indiquez la raison du prix ou de la remise accordée.');
  });

  it('enters a validated phone order: units held, in the orders list, invoiced like any order', async () => {
    const before = await stock();
    const total = await ordersTotal();
    const res = await call('POST', '/v1/orders/staff', 'owner@vendange.test', sale({ validate: true, paymentDelay: 'days30' }, [{ productId: 3, quantity: 6, discountPercent: '5', reason: 'Fidélité' }]));
    expect(res.statusCode).toBe(201);
    const order = res.json<SaleDetail>();
    expect(order).toMatchObject({ kind: 'order', channel: 'staff', status: 'validated', clientId: 1, clientName: 'Cave du Vieux Port', paymentDelay: 'days30', buyerId: null });
    expect(order.reference).toMatch(/^CMD-\d{4}-\d{4}$/);
    expect(order.lineChanges).toEqual([{ lineId: order.lines[0]!.id, unitPriceCents: null, discountPercent: '5', reason: 'Fidélité' }]);
    expect(await stock()).toBe(before - 6);
    expect(await ordersTotal()).toBe(total + 1);
    // The orders list filters by channel and by client.
    const listed = async (query: string) => (await call('GET', `/v1/orders?shopId=1&limit=100${query}`, 'owner@vendange.test')).json<{ items: Array<{ id: number; channel: string }>; total: number }>();
    const staff = await listed('&channel=staff');
    expect(staff.items.map((o) => o.id)).toContain(order.id);
    expect(staff.items.every((o) => o.channel === 'staff')).toBe(true);
    expect((await listed('&channel=web')).items.map((o) => o.id)).not.toContain(order.id);
    expect((await listed('&clientId=1')).items.map((o) => o.id)).toContain(order.id);
    expect((await listed('&clientId=2')).total).toBe(0);
    const invoice = await call('POST', `/v1/orders/${order.id}/invoice`, 'owner@vendange.test');
    expect(invoice.statusCode).toBe(201);
    // For a professional client of the CRM: the late-payment mentions, their e-mail, the delay chosen when entering the sale.
    expect(invoice.json()).toMatchObject({ totalTtcCents: order.totalTtcCents, paymentDelay: 'days30', buyer: { name: 'Cave du Vieux Port', business: true, email: 'cave@vieuxport.test' } });
    expect(invoice.json<{ paymentTerms: string }>().paymentTerms).toContain('40');
  });

  it('keeps a draft without holding units until the producer validates it', async () => {
    const before = await stock();
    const draft = (await call('POST', '/v1/orders/staff', 'owner@vendange.test', sale())).json<SaleDetail>();
    expect(draft.status).toBe('draft');
    expect(await stock()).toBe(before);
    const validated = await call('PUT', `/v1/orders/${draft.id}/validate-draft`, 'owner@vendange.test');
    expect(validated.json<SaleDetail>().status).toBe('validated');
    expect(await stock()).toBe(before - 6);
    expect((await call('PUT', `/v1/orders/${draft.id}/validate-draft`, 'owner@vendange.test')).statusCode).toBe(409);
    // Cancelled, its units go back on sale as a web order's do.
    expect((await call('PUT', `/v1/orders/${draft.id}/cancel`, 'owner@vendange.test', { reason: 'Client injoignable' })).statusCode).toBe(200);
    await h.settle();
    expect(await stock()).toBe(before);
  });

  it('sends a quote the client accepts from the link, then makes it an order once', async () => {
    const total = await ordersTotal();
    const created = await call('POST', '/v1/quotes', 'owner@vendange.test', sale({ kind: 'quote', comment: 'Livraison possible en février.' }));
    expect(created.statusCode).toBe(201);
    const quote = created.json<SaleDetail>();
    expect(quote).toMatchObject({ kind: 'quote', status: 'draft', sentAt: null });
    expect(quote.reference).toMatch(/^DEV-\d{4}-\d{4}$/);
    expect(quote.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A quote is not an order: neither in the orders list nor in its count.
    expect(await ordersTotal()).toBe(total);
    const listed = (await call('GET', '/v1/quotes?shopId=1', 'owner@vendange.test')).json<{ items: QuoteSummary[] }>();
    expect(listed.items.map((q) => q.id)).toContain(quote.id);

    const sent = await call('POST', `/v1/quotes/${quote.id}/send`, 'owner@vendange.test');
    expect(sent.json<SaleDetail>().status).toBe('pending');
    await h.settle();
    const mail = h.mails().filter((m) => m.to === 'cave@vieuxport.test').at(-1)!;
    expect(mail.subject).toBe(`Devis ${quote.reference} de Domaine des Coteaux`);
    expect(mail.text).toContain('Livraison possible en février.');
    // With the quote as a PDF, the one its page downloads.
    expect((mail as { attachments?: unknown[] }).attachments).toEqual([expect.objectContaining({ filename: `${quote.reference}.pdf`, contentType: 'application/pdf' })]);
    const pdf = await call('GET', `/v1/quotes/${quote.id}/pdf`, 'owner@vendange.test');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/v1/quotes/${quote.id}/pdf`, 'owner2@vendange.test')).statusCode).toBe(404);
    const token = quoteToken();
    const seen = (await call('GET', `/v1/quotes/answer/${token}`, null)).json<PublicQuote>();
    expect(seen).toMatchObject({ reference: quote.reference, status: 'pending', expired: false, totalTtcCents: quote.totalTtcCents });
    const accepted = await call('POST', `/v1/quotes/answer/${token}`, null, { answer: 'accept' });
    expect(accepted.json<PublicQuote>().status).toBe('validated');
    const again = await call('POST', `/v1/quotes/answer/${token}`, null, { answer: 'refuse' });
    expect(again.statusCode).toBe(409);
    // The shop hears of it in its notifications, once.
    await h.settle();
    const bell = (await call('GET', '/v1/notifications-centers', 'owner@vendange.test')).json<Array<{ title: string; message: string; redirectLink: string }>>();
    expect(bell.filter((n) => n.title === 'Devis accepté' && n.message.startsWith(quote.reference))).toHaveLength(1);
    expect(bell.find((n) => n.title === 'Devis accepté')!.redirectLink).toBe(`/dashboard/orders/${quote.id}`);

    const made = await call('POST', `/v1/quotes/${quote.id}/order`, 'owner@vendange.test');
    expect(made.statusCode).toBe(201);
    const order = made.json<SaleDetail>();
    expect(order).toMatchObject({ kind: 'order', status: 'validated', quoteId: quote.id, totalTtcCents: quote.totalTtcCents });
    expect(order.reference).toMatch(/^CMD-/);
    const twice = await call('POST', `/v1/quotes/${quote.id}/order`, 'owner@vendange.test');
    expect(twice.statusCode).toBe(200);
    expect(twice.json<SaleDetail>().id).toBe(order.id);
    expect((await call('GET', `/v1/orders/${quote.id}`, 'owner@vendange.test')).json<SaleDetail>().orderId).toBe(order.id);
  });

  it('takes a refusal with its reason; a refused or expired quote is never made an order', async () => {
    const quote = (await call('POST', '/v1/quotes', 'owner@vendange.test', sale({ kind: 'quote' }))).json<SaleDetail>();
    await call('POST', `/v1/quotes/${quote.id}/send`, 'owner@vendange.test');
    await h.settle();
    const token = quoteToken();
    expect((await call('POST', `/v1/quotes/answer/${token}`, null, { answer: 'refuse', reason: 'Trop cher' })).json<PublicQuote>().status).toBe('refused');
    expect((await call('GET', `/v1/orders/${quote.id}`, 'owner@vendange.test')).json<SaleDetail>().refusalReason).toBe('Trop cher');
    expect((await call('POST', `/v1/quotes/${quote.id}/order`, 'owner@vendange.test')).statusCode).toBe(409);

    const old = (await call('POST', '/v1/quotes', 'owner@vendange.test', sale({ kind: 'quote' }))).json<SaleDetail>();
    await h.writeOutside(sql`update orders.orders set valid_until = '2020-01-31' where id = ${old.id}`);
    expect((await call('GET', `/v1/orders/${old.id}`, 'owner@vendange.test')).json<SaleDetail>().status).toBe('expired');
    const expiredList = (await call('GET', '/v1/quotes?shopId=1&status=expired', 'owner@vendange.test')).json<{ items: QuoteSummary[] }>();
    expect(expiredList.items.map((q) => q.id)).toContain(old.id);
    expect((await call('POST', `/v1/quotes/${old.id}/send`, 'owner@vendange.test')).statusCode).toBe(409);
    expect((await call('POST', `/v1/quotes/${old.id}/order`, 'owner@vendange.test')).statusCode).toBe(409);
    expect((await call('POST', '/v1/quotes', 'owner@vendange.test', sale({ kind: 'quote', validUntil: '2020-01-01' }))).statusCode).toBe(400);
    expect((await call('GET', '/v1/quotes/answer/unknown-token-000000', null)).statusCode).toBe(404);
  });

  it('checks the user, the shop and the client on every route', async () => {
    expect((await call('POST', '/v1/orders/staff', 'buyer@vendange.test', sale())).statusCode).toBe(403);
    expect((await call('POST', '/v1/orders/staff', 'owner2@vendange.test', sale())).statusCode).toBe(403);
    expect((await call('POST', '/v1/quotes', 'owner2@vendange.test', sale({ kind: 'quote' }))).statusCode).toBe(403);
    // Client 4 belongs to shop 2: not a client of shop 1.
    const stranger = await call('POST', '/v1/orders/staff', 'owner@vendange.test', sale({ clientId: 4 }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().code).toBe('UNKNOWN_CLIENT');
    // A line that cannot be priced is named in the refusal, for the form to show it there (product 999 does not exist).
    const unknown = await call('POST', '/v1/orders/staff', 'owner@vendange.test', sale({}, [{ productId: 3, quantity: 1 }, { productId: 999, quantity: 1 }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().problems).toEqual([expect.objectContaining({ code: 'UNKNOWN_PRODUCT', line: 1 })]);
    const quote = (await call('POST', '/v1/quotes', 'owner@vendange.test', sale({ kind: 'quote' }))).json<SaleDetail>();
    expect((await call('POST', `/v1/quotes/${quote.id}/send`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('POST', `/v1/quotes/${quote.id}/order`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('GET', '/v1/quotes?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
    expect((await call('POST', '/v1/orders/staff', null, sale())).statusCode).toBe(401);
  });
});
