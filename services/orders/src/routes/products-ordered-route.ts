import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorSchema, idSchema } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { orderLines, orders } from '../db/schema';

/**
 * Service-to-service: which of a shop's products appear on an order line (any status: even a cancelled order
 * names them). Catalog asks before undoing a products import (docs/decisions/imports.md).
 */
export const productsOrderedRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/internal/orders/products-ordered', {
    config: { access: 'internal', readOnly: true },
    schema: {
      hide: true, body: z.object({ shopId: idSchema, productIds: z.array(idSchema).max(5000) }),
      response: { 200: z.object({ productIds: z.array(z.number().int()) }), 400: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId, productIds } = request.body;
    if (productIds.length === 0) return { productIds: [] };
    const rows = await db.selectDistinct({ productId: orderLines.productId }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.shopId, shopId), inArray(orderLines.productId, productIds)));
    return { productIds: rows.map((r) => r.productId) };
  });
};
