import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultShopId } from '@vendange/access';
import { errorSchema, idSchema, messages, pageOf, productListQuerySchema, productSummarySchema } from '@vendange/contracts';
import { HttpError, notFound, optionalSubject, type AccessResolver } from '@vendange/service-kit';
import type { ProductsRepo } from '../products-repo';
import { viewOf } from '../visibility';

export const productRoutes: FastifyPluginAsyncZod<{ repo: ProductsRepo; resolveAccess: AccessResolver }> = async (app, { repo, resolveAccess }) => {
  app.get('/products', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'], summary: 'Product list of one or more shops, priced for the viewer (spec point 7 query)',
      querystring: productListQuerySchema, response: { 200: pageOf(productSummarySchema), 400: errorSchema, 401: errorSchema },
    },
  }, async (request) => {
    const subject = await optionalSubject(request, resolveAccess);
    const shopIds = request.query.shopIds ?? (subject ? [defaultShopId(subject)].filter((id): id is number => id !== null) : []);
    if (shopIds.length === 0) throw new HttpError(400, 'SHOP_REQUIRED', 'Précisez la boutique (paramètre shopIds).');
    const views = shopIds.map((id) => viewOf(subject, id, request.query.typology));
    return repo.list(request.query, views);
  });

  app.get('/products/:productId', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'], summary: 'One product with its vintages and formats',
      params: z.object({ productId: idSchema }), querystring: z.object({ typology: z.string().max(50).optional() }),
      response: { 200: productSummarySchema, 401: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const subject = await optionalSubject(request, resolveAccess);
    const product = await repo.byId(request.params.productId, (shopId) => viewOf(subject, shopId, request.query.typology));
    if (!product) throw notFound(messages.unknownProduct);
    return product;
  });
};
