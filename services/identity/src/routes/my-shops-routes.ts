import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMyShopBodySchema, errorSchema, idSchema, messages, myShopListSchema, myShopSchema, myShopsMessages,
  type MyShop, type MyShopSummary, type PublicShop,
} from '@vendange/contracts';
import { HttpError, InternalCallError, type Db, type InternalCall, type RouteAccess } from '@vendange/service-kit';
import type { IdentityJobs } from '../identity-jobs';
import { myShopsRepo, type ShopLinkRow } from '../my-shops-repo';
import { notifyNewClient } from '../new-client-notification';
import type { UsersRepo } from '../users-repo';

const secured = { security: [{ bearer: [] }], tags: ['identity'] };

interface Deps { db: Db; repo: UsersRepo; internal: InternalCall; jobs: IdentityJobs }

const toSummary = (shop: PublicShop): MyShopSummary => ({ id: shop.id, code: shop.code, name: shop.name, urlShop: shop.urlShop, color: shop.color, logo: shop.logo });
/** Buyers add and remove producers; an owner is told why not (a buyer link would give them rights on that shop). */
const buyersOnly: RouteAccess = { role: 'buyer', refusals: { owner: { code: 'BUYERS_ONLY', message: myShopsMessages.buyersOnly } } };

const toMyShop = (link: ShopLinkRow, shop: MyShopSummary | null): MyShop => ({ shopId: link.shopId, relation: 'buyer', typology: link.typology, blocked: link.blocked, shop });

/**
 * "Mes producteurs" (route /shops/add): the producers a buyer buys from, i.e. their buyer links
 * (user_shops relation 'buyer', the spec's buyer.shops). Only buyers add and remove; an owner may
 * read (always empty: see docs/decisions/shops-add.md, a buyer link would give an owner rights on
 * that shop). Agents and collaborators are refused.
 */
export const myShopsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, repo, internal, jobs }) => {
  const links = myShopsRepo(db);

  /** The shop by id, code or URL name from the shops service (its public route); null when unknown. */
  async function shopByKey(key: string | number): Promise<PublicShop | null> {
    try {
      return await internal<PublicShop>('shops', 'GET', `/v1/shops/${encodeURIComponent(String(key))}`);
    } catch (error) {
      if (error instanceof InternalCallError && error.statusCode === 404) return null;
      throw error;
    }
  }

  app.get('/users/me/shops', {
    config: { access: { role: ['buyer', 'owner'] } },
    schema: { ...secured, summary: "The caller's producers (buyer links), with each shop's public card; buyers and owners", response: { 200: myShopListSchema, 401: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const rows = await links.buyerLinks(request.access.subject.id);
    const shops = await Promise.all(rows.map((row) => shopByKey(row.shopId)));
    return { items: rows.map((row, i) => { const shop = shops[i]; return toMyShop(row, shop ? toSummary(shop) : null); }) };
  });

  app.post('/users/me/shops', {
    config: { access: buyersOnly },
    schema: {
      ...secured, summary: 'Adds a producer to "Mes producteurs" by shop id, code, URL name or address (buyers): 201 when linked, 200 when it was already',
      body: addMyShopBodySchema,
      response: { 200: myShopSchema, 201: myShopSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { subject } = request.access;
    const shop = await shopByKey(request.body.code);
    if (!shop) throw new HttpError(404, 'SHOP_UNKNOWN', messages.shopCodeUnknown);
    // A new link makes the buyer a client of the shop's CRM, announced in the link's transaction (identity-jobs.ts).
    const { link, created } = await links.addBuyerLink(subject.id, shop.id, (tx) => jobs.announce(tx, [jobs.crmClient(subject.id, shop.id)]));
    if (link.relation !== 'buyer') throw new HttpError(409, 'ALREADY_STAFF', myShopsMessages.alreadyStaff);
    if (created) {
      const client = await repo.rowOf(subject.id);
      if (client) await notifyNewClient(jobs, db, await links.ownersOf(shop.id), client);
    }
    return reply.code(created ? 201 : 200).send(toMyShop(link, toSummary(shop)));
  });

  app.delete('/users/me/shops/:shopId', {
    config: { access: buyersOnly },
    schema: {
      ...secured, summary: 'Removes a producer from "Mes producteurs" (buyers; a producer who blocked the buyer stays)',
      params: z.object({ shopId: idSchema }),
      response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const outcome = await links.removeBuyerLink(request.access.subject.id, request.params.shopId);
    if (outcome === 'blocked') throw new HttpError(409, 'SHOP_BLOCKED', myShopsMessages.blocked);
    if (outcome === 'none') throw new HttpError(404, 'NOT_LINKED', myShopsMessages.notLinked);
    return reply.code(204).send(null);
  });
};
