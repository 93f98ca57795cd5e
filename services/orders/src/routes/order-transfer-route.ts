import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, messages, orderTransferSchema, type ShopSalesSettings } from '@vendange/contracts';
import { notFound, type InternalCall } from '@vendange/service-kit';
import { transferOf } from '../mails/transfer-details';
import type { OrdersRepo } from '../orders-repo';

/** GET /v1/orders/{id}/transfer: the bank details and reference a buyer paying by transfer needs (issue 15, item 3). */
export const orderTransferRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; internal: InternalCall }> = async (app, { repo, internal }) => {
  app.get('/orders/:id/transfer', {
    // As the order itself: the buyer who placed it, or staff with seeAllOrder on the order's own shop.
    config: { access: { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: 'seeAllOrder', shop: 'resource', name: 'staff' }] } },
    schema: {
      tags: ['orders'], summary: "How to pay an order by transfer (the shop's bank details, the reference to quote, the amount); null when there is nothing to transfer", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }),
      response: { 200: orderTransferSchema.nullable(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { access } = request;
    const order = await repo.byId(request.params.id);
    // Someone else's order answers like a missing one, as GET /v1/orders/{id} does.
    const visible = access.matched === 'buyer' ? order?.buyerId === access.subject.id : order !== null && access.can(order.shopId);
    if (!order || !visible) throw notFound(messages.notFound);
    if (order.paymentType !== 'transfer') return null;
    const shop = await internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${order.shopId}/sales-settings`);
    return transferOf(order, shop.rules.bank);
  });
};
