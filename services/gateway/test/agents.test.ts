import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInvitationResult, AgentPage, AgentRates, Commission, CommissionPage, FoundAgent, InvoiceDetail, Notification, SaleDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER2 = 'owner2@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent (Marc Durand), linked to shop 1 at the caviste price list. */
const AGENT_ID = 4;
/** Shop 1's CRM: Cave du Vieux Port, a caviste. */
const CAVISTE = 1;

/** Issue 20, agents: invitations, finding agents, rates, the order's agent and the commissions of its invoices. */
describe.each(kinds)('agents and commissions (%s)', (kind) => {
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
  const refused = async (method: 'GET' | 'POST' | 'PUT', url: string, payload: object | undefined, email: string, status: number, message?: string) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(res.json<{ message: string }>().message).toContain(message);
  };
  const sale = (extra: object = {}) => ({ shopId: 1, kind: 'order', clientId: CAVISTE, lines: [{ productId: 3, quantity: 1 }], validate: true, ...extra });
  /** What the rate applies to: the document excl. VAT, less the excise in its lines. */
  const baseOf = async (invoiceId: number) => {
    const [row] = (await h.handle.db.execute(sql`select i.total_ht_cents as ht, (select coalesce(sum(duties_cents), 0) from orders.invoice_lines l where l.invoice_id = i.id) as duties from orders.invoices i where i.id = ${invoiceId}`)) as unknown as { ht: number; duties: string }[];
    return Number(row!.ht) - Number(row!.duties);
  };
  const commissionsOf = async (invoiceId: number) => (await ok<CommissionPage>('GET', '/v1/commissions?shopId=1&agentId=4&limit=100')).items.filter((c) => c.invoiceId === invoiceId);
  const paidNotifications = async () => (await ok<Notification[]>('GET', '/v1/notifications-centers', undefined, AGENT)).filter((n) => n.type === 'commissionPaid');

  it("lists a shop's agents as users[] with their e-mail, to whoever holds accessAgent on it", async () => {
    const page = await ok<AgentPage>('GET', '/v1/agents?shopId=1');
    expect(page.users.map((u) => [u.email, u.typology])).toEqual([[AGENT, 'caviste']]);
    expect(page.total).toBe(1);
    // The collaborator of shop 1 holds no accessAgent; a buyer, another producer and a visitor neither.
    await refused('GET', '/v1/agents?shopId=1', undefined, 'staff@vendange.test', 403);
    await refused('GET', '/v1/agents?shopId=1', undefined, 'buyer@vendange.test', 403);
    await refused('GET', '/v1/agents?shopId=1', undefined, OWNER2, 403);
    expect((await h.app.inject({ url: '/v1/agents?shopId=1' })).statusCode).toBe(401);
    // Shop 2 has no agent: shop 1's never shows there.
    expect((await ok<AgentPage>('GET', '/v1/agents?shopId=2', undefined, OWNER2)).users).toEqual([]);
  });

  it('finds registered agents by a department and a typology they cover', async () => {
    const profile = await ok<{ regions: string[]; typologies: string[] }>('PUT', '/v1/agents/me/profile', { regions: ['33', '2a', '33'], typologies: ['caviste', 'chr'] }, AGENT);
    expect(profile).toEqual({ regions: ['2A', '33'], typologies: ['caviste', 'chr'] });
    await refused('PUT', '/v1/agents/me/profile', { regions: ['99'], typologies: [] }, AGENT, 400, 'Un code de département : 01 à 95, 2A, 2B ou 971 à 976.');
    await refused('PUT', '/v1/agents/me/profile', { regions: [], typologies: [] }, OWNER, 403);

    const found = async (query: string) => (await ok<{ items: FoundAgent[] }>('GET', `/v1/agents/find?shopId=2&${query}`, undefined, OWNER2)).items.map((a) => [a.id, a.linked]);
    expect(await found('region=33')).toEqual([[AGENT_ID, false]]);
    expect(await found('region=2A&typology=chr')).toEqual([[AGENT_ID, false]]);
    expect(await found('region=75')).toEqual([]);
    expect(await found('typology=importateur')).toEqual([]);
    const row = (await ok<{ items: FoundAgent[] }>('GET', '/v1/agents/find?shopId=2&region=33', undefined, OWNER2)).items[0]!;
    // Another producer sees who covers what, not the agent's contact.
    expect(row).not.toHaveProperty('email');
    await refused('GET', '/v1/agents/find?shopId=2', undefined, AGENT, 403);
  });

  it('links an agent account at once, mails an invitation to a new address and links it when it registers as an agent', async () => {
    const linked = await ok<AgentInvitationResult>('POST', '/v1/agents/invitations', { shopId: 2, agentId: AGENT_ID, typology: 'chr' }, OWNER2, 201);
    expect(linked).toMatchObject({ status: 'linked', agent: { id: AGENT_ID, typology: 'chr' } });
    expect((await ok<{ items: FoundAgent[] }>('GET', '/v1/agents/find?shopId=2&region=33', undefined, OWNER2)).items[0]!.linked).toBe(true);
    // Asked again (another tab): still linked, nothing mailed twice.
    const again = await ok<AgentInvitationResult>('POST', '/v1/agents/invitations', { shopId: 2, email: AGENT }, OWNER2, 200);
    expect(again.status).toBe('linked');
    await h.settle();
    expect(h.mails().filter((m) => m.to === AGENT && m.subject.includes('agent'))).toHaveLength(1);

    const invited = await ok<AgentInvitationResult>('POST', '/v1/agents/invitations', { shopId: 2, email: 'Nouvel.Agent@vendange.test', typology: 'caviste' }, OWNER2, 201);
    expect(invited).toEqual({ status: 'invited', agent: null });
    await h.settle();
    const mail = h.mails().find((m) => m.to === 'nouvel.agent@vendange.test');
    expect(mail?.text).toContain('/auth/register/agent?email=nouvel.agent%40vendange.test');
    const registered = await h.app.inject({
      method: 'POST', url: '/v1/auth/register',
      payload: { kind: 'agent', firstname: 'Nina', lastname: 'Agent', email: 'nouvel.agent@vendange.test', password: 'Vendange2026', phone: '+33687654321', cgu: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const agents = await ok<AgentPage>('GET', '/v1/agents?shopId=2', undefined, OWNER2);
    expect(agents.users.map((u) => [u.email, u.typology])).toEqual([['nouvel.agent@vendange.test', 'caviste'], [AGENT, 'chr']]); // by last name: Agent, Durand
    // Shop 1 invited nobody: the new agent is not theirs.
    expect((await ok<AgentPage>('GET', '/v1/agents?shopId=1')).users.map((u) => u.email)).toEqual([AGENT]);

    await refused('POST', '/v1/agents/invitations', { shopId: 2, email: 'buyer@vendange.test' }, OWNER2, 409, "Cette adresse est celle d'un compte qui n'est pas un agent : invitez une autre adresse.");
    await refused('POST', '/v1/agents/invitations', { shopId: 2 }, OWNER2, 400, "Indiquez l'e-mail de l'agent ou choisissez un agent trouvé.");
    await refused('POST', '/v1/agents/invitations', { shopId: 1, email: 'x@vendange.test' }, OWNER2, 403);
    await refused('POST', '/v1/agents/invitations', { shopId: 1, email: 'x@vendange.test' }, AGENT, 403);
  });

  it("sets an agent's rates, only for the shop's own agents and within 0 to 100 %", async () => {
    const rates = await ok<AgentRates>('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 1000, typologyRatesBp: { chr: 1500 } });
    expect(rates).toEqual({ agentId: AGENT_ID, defaultRateBp: 1000, typologyRatesBp: { chr: 1500 }, productRates: [] });
    expect((await ok<{ items: AgentRates[] }>('GET', '/v1/commissions/rates?shopId=1')).items).toEqual([rates]);
    await refused('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 10_001 }, OWNER, 400, 'Le taux fait au plus 100 %.');
    await refused('PUT', '/v1/commissions/rates/2', { shopId: 1, defaultRateBp: 500 }, OWNER, 404, 'Cet agent ne travaille pas pour votre boutique.');
    await refused('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 5000 }, AGENT, 403);
    await refused('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 5000 }, OWNER2, 403);
    // Shop 2's rates are its own.
    expect((await ok<{ items: AgentRates[] }>('GET', '/v1/commissions/rates?shopId=2', undefined, OWNER2)).items).toEqual([]);
  });

  it("records the agent on the sales they take; the agent's list holds only those", async () => {
    // The agent proposes a quote (createQuote); the producer turns it into the order.
    const quote = await ok<SaleDetail>('POST', '/v1/quotes', { ...sale({ kind: 'quote' }), agentId: null }, AGENT, 201);
    expect(quote.agentId).toBe(AGENT_ID);
    const converted = await ok<SaleDetail>('POST', `/v1/quotes/${quote.id}/order`, {}, OWNER, 201);
    const orderId = converted.id;
    expect(converted.agentId).toBe(AGENT_ID);
    expect((await ok<SaleDetail>('GET', `/v1/orders/${orderId}`, undefined, AGENT)).agentId).toBe(AGENT_ID);

    const named = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID }), OWNER, 201);
    expect(named.agentId).toBe(AGENT_ID);
    const plain = await ok<SaleDetail>('POST', '/v1/orders/staff', sale(), OWNER, 201);
    expect(plain.agentId).toBeNull();
    await refused('POST', '/v1/orders/staff', sale({ agentId: 2 }), OWNER, 400, 'Cet agent ne travaille pas pour votre boutique : choisissez-en un autre.');

    const mine = await ok<{ items: SaleDetail[]; total: number }>('GET', '/v1/orders?shopId=1&limit=100', undefined, AGENT);
    expect(mine.items.every((o) => o.agentId === AGENT_ID)).toBe(true);
    expect(mine.items.map((o) => o.id)).toEqual(expect.arrayContaining([orderId, named.id]));
    expect(mine.items.map((o) => o.id)).not.toContain(plain.id);
    await refused('GET', `/v1/orders/${plain.id}`, undefined, AGENT, 404);
    // The producer's agent page asks for one agent's orders.
    const byAgent = await ok<{ items: SaleDetail[] }>('GET', `/v1/orders?shopId=1&agentId=${AGENT_ID}&limit=100`);
    expect(byAgent.items.map((o) => o.id)).toEqual(expect.arrayContaining([orderId, named.id]));
  });

  it('makes a commission of each invoice at the rate of its issue, takes it back with a credit note, and pays it once', async () => {
    const order = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID }), OWNER, 201);
    const invoice = await ok<InvoiceDetail>('POST', `/v1/orders/${order.id}/invoice`, {}, OWNER, 201);
    const base = await baseOf(invoice.id);
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThanOrEqual(invoice.totalHtCents);
    const [commission] = await commissionsOf(invoice.id);
    // The caviste price list has no override: the default 10 %, half-up to the cent.
    expect(commission).toMatchObject({ rateBp: 1000, baseCents: base, amountCents: Math.floor((base * 1000 + 5000) / 10_000), status: 'due', orderReference: order.reference });

    // A new rate applies to invoices issued from now on, not to this one.
    await ok('PUT', `/v1/commissions/rates/${AGENT_ID}`, { shopId: 1, defaultRateBp: 2000, typologyRatesBp: {} });
    const credit = await ok<InvoiceDetail>('POST', `/v1/invoices/${invoice.id}/credit-note`, { reason: 'Commande annulée' }, OWNER, 201);
    const [back] = await commissionsOf(credit.id);
    expect(back).toMatchObject({ rateBp: 1000, baseCents: -base, amountCents: -commission!.amountCents });
    const other = await ok<SaleDetail>('POST', '/v1/orders/staff', sale({ agentId: AGENT_ID }), OWNER, 201);
    const second = await ok<InvoiceDetail>('POST', `/v1/orders/${other.id}/invoice`, {}, OWNER, 201);
    expect((await commissionsOf(second.id))[0]).toMatchObject({ rateBp: 2000 });
    // A sale without an agent makes none.
    const plain = await ok<SaleDetail>('POST', '/v1/orders/staff', sale(), OWNER, 201);
    const plainInvoice = await ok<InvoiceDetail>('POST', `/v1/orders/${plain.id}/invoice`, {}, OWNER, 201);
    expect(await commissionsOf(plainInvoice.id)).toEqual([]);

    // Paid: the agent is told once, whatever the clicks.
    await h.settle();
    const before = (await paidNotifications()).length;
    await refused('PUT', `/v1/commissions/${commission!.id}/paid`, { shopId: 1 }, AGENT, 403);
    await refused('PUT', `/v1/commissions/${commission!.id}/paid`, { shopId: 1 }, OWNER2, 403);
    await refused('PUT', `/v1/commissions/${commission!.id}/paid`, { shopId: 2 }, OWNER2, 404, 'Commission introuvable.');
    const paid = await Promise.all([1, 2, 3].map(() => call('PUT', `/v1/commissions/${commission!.id}/paid`, { shopId: 1 })));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(paid.map((r) => r.json<Commission>().status)).toEqual(['paid', 'paid', 'paid']);
    await h.settle();
    const notes = await paidNotifications();
    expect(notes.length - before).toBe(1);
    expect(notes[0]).toMatchObject({ title: 'Commission payée', redirectLink: '/dashboard/commissions' });
    expect(notes[0]!.message).toContain(invoice.number);

    // The producer's totals, and the agent's own view across producers.
    const due = await ok<CommissionPage>('GET', '/v1/commissions?shopId=1&status=due&limit=100');
    expect(due.items.map((c) => c.id)).not.toContain(commission!.id);
    const own = await ok<CommissionPage>('GET', '/v1/commissions/mine?limit=100', undefined, AGENT);
    expect(own.items.find((c) => c.id === commission!.id)).toMatchObject({ status: 'paid', shopId: 1 });
    expect(own.paidCents).toBe(commission!.amountCents);
    await refused('GET', '/v1/commissions/mine', undefined, OWNER, 403);
    // Another shop never sees shop 1's commissions; the agent reads the shop's list only through their own view.
    expect((await ok<CommissionPage>('GET', '/v1/commissions?shopId=2', undefined, OWNER2)).items).toEqual([]);
    await refused('GET', '/v1/commissions?shopId=1', undefined, OWNER2, 403);
    await refused('GET', '/v1/commissions?shopId=1', undefined, AGENT, 403);
  });

  it('refuses the agents routes when the shop switched the agents module off', async () => {
    await h.writeOutside(sql`update shops.shops set integration = jsonb_set(integration, '{agents,active}', 'false') where id = 2`);
    await refused('GET', '/v1/agents?shopId=2', undefined, OWNER2, 403);
    await refused('GET', '/v1/commissions?shopId=2', undefined, OWNER2, 403);
  });
});
