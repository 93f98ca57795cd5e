import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogTypologySchema, createTypologyBodySchema, errorSchema, priceGridQuerySchema, priceGridSchema, setPriceGridBodySchema, setPriceGridResultSchema,
  typologyListQuerySchema, typologyListSchema, typologyParamsSchema, typologyShopQuerySchema, updateTypologyBodySchema,
} from '@vendange/contracts';
import { HttpError, type RouteAccess } from '@vendange/service-kit';
import type { PriceGridRepo } from '../price-grid-repo';
import type { ProductWriteRepo } from '../product-write-repo';
import type { TypologiesRepo } from '../typologies-repo';

interface Deps { typologies: TypologiesRepo; grids: PriceGridRepo; writes: ProductWriteRepo }
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const unknownTypology = (key: string) => new HttpError(404, 'UNKNOWN_TYPOLOGY', `Le tarif « ${key} » n’existe pas dans cette boutique : choisissez un tarif de la liste.`);

/** Reading the grids: seeAllPrice, or createProduct, whose product form shows them. */
const readGrids: RouteAccess = { anyOf: [{ permission: 'seeAllPrice', shop: { query: 'shopId' } }, { permission: 'createProduct', shop: { query: 'shopId' } }] };

/** Typologies (settings 'typos') and price grids ('matchGrids'). Writing needs createProduct. */
export const priceRoutes: FastifyPluginAsyncZod<Deps> = async (app, { typologies, grids, writes }) => {

  app.get('/typologies', {
    config: { access: readGrids },
    schema: { tags: ['catalog'], summary: "The shop's pricing typologies", security: [{ bearer: [] }], querystring: typologyListQuerySchema, response: { 200: typologyListSchema, ...errors } },
  }, async (request) => ({ items: await typologies.list(request.access.shopId) }));

  app.post('/typologies', {
    config: { access: { permission: 'createProduct', shop: { body: 'shopId' } } },
    schema: { tags: ['catalog'], summary: 'Creates a pricing typology', security: [{ bearer: [] }], body: createTypologyBodySchema, response: { 201: catalogTypologySchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    const { key, shopId: _asked, ...fields } = request.body;
    if ((await typologies.save(shopId, key, fields, 'create')) === 'exists') throw new HttpError(409, 'TYPOLOGY_EXISTS', `Le tarif « ${key} » existe déjà : choisissez une autre clé ou modifiez-le.`);
    return reply.code(201).send((await typologies.one(shopId, key))!);
  });

  app.put('/typologies/:key', {
    config: { access: { permission: 'createProduct', shop: { body: 'shopId' } } },
    schema: { tags: ['catalog'], summary: 'Updates a pricing typology', security: [{ bearer: [] }], params: typologyParamsSchema, body: updateTypologyBodySchema, response: { 200: catalogTypologySchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    const { shopId: _asked, ...fields } = request.body;
    if ((await typologies.save(shopId, request.params.key, fields, 'update')) === 'missing') throw unknownTypology(request.params.key);
    return (await typologies.one(shopId, request.params.key))!;
  });

  app.delete('/typologies/:key', {
    config: { access: { permission: 'createProduct', shop: { query: 'shopId' } } },
    schema: { tags: ['catalog'], summary: 'Deletes a pricing typology and its prices (not the public one)', security: [{ bearer: [] }], params: typologyParamsSchema, querystring: typologyShopQuerySchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    if ((await typologies.remove(shopId, request.params.key)) === 'public') throw new HttpError(409, 'PUBLIC_TYPOLOGY', 'Le tarif public ne peut pas être supprimé : rendez d’abord un autre tarif public.');
    return reply.code(204).send(null);
  });

  app.get('/price-grids', {
    config: { access: readGrids },
    schema: { tags: ['catalog'], summary: 'Every format of the shop with its price in one typology (the public one when none is asked)', security: [{ bearer: [] }], querystring: priceGridQuerySchema, response: { 200: priceGridSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    const all = await typologies.list(shopId);
    const typology = request.query.typology ? all.find((t) => t.key === request.query.typology) : all.find((t) => t.public);
    if (!typology) throw unknownTypology(request.query.typology ?? 'public');
    return { ...(await grids.page(shopId, typology.key, request.query)), typology };
  });

  app.put('/price-grids', {
    config: { access: { permission: 'createProduct', shop: { body: 'shopId' } } },
    schema: { tags: ['catalog'], summary: 'Sets prices and visibility of many formats for one typology', security: [{ bearer: [] }], body: setPriceGridBodySchema, response: { 200: setPriceGridResultSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    if (!(await typologies.one(shopId, request.body.typology))) throw unknownTypology(request.body.typology);
    // Last line wins for a format sent twice; a format of another shop is refused as unknown.
    const prices = [...new Map(request.body.prices.map((p) => [p.formatId, p])).values()];
    const own = await writes.formatIdsOfShop(shopId, prices.map((p) => p.formatId));
    if (prices.some((p) => !own.has(p.formatId))) throw new HttpError(404, 'UNKNOWN_FORMAT', 'Un des formats n’existe pas dans cette boutique : rechargez la grille.');
    return { updated: await grids.set(request.body.typology, prices) };
  });
};
