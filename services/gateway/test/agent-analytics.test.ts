import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentAnalytics, AgentAnalyticsRow, AgentRates, Commission, InvoiceDetail, SaleDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER2 = 'owner2@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent (Marc Durand), linked to shop 1 at the caviste price list; covers Cave du Vieux Port (client 1). */
const AGENT_ID = 4;
const CAVISTE = 1;

/** Issue 20, agents: the producer's analytics of their agents over a period, and per-product commission rates. */
describe.each(kinds)('agents analytics and per-product rates (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER, status = 200) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const refusedWith = async (method: 'PUT', url: string, payload: object, message: string) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  };
  const sale = (extra: object = {}) => ({ shopId: 1, kind: 'order', clientId: CAVISTE, lines: [{ productId: 3, quantity: 2 }], validate: true, ...extra });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const analytics = (q = `from=${today}&to=${today}`) => ok<AgentAnalytics>('GET', `/v1/commissions/analytics?shopId=1&${q}`);
  const rowOf = (a: AgentAnalytics) => a.items.find((r) => r.agentId === AGENT_ID)!;

  it("sums each agent's invoiced sales, orders, clients, samples and commissions over the period", async () => {
    await ok('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 1000, typologyRatesBp: {} });
    const before = rowOf(await analytics());
    expect(before).toMatchObject({ name: 'Marc Durand', clientsCovered: 1 });

    const order = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID }), OWNER, 201);
    const invoice = await ok<InvoiceDetail>('POST', `/v1/orders/${order.id}/invoice`, {}, OWNER, 201);
    const other = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID }), OWNER, 201);
    const second = await ok<InvoiceDetail>('POST', `/v1/orders/${other.id}/invoice`, {}, OWNER, 201);
    const credit = await ok<InvoiceDetail>('POST', `/v1/invoices/${second.id}/credit-note`, { reason: 'Erreur de client' }, OWNER, 201);
    // A sale without an agent counts for nobody.
    const plain = await ok<SaleDetail>('POST', '/v1/orders/staff', sale(), OWNER, 201);
    await ok<InvoiceDetail>('POST', `/v1/orders/${plain.id}/invoice`, {}, OWNER, 201);
    // A sample the agent made and sent, and one the owner sent to the agent's client, both count; one the owner sent
    // to a client not given to the agent, or not yet sent, does not.
    await h.writeOutside(sql`insert into orders.samples (shop_id, number, client_id, client_name, client_is_pro, status, created_by, sent_at)
      values (1, 'ANA-1', ${CAVISTE}, 'Cave du Vieux Port', true, 'sent', ${AGENT_ID}, now()), (1, 'ANA-2', ${CAVISTE}, 'Cave du Vieux Port', true, 'sent', 2, now()),
        (1, 'ANA-3', 999999, 'Nobody', true, 'sent', 2, now()), (1, 'ANA-4', ${CAVISTE}, 'Cave du Vieux Port', true, 'prepared', 2, null)`);

    const commissions = await ok<{ items: { invoiceId: number; amountCents: number }[] }>('GET', `/v1/commissions?shopId=1&agentId=${AGENT_ID}&limit=100`);
    const amountOf = (id: number) => commissions.items.find((c) => c.invoiceId === id)?.amountCents ?? 0;
    const after = await analytics();
    const row = rowOf(after);
    const delta = (k: keyof AgentAnalyticsRow) => (row[k] as number) - (before[k] as number);
    expect(delta('salesHtCents')).toBe(invoice.totalHtCents);
    expect(delta('invoicedOrders')).toBe(2);
    expect(row.clientsBuying).toBe(1);
    expect(delta('samplesSent')).toBe(2);
    expect(delta('commissionCents')).toBe(amountOf(invoice.id) + amountOf(second.id) + amountOf(credit.id));
    expect(delta('commissionCents')).toBe(amountOf(invoice.id));
    expect(row.leftCents).toBe(row.commissionCents - row.paidCents);

    // Paying moves it from left to paid.
    const paidId = (await ok<{ items: { id: number; invoiceId: number }[] }>('GET', `/v1/commissions?shopId=1&agentId=${AGENT_ID}&limit=100`)).items.find((c) => c.invoiceId === invoice.id)!.id;
    await ok('PUT', `/v1/commissions/${paidId}/paid`, { shopId: 1 });
    const paid = rowOf(await analytics());
    expect(paid.paidCents - row.paidCents).toBe(amountOf(invoice.id));
    expect(paid.leftCents).toBe(row.leftCents - amountOf(invoice.id));
    expect(after.totals.salesHtCents).toBe(after.items.reduce((s, r) => s + r.salesHtCents, 0));

    // Another period holds none of it; the default period is this year.
    const empty = rowOf(await analytics('from=2001-01-01&to=2001-12-31'));
    expect(empty).toMatchObject({ salesHtCents: 0, invoicedOrders: 0, commissionCents: 0, clientsCovered: 1 });
    const year = await ok<AgentAnalytics>('GET', '/v1/commissions/analytics?shopId=1');
    expect(year).toMatchObject({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` });
    expect(rowOf(year).salesHtCents).toBeGreaterThanOrEqual(row.salesHtCents);
  });

  it('pays a product its own rate before the price list and the default, and a credit note takes back at the same rates', async () => {
    const baseOf = async (invoiceId: number) => {
      const [row] = (await h.handle.db.execute(sql`select i.total_ht_cents as ht, (select coalesce(sum(duties_cents), 0) from orders.invoice_lines l where l.invoice_id = i.id) as duties from orders.invoices i where i.id = ${invoiceId}`)) as unknown as { ht: number; duties: string }[];
      return Number(row!.ht) - Number(row!.duties);
    };
    const lineBaseOf = async (invoiceId: number, productId: number) => {
      const [row] = (await h.handle.db.execute(sql`select coalesce(sum(l.line_ht_cents - l.duties_cents), 0) as base from orders.invoice_lines l join orders.order_lines ol on ol.id = l.order_line_id where l.invoice_id = ${invoiceId} and ol.product_id = ${productId}`)) as unknown as { base: string }[];
      return Number(row!.base);
    };
    const commissionOf = async (invoiceId: number) => (await ok<{ items: Commission[] }>('GET', `/v1/commissions?shopId=1&agentId=${AGENT_ID}&limit=100`)).items.find((c) => c.invoiceId === invoiceId);
    const rates = await ok<AgentRates>('PUT', `/v1/commissions/rates/${AGENT_ID}`, {
      shopId: 1, defaultRateBp: 1000, typologyRatesBp: { caviste: 500 }, productRates: [{ productId: 3, productName: 'Produit 3', rateBp: 2500 }],
    });
    expect(rates.productRates).toEqual([{ productId: 3, productName: 'Produit 3', rateBp: 2500 }]);
    expect((await ok<{ items: AgentRates[] }>('GET', '/v1/commissions/rates?shopId=1')).items).toEqual([rates]);
    await refusedWith('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 0, productRates: [{ productId: 3, productName: 'P', rateBp: 10_001 }] }, 'Le taux fait au plus 100 %.');
    await refusedWith('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 0, productRates: [{ productId: 3, productName: 'P', rateBp: 1 }, { productId: 3, productName: 'P', rateBp: 2 }] }, 'Un produit a deux taux : gardez-en un.');
    // Only products of the shop's catalogue: another shop's wine, or one that does not exist, is refused and nothing saved;
    // one of the shop's own that buyers do not see (paused) is the producer's to rate.
    await refusedWith('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 0, productRates: [{ productId: 3, productName: 'Produit 3', rateBp: 1 }, { productId: 6, productName: 'Bordeaux Supérieur', rateBp: 2 }] }, 'Le produit « Bordeaux Supérieur » n’est pas dans votre catalogue');
    await refusedWith('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 0, productRates: [{ productId: 999_999, productName: 'Disparu', rateBp: 2 }] }, 'Le produit « Disparu » n’est pas dans votre catalogue');
    expect((await ok<{ items: AgentRates[] }>('GET', '/v1/commissions/rates?shopId=1')).items.find((r) => r.agentId === AGENT_ID)?.productRates).toEqual([{ productId: 3, productName: 'Produit 3', rateBp: 2500 }]);
    const paused = await ok<AgentRates>('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 1000, typologyRatesBp: { caviste: 500 }, productRates: [{ productId: 3, productName: 'Produit 3', rateBp: 2500 }, { productId: 4, productName: 'Gigondas', rateBp: 100 }] });
    expect(paused.productRates).toHaveLength(2);
    await ok('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 1000, typologyRatesBp: { caviste: 500 }, productRates: [{ productId: 3, productName: 'Produit 3', rateBp: 2500 }] });

    // Product 3 at 25 %, product 1 at the caviste list's 5 % (the client's grid), shipping and the rest at 5 % too.
    const order = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID, lines: [{ productId: 3, quantity: 2 }, { productId: 1, quantity: 1 }] }), OWNER, 201);
    const invoice = await ok<InvoiceDetail>('POST', `/v1/orders/${order.id}/invoice`, {}, OWNER, 201);
    const base = await baseOf(invoice.id);
    const own = await lineBaseOf(invoice.id, 3);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(base);
    const given = await commissionOf(invoice.id);
    expect(given).toMatchObject({ baseCents: base, rateBp: 500, productRatesBp: { 3: 2500 }, amountCents: Math.floor((own * 2500 + (base - own) * 500 + 5000) / 10_000) });

    // A later change applies to later invoices only; the credit note takes back exactly what was given.
    await ok('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 1000, typologyRatesBp: {}, productRates: [] });
    const credit = await ok<InvoiceDetail>('POST', `/v1/invoices/${invoice.id}/credit-note`, { reason: 'Retour' }, OWNER, 201);
    expect(await commissionOf(credit.id)).toMatchObject({ baseCents: -base, rateBp: 500, productRatesBp: { 3: 2500 }, amountCents: -given!.amountCents });
  });

  it('mails a document to each recipient of the recipients field once', async () => {
    const order = await ok<SaleDetail>('POST', '/v1/orders/staff', sale(), OWNER, 201);
    const invoice = await ok<InvoiceDetail>('POST', `/v1/orders/${order.id}/invoice`, {}, OWNER, 201);
    const sent = await ok<{ to: string }>('POST', `/v1/invoices/${invoice.id}/send`, { recipients: [AGENT, 'staff@vendange.test', 'Agent@Vendange.test'] }, OWNER, 202);
    expect(sent.to).toBe(`${AGENT}, staff@vendange.test`);
    await h.settle();
    const mailed = h.mails().filter((m) => m.text.includes(invoice.number) || m.subject.includes(invoice.number)).map((m) => m.to).sort();
    expect(mailed).toEqual([AGENT, 'staff@vendange.test']);
    const res = await call('POST', `/v1/invoices/${invoice.id}/send`, { recipients: ['pas-une-adresse'] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Adresse e-mail invalide : vérifiez-la.');
  });

  it('mails a quote to each recipient of the recipients field once, the client by default', async () => {
    const quote = await ok<SaleDetail>('POST', '/v1/quotes', { shopId: 1, kind: 'quote', clientId: CAVISTE, lines: [{ productId: 3, quantity: 2 }] }, OWNER, 201);
    const sent = await ok<SaleDetail>('POST', `/v1/quotes/${quote.id}/send`, { recipients: [AGENT, 'staff@vendange.test', 'Agent@Vendange.test'] });
    expect(sent.status).toBe('pending');
    await h.settle();
    const mailsOf = () => h.mails().filter((m) => m.subject.includes(quote.reference) || m.text.includes(quote.reference)).map((m) => m.to).sort();
    expect(mailsOf()).toEqual([AGENT, 'staff@vendange.test']);
    // Without recipients: the client's address, as before.
    await ok<SaleDetail>('POST', `/v1/quotes/${quote.id}/send`);
    await h.settle();
    expect(mailsOf()).toEqual([AGENT, 'cave@vieuxport.test', 'staff@vendange.test']);
    const res = await call('POST', `/v1/quotes/${quote.id}/send`, { recipients: ['pas-une-adresse'] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Adresse e-mail invalide : vérifiez-la.');
  });

  it('answers only whoever holds accessAgent on the shop, and checks the period', async () => {
    for (const email of ['staff@vendange.test', AGENT, 'buyer@vendange.test', OWNER2]) {
      expect((await call('GET', '/v1/commissions/analytics?shopId=1', undefined, email)).statusCode).toBe(403);
    }
    expect((await h.app.inject({ url: '/v1/commissions/analytics?shopId=1' })).statusCode).toBe(401);
    const wrong = await call('GET', '/v1/commissions/analytics?shopId=1&from=2026-02-01&to=2026-01-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('La date de début doit précéder la date de fin.');
    // Shop 2 has no agent: nothing of shop 1's shows there.
    expect((await ok<AgentAnalytics>('GET', '/v1/commissions/analytics?shopId=2', undefined, OWNER2)).items).toEqual([]);
  });
});
