import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allocationMessages, allocationOrderBodySchema, allocationOrderSchema, errorSchema, type StockHoldResult } from '@vendange/contracts';
import { HttpError } from '@vendange/service-kit';
import { saleOfSendKey } from './send-key';
import { enterOrder, type StaffSalesDeps, type UnitsHolder } from './staff-sales';

/** The send key of the order an allocation becomes: one per allocation, so taking it twice makes one order. */
export function allocationSendKey(shopId: number, allocationId: number): string {
  const h = createHash('sha256').update(`allocation-order:${shopId}:${allocationId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The order's units come from the allocation's hold, moved in one catalog transaction: never for sale in between. */
const passedFrom = (fromKey: string): UnitsHolder => async (deps, shopId, lines) => {
  const key = randomUUID();
  const moved = await deps.internal<StockHoldResult>('catalog', 'POST', '/v1/internal/stock/holds/transfer', {
    shopId, fromKey, toKey: key, lines: lines.map((l) => ({ formatId: l.formatId, quantity: l.quantity })),
  });
  if (!moved.ok) throw new HttpError(409, 'ALLOCATION_NOT_HELD', allocationMessages.notHeld(moved.short[0]?.left ?? 0));
  return { key, holds: [{ shopId, holdKey: key }] };
};

/**
 * Internal (stock → orders): the client's validated staff order made from a taken allocation, through the staff
 * sale's own path (priced at the client's grid), its units passed from the allocation's hold
 * (docs/decisions/stock-ledger.md, "Allocations"). Asked again for the same allocation, it answers the same order.
 */
export const allocationOrderRoute: FastifyPluginAsyncZod<{ deps: StaffSalesDeps }> = async (app, { deps }) => {
  app.post('/internal/orders/allocation-order', {
    config: { access: 'internal' },
    schema: { hide: true, body: allocationOrderBodySchema, response: { 200: allocationOrderSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } },
  }, async (request) => {
    const { shopId, allocationId, clientId, productId, formatId, quantity, fromHoldKey } = request.body;
    const key = allocationSendKey(shopId, allocationId);
    const id = (await saleOfSendKey(deps.db, shopId, key)) ?? await enterOrder(deps, {
      shopId, kind: 'order', clientId, lines: [{ productId, formatId, quantity }], validate: true, key,
      comment: `Allocation n° ${allocationId}`,
    }, passedFrom(fromHoldKey));
    const order = await deps.repo.byId(id);
    return { orderId: id, reference: order!.reference };
  });
};
