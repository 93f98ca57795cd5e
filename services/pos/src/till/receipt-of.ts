import type { Receipt, ShopInvoicing } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { SalesPointRow } from '../sales-points-repo';
import { ticketReference } from './journal-sale';
import { toTicket, type TicketRow } from './tickets-repo';

/** What a receipt prints: the ticket, the sales point, and the seller as its legal notice names it (shops service). */
export async function receiptOf(internal: InternalCall, point: Pick<SalesPointRow, 'id' | 'name' | 'shopId' | 'receiptHeader'>, row: TicketRow): Promise<Receipt> {
  const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${point.shopId}/invoicing`);
  return {
    ticket: toTicket(row), salesPointName: point.name, header: point.receiptHeader, reference: ticketReference(point.id, row.number),
    seller: { name: shop.legal?.companyName || shop.name, address: shop.legal?.address ?? null, siret: shop.legal?.siret ?? null, vatNumber: shop.legal?.vatNumber ?? null },
  };
}
