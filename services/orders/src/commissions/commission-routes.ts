import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentAnalyticsQuerySchema, agentAnalyticsSchema, agentRatesBodySchema, agentRatesSchema, commissionListQuerySchema, commissionPageSchema, commissionSchema, errorSchema, idSchema, payCommissionBodySchema,
  type ProductPrices, type TaskAssignee,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, InternalCallError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import type { OrderJobs } from '../order-jobs';
import { commissionPaidNotification } from './commission-paid-notification';
import type { CommissionsRepo } from './commissions-repo';
import { agentAnalytics } from './agent-analytics';
import type { AnalyticsRepo } from './analytics-repo';

interface Deps { db: Db; commissions: CommissionsRepo; analytics: AnalyticsRepo; internal: InternalCall; jobs: OrderJobs }

const secured = { security: [{ bearer: [] }], tags: ['orders'] };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const read = { permission: 'accessAgent', shop: { query: 'shopId' }, module: 'agents' } as const;
const write = { permission: 'createAgent', shop: { body: 'shopId' }, module: 'agents' } as const;
const notAgent = () => notFound("Cet agent ne travaille pas pour votre boutique.");
const notInCatalogue = (name: string) => `Le produit « ${name} » n’est pas dans votre catalogue : retirez son taux ou choisissez-le dans le catalogue.`;

/** Agents' rates and commissions (docs/decisions/agents.md): the producer's side, and the agent's own across producers. */
export const commissionRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, commissions, analytics, internal, jobs }) => {
  /** Identity owns who is an agent of a shop; a blocked or unknown one answers 404. */
  async function assertAgentOf(shopId: number, agentId: number): Promise<void> {
    try {
      await internal('identity', 'GET', `/v1/internal/shops/${shopId}/agents/${agentId}`);
    } catch (error) {
      if (error instanceof InternalCallError && error.statusCode === 404) throw notAgent();
      throw error;
    }
  }

  /**
   * Catalog owns the products: every product given a rate must be one of the shop's, as the person setting the rate
   * sees the catalogue (catalog's internal prices read, the one orders already prices sales with; 100 lines a call).
   */
  async function assertProductsInCatalogue(shopId: number, userId: number, rates: ReadonlyArray<{ productId: number; productName: string }>): Promise<void> {
    for (let i = 0; i < rates.length; i += 100) {
      const chunk = rates.slice(i, i + 100);
      const { lines } = await internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', { shopId, userId, lines: chunk.map((r) => ({ productId: r.productId })) });
      const missing = chunk.find((r, j) => !lines[j]?.found);
      if (missing) throw new HttpError(400, 'UNKNOWN_PRODUCT', notInCatalogue(missing.productName));
    }
  }

  app.get('/commissions', {
    config: { access: read },
    schema: { ...secured, summary: "A shop's commissions, of one agent or all, by period and status (accessAgent)", querystring: commissionListQuerySchema, response: { 200: commissionPageSchema, ...errors } },
  }, async (request) => {
    const { shopId: _s, ...q } = request.query;
    return commissions.ofShop(request.access.shopId, q);
  });

  app.get('/commissions/analytics', {
    config: { access: read },
    schema: {
      ...secured, summary: "Per agent over a period (default: this year): invoiced sales excl. VAT, orders, clients covered and buying, samples sent, commissions earned, paid and left (accessAgent)",
      querystring: agentAnalyticsQuerySchema, response: { 200: agentAnalyticsSchema, ...errors },
    },
  }, async (request) => {
    const { shopId } = request.access;
    const year = calendarDate(new Date()).slice(0, 4);
    const from = request.query.from ?? `${year}-01-01`;
    const to = request.query.to ?? `${year}-12-31`;
    // Identity owns who the agents are (their names), crm which clients they cover: asked once each, never per row.
    const [staff, rows] = await Promise.all([
      internal<{ items: TaskAssignee[] }>('identity', 'GET', `/v1/internal/shops/${shopId}/staff`),
      analytics.period(shopId, from, to),
    ]);
    const agents = staff.items.filter((p) => p.role === 'agent').map((p) => ({ id: p.id, name: p.name }));
    const coverage = agents.length === 0 ? { items: [] }
      : await internal<{ items: { agentId: number; clientId: number }[] }>('crm', 'GET', `/v1/internal/shops/${shopId}/coverage?agentIds=${agents.map((a) => a.id).join(',')}`);
    return { from, to, ...agentAnalytics({ agents, ...rows, coverage: coverage.items }) };
  });

  app.get('/commissions/mine', {
    config: { access: { role: 'agent' } },
    schema: { ...secured, summary: "The agent's own commissions across the producers they work for (agents only)", querystring: commissionListQuerySchema.omit({ shopId: true, agentId: true }), response: { 200: commissionPageSchema, ...errors } },
  }, async (request) => commissions.ofAgent(request.access.subject.id, request.query));

  app.get('/commissions/rates', {
    config: { access: read },
    schema: { ...secured, summary: "The shop's agents' rates (accessAgent)", querystring: z.object({ shopId: idSchema.optional() }), response: { 200: z.object({ items: z.array(agentRatesSchema) }), ...errors } },
  }, async (request) => ({ items: await commissions.rates(request.access.shopId) }));

  app.put('/commissions/rates/:agentId', {
    config: { access: write },
    schema: {
      ...secured, summary: "An agent's default rate and overrides per typology and per product (product > typology > default), in basis points; a product not in the shop's catalogue is refused (400); applies to invoices issued from now on (createAgent)",
      params: z.object({ agentId: idSchema }), body: agentRatesBodySchema, response: { 200: agentRatesSchema, ...errors },
    },
  }, async (request) => {
    const { shopId, subject } = request.access;
    await assertAgentOf(shopId, request.params.agentId);
    await assertProductsInCatalogue(shopId, subject.id, request.body.productRates);
    return commissions.setRates(shopId, request.params.agentId, request.body);
  });

  app.put('/commissions/:id/paid', {
    config: { access: write },
    schema: {
      ...secured, summary: 'Marks a commission paid and tells the agent (commissionPaid); paying it again changes nothing (createAgent)',
      params: z.object({ id: idSchema }), body: payCommissionBodySchema, response: { 200: commissionSchema, ...errors },
    },
  }, async (request) => {
    const { shopId, userId } = request.access;
    const found = await commissions.one(request.params.id);
    // Another shop's commission answers like a missing one.
    if (!found || found.shopId !== shopId) throw notFound('Commission introuvable.');
    if (found.status === 'due') {
      const shop = await internal<{ name: string }>('shops', 'GET', `/v1/shops/${shopId}`);
      await db.transaction(async (tx) => {
        const paid = await commissions.markPaid(tx as unknown as Db, found.id, shopId, userId!);
        // Only the call that marked it announces the notification, in the same transaction.
        if (paid) await jobs.announce(tx as unknown as Db, [jobs.notify(commissionPaidNotification(paid, shop.name, found.invoiceNumber), `commission-paid:${paid.id}`)]);
      });
    }
    return (await commissions.one(found.id))!;
  });
};
