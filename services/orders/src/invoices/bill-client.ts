import { and, eq, isNull } from 'drizzle-orm';
import { invoiceMessages } from '@vendange/contracts';
import { crmClientOf, HttpError, type Db, type InternalCall } from '@vendange/service-kit';
import { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * The client an invoice on request is made out to, for an order sold to no one in particular (a till ticket to a
 * passer-by who asks for an invoice afterwards): the order takes the shop's CRM client once, before its invoice.
 * The ticket itself is not touched (the journal keeps it as it was sold). An order that already has a client keeps
 * it: its invoice is in that client's name.
 */
export async function billToClient(deps: { db: Db; internal: InternalCall }, order: OrderRow, clientId: number): Promise<OrderRow> {
  if (order.clientId === clientId) return order;
  if (order.clientId !== null || order.buyerId !== null) throw new HttpError(409, 'ORDER_HAS_CLIENT', invoiceMessages.orderHasClient);
  // Only a client of the order's own shop (a client id of another shop is unknown here: 400).
  const client = await crmClientOf(deps.internal, order.shopId, clientId);
  const [updated] = await deps.db.update(orders)
    .set({ clientId: client.id, clientName: client.name, contact: client.email ? { email: client.email, phone: '' } : null })
    .where(and(eq(orders.id, order.id), isNull(orders.clientId), isNull(orders.buyerId)))
    .returning();
  // Two requests at once naming two clients: the first one wins, the second is told.
  if (!updated) {
    const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    if (now?.clientId === clientId) return now;
    throw new HttpError(409, 'ORDER_HAS_CLIENT', invoiceMessages.orderHasClient);
  }
  return updated;
}
