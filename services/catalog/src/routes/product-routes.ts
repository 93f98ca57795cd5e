import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultShopId } from '@vendange/access';
import {
  errorSchema, messages, pageOf, productBodySchema, productDetailSchema, productIdParamsSchema, productListQuerySchema, productStatusBodySchema,
  productSummarySchema, type ProductBodyParsed,
} from '@vendange/contracts';
import { forbidden, HttpError, notFound } from '@vendange/service-kit';
import type { FastifyRequest } from 'fastify';
import { productReferenceIssues } from '../product-references';
import type { ProductWriteRepo } from '../product-write-repo';
import type { ProductsRepo } from '../products-repo';
import type { TypologiesRepo } from '../typologies-repo';
import { viewOf } from '../visibility';

interface Deps { repo: ProductsRepo; writes: ProductWriteRepo; typologies: TypologiesRepo }

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const productRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, writes, typologies }) => {
  /** The product's shop, where the rule's createProduct must hold: another shop's product is refused (403), a missing one is a 404. */
  async function productShop(request: FastifyRequest, productId: number): Promise<number> {
    const shopId = await repo.shopOf(productId);
    if (shopId === null) throw notFound(messages.unknownProduct);
    if (!request.access.can(shopId)) throw forbidden();
    return shopId;
  }

  async function checkReferences(shopId: number, body: ProductBodyParsed): Promise<void> {
    const keys = new Set((await typologies.ofShops([shopId])).map((t) => t.key));
    const issue = productReferenceIssues(body, keys)[0];
    if (issue) throw new HttpError(400, 'INVALID_REFERENCE', `${issue.message} (${issue.path})`);
  }

  const detailFor = async (request: FastifyRequest, productId: number, typology?: string) => {
    const subject = request.access.viewer;
    return repo.byId(productId, (shopId) => viewOf(subject, shopId, typology), subject === null);
  };
  // Who may write a product may read it back whatever its status (public grid prices).
  const writtenDetail = async (productId: number) => (await repo.byId(productId, (shopId) => ({ shopId, staff: true, typology: null })))!;

  app.get('/products', {
    config: { access: 'viewer' },
    schema: {
      tags: ['catalog'], summary: 'Product list of one or more shops, priced for the viewer (spec point 7 query)',
      querystring: productListQuerySchema, response: { 200: pageOf(productSummarySchema), 400: errorSchema, 401: errorSchema },
    },
  }, async (request) => {
    const subject = request.access.viewer;
    const shopIds = request.query.shopIds ?? (subject ? [defaultShopId(subject)].filter((id): id is number => id !== null) : []);
    if (shopIds.length === 0) throw new HttpError(400, 'SHOP_REQUIRED', 'Précisez la boutique (paramètre shopIds).');
    // origin=shop: the storefront shows what a buyer sees, even to the shop's staff.
    const views = shopIds.map((id) => viewOf(subject, id, request.query.typology)).map((v) => (request.query.origin === 'shop' ? { ...v, staff: false } : v));
    return repo.list(request.query, views, subject === null);
  });

  app.get('/products/:productId', {
    config: { access: 'viewer' },
    schema: {
      tags: ['catalog'], summary: 'One product with its vintages (legal, advanced.alcool), formats, packings, nutrition and images',
      params: productIdParamsSchema, querystring: z.object({ typology: z.string().max(50).optional() }),
      response: { 200: productDetailSchema, 401: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const product = await detailFor(request, request.params.productId, request.query.typology);
    if (!product) throw notFound(messages.unknownProduct);
    return product;
  });

  app.post('/products', {
    config: { access: { permission: 'createProduct', shop: { body: 'shopId' } } },
    schema: {
      tags: ['catalog'], summary: 'Creates a product with its vintages, formats, packings and nutrition', security: [{ bearer: [] }],
      body: productBodySchema, response: { 201: productDetailSchema, ...writeErrors },
    },
  }, async (request, reply) => {
    const { shopId } = request.access;
    await checkReferences(shopId, request.body);
    const id = await writes.create(shopId, request.body);
    return reply.code(201).send(await writtenDetail(id));
  });

  app.put('/products/:productId', {
    config: { access: { permission: 'createProduct', shop: 'resource' } },
    schema: {
      tags: ['catalog'], summary: 'Replaces a whole product (rows sent with their id are kept, others created, missing ones deleted)', security: [{ bearer: [] }],
      params: productIdParamsSchema, body: productBodySchema, response: { 200: productDetailSchema, ...writeErrors },
    },
  }, async (request) => {
    const shopId = await productShop(request, request.params.productId);
    await checkReferences(shopId, request.body);
    await writes.update(request.params.productId, request.body);
    return writtenDetail(request.params.productId);
  });

  app.patch('/products/:productId/status', {
    config: { access: { permission: 'createProduct', shop: 'resource' } },
    schema: {
      tags: ['catalog'], summary: 'Puts a product online, pauses or closes it', security: [{ bearer: [] }],
      params: productIdParamsSchema, body: productStatusBodySchema, response: { 200: productDetailSchema, ...writeErrors },
    },
  }, async (request) => {
    await productShop(request, request.params.productId);
    await writes.setStatus(request.params.productId, request.body.status);
    return writtenDetail(request.params.productId);
  });
};
