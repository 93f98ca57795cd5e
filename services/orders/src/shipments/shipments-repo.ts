import { and, asc, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import { destinationOf, type ExitDocumentType, type OrderShipments, type OrderToShip, type Shipment, type ShipmentStatus, type StockDocumentBody } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { futureOrders, invoices, orderLines, orders, shipmentLines, shipments } from '../db/schema';
import { referenceYear } from '../order-reference';
import type { Tx } from '../orders-repo';
import { deliveryStatusOf, linesToShip } from './delivery-status';

type ShipmentRow = typeof shipments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Orders whose units may ship: validated (invoiced or not), never a quote. */
const SHIPPABLE = ['validated', 'invoiced'] as const;

export const deliveryNoteNumber = (year: number, n: number) => `BL-${year}-${String(n).padStart(4, '0')}`;

export interface NewShipment {
  lines: ReadonlyArray<{ orderLineId: number; quantity: number }> | undefined;
  status: ShipmentStatus;
  handOver: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Parcels for the units chosen, when the producer gave none. */
  parcels: (units: number) => number;
  at: Date;
  /** The warehouse the goods leave, checked as the shop's; absent: the shop's shipping warehouse. */
  warehouseId?: number | undefined;
  /** The accompanying document they leave under (DAE, DSA…), its number checked free. */
  accompanying?: { type: ExitDocumentType; number: string; recipientExciseNumber: string | null } | null | undefined;
}

export type ShipmentRefusal = { refused: 'notShippable' | 'nothingLeft' | 'tooMany'; label?: string; left?: number };

/** Announces, in the shipment's transaction, the goods it moves in the stock ledger (a job: order-jobs.ts). */
export type GoodsMoved = (tx: Db | Tx, body: StockDocumentBody) => Promise<void>;

/** The ledger's key of a shipment's goods leaving, or coming back. */
const exitKey = (shipmentId: number, direction: 'exit' | 'entry') => `shipment:${shipmentId}:${direction}`;

/** Services and tourist taxes are no goods: they never leave a warehouse. */
const NOT_GOODS = ['prestation', 'touristTax'];
/** A vintage as the ledger keys it: the year of a line's vintage name ('2023'), else none. */
const vintageYear = (name: string | null) => (name && /^\d{4}$/.test(name.trim()) ? Number(name.trim()) : null);

export function shipmentsRepo(db: Db, goodsMoved: GoodsMoved) {
  /** The goods of a shipment's lines, per format and vintage, for the ledger. */
  async function goodsOf(tx: Db | Tx, shipmentId: number) {
    const rows = await tx.select({ formatId: orderLines.formatId, vintage: orderLines.vintage, productType: orderLines.productType, quantity: shipmentLines.quantity })
      .from(shipmentLines).innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId)).where(eq(shipmentLines.shipmentId, shipmentId));
    return rows.filter((r) => !NOT_GOODS.includes(r.productType ?? '')).map((r) => ({ formatId: r.formatId, vintage: vintageYear(r.vintage), quantity: r.quantity }));
  }
  /**
   * `destination`: the country the goods are shipped to (the order's delivery address), which the DRM reads as an
   * export or an EU dispatch outside France; none for goods handed over here.
   */
  async function announceGoods(tx: Db | Tx, shipment: { id: number; shopId: number; orderId: number; number: string }, direction: 'exit' | 'entry', more: Partial<StockDocumentBody> = {}) {
    const lines = await goodsOf(tx, shipment.id);
    if (lines.length === 0) return;
    await goodsMoved(tx, {
      ...more, shopId: shipment.shopId, key: exitKey(shipment.id, direction), direction, lines,
      document: { type: 'shipment', id: shipment.id, ref: shipment.number, orderId: shipment.orderId },
    });
  }

  async function linesOf(rows: readonly ShipmentRow[], tx: Db | Tx = db) {
    if (rows.length === 0) return new Map<number, Array<{ orderLineId: number; label: string; quantity: number }>>();
    const parts = await tx.select({ shipmentId: shipmentLines.shipmentId, orderLineId: shipmentLines.orderLineId, quantity: shipmentLines.quantity, label: orderLines.label })
      .from(shipmentLines).innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
      .where(inArray(shipmentLines.shipmentId, rows.map((r) => r.id))).orderBy(asc(shipmentLines.orderLineId));
    const by = new Map<number, Array<{ orderLineId: number; label: string; quantity: number }>>();
    for (const p of parts) by.set(p.shipmentId, [...(by.get(p.shipmentId) ?? []), { orderLineId: p.orderLineId, label: p.label, quantity: p.quantity }]);
    return by;
  }

  async function toShipments(rows: readonly ShipmentRow[], tx: Db | Tx = db): Promise<Shipment[]> {
    const lines = await linesOf(rows, tx);
    const ids = rows.map((r) => r.id);
    const [orderRows, invoiceRows] = rows.length ? await Promise.all([
      tx.select({ id: orders.id, reference: orders.reference, clientName: orders.clientName }).from(orders).where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))])),
      tx.select({ id: invoices.id, number: invoices.number, shipmentId: invoices.shipmentId }).from(invoices).where(inArray(invoices.shipmentId, ids)),
    ]) : [[], []];
    const ordersById = new Map(orderRows.map((o) => [o.id, o]));
    const invoiceOf = new Map(invoiceRows.map((i) => [i.shipmentId!, { id: i.id, number: i.number }]));
    return rows.map((r) => {
      const own = lines.get(r.id) ?? [];
      return {
        id: r.id, shopId: r.shopId, orderId: r.orderId, orderReference: ordersById.get(r.orderId)?.reference ?? '', clientName: ordersById.get(r.orderId)?.clientName ?? '',
        number: r.number, status: r.status, handOver: r.handOver, carrier: r.carrier, trackingNumber: r.trackingNumber, trackingUrl: r.trackingUrl, parcels: r.parcels,
        units: own.reduce((a, l) => a + l.quantity, 0), createdAt: r.createdAt.toISOString(), shippedAt: r.shippedAt?.toISOString() ?? null,
        deliveredAt: r.deliveredAt?.toISOString() ?? null, lines: own, invoice: invoiceOf.get(r.id) ?? null,
      };
    });
  }

  async function ofOrder(orderId: number, tx: Db | Tx = db): Promise<OrderShipments> {
    const [lines, rows] = await Promise.all([
      tx.select({ id: orderLines.id, label: orderLines.label, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
      tx.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id)),
    ]);
    const list = await toShipments(rows, tx);
    const left = linesToShip(lines.filter((l) => l.quantity > 0), list);
    return { orderId, deliveryStatus: deliveryStatusOf(left, list), lines: left, shipments: list };
  }

  return {
    ofOrder: (orderId: number) => ofOrder(orderId),

    async order(orderId: number): Promise<OrderRow | null> {
      return (await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null;
    },

    async byId(id: number): Promise<Shipment | null> {
      const rows = await db.select().from(shipments).where(eq(shipments.id, id));
      return rows.length ? (await toShipments(rows))[0]! : null;
    },

    /** A shop's shipments, newest first. */
    async list(shopId: number, q: { page: number; limit: number; status?: ShipmentStatus | undefined }) {
      const where = and(eq(shipments.shopId, shopId), q.status ? eq(shipments.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(shipments).where(where).orderBy(desc(shipments.createdAt), desc(shipments.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(shipments).where(where),
      ]);
      return { items: await toShipments(rows), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /**
     * Validated orders of the shop with units left to ship, oldest first (the first to prepare). What is left is
     * read from the shipments, so a partial shipment keeps its order in the list with the rest.
     */
    async toShip(shopId: number, q: { page: number; limit: number }) {
      const left = sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.quantity > coalesce((
        select sum(sl.quantity) from ${shipmentLines} sl join ${shipments} s on s.id = sl.shipment_id where sl.order_line_id = l.id and s.status <> 'returned'), 0))`;
      // A primeur not delivered yet is still in barrel: nothing of it is to ship (docs/decisions/futures.md).
      const inBarrel = sql`exists (select 1 from ${futureOrders} f where f.order_id = ${orders.id} and f.delivered_at is null)`;
      const where = and(eq(orders.shopId, shopId), eq(orders.kind, 'order'), inArray(orders.status, [...SHIPPABLE]), left, not(inBarrel));
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(asc(orders.createdAt), asc(orders.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const items: OrderToShip[] = [];
      for (const o of rows) {
        const state = await ofOrder(o.id);
        items.push({
          orderId: o.id, reference: o.reference, clientName: o.clientName, createdAt: o.createdAt.toISOString(), deliveryStatus: state.deliveryStatus,
          shippingName: o.shipping?.name ?? null, collectionPoint: Boolean(o.shipping?.collectionPoint),
          remainingUnits: state.lines.reduce((a, l) => a + l.remaining, 0), lines: state.lines,
        });
      }
      return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /**
     * A shipment of some of an order's units, under the order's row lock so that two at once never ship more
     * than was ordered; its delivery note takes the shop's next BL number of the year.
     */
    async create(orderId: number, input: NewShipment): Promise<{ shipment: Shipment } | ShipmentRefusal> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order || order.kind !== 'order' || !(SHIPPABLE as readonly string[]).includes(order.status)) return { refused: 'notShippable' };
        const state = await ofOrder(orderId, tx);
        // Everything left already (shipped meanwhile from another screen): said so, whatever lines were asked.
        if (state.lines.every((l) => l.remaining === 0)) return { refused: 'nothingLeft' };
        const wanted = input.lines ?? state.lines.filter((l) => l.remaining > 0).map((l) => ({ orderLineId: l.orderLineId, quantity: l.remaining }));
        if (wanted.length === 0) return { refused: 'nothingLeft' };
        for (const w of wanted) {
          const line = state.lines.find((l) => l.orderLineId === w.orderLineId);
          if (!line || w.quantity > line.remaining) return { refused: 'tooMany', label: line?.label ?? '', left: line?.remaining ?? 0 };
        }
        const year = referenceYear(input.at);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shipments:${order.shopId}:${year}`}))`);
        const pattern = `^BL-${year}-(\\d+)$`;
        const [last] = await tx.select({ n: sql<number>`coalesce(max(substring(${shipments.number} from ${pattern})::integer), 0)` }).from(shipments).where(eq(shipments.shopId, order.shopId));
        const units = wanted.reduce((a, w) => a + w.quantity, 0);
        const moving = input.status === 'transit' || input.status === 'pickup';
        const [row] = await tx.insert(shipments).values({
          shopId: order.shopId, orderId, number: deliveryNoteNumber(year, (last?.n ?? 0) + 1), status: input.status, handOver: input.handOver,
          carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl, parcels: input.parcels(units), createdAt: input.at,
          shippedAt: moving ? input.at : null, deliveredAt: input.status === 'pickup' ? input.at : null,
        }).returning();
        await tx.insert(shipmentLines).values(wanted.map((w) => ({ shipmentId: row!.id, orderLineId: w.orderLineId, quantity: w.quantity })));
        // Its delivery note made, the goods are out of the cellar: the ledger's sale exit commits with it.
        // It leaves the warehouse chosen (else the shipping one) with the document typed, both kept with the stock exit.
        await announceGoods(tx, row!, 'exit', {
          ...(input.handOver ? {} : destinationOf(order.deliveryAddress)),
          ...(input.warehouseId !== undefined ? { warehouseId: input.warehouseId } : {}),
          ...(input.accompanying ? { accompanying: input.accompanying } : {}),
        });
        return { shipment: (await toShipments([row!], tx))[0]! };
      });
    },

    /** The shipment's next step, once: a guarded update from the status it was read in. */
    async move(id: number, from: ShipmentStatus, to: ShipmentStatus, tracking: { carrier?: string | null; trackingNumber?: string | null; trackingUrl?: string | null }, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.update(shipments).set({
          status: to,
          ...(to === 'transit' ? { shippedAt: at } : {}),
          ...(to === 'delivered' || to === 'pickup' ? { deliveredAt: at } : {}),
          ...(tracking.carrier !== undefined ? { carrier: tracking.carrier } : {}),
          ...(tracking.trackingNumber !== undefined ? { trackingNumber: tracking.trackingNumber } : {}),
          ...(tracking.trackingUrl !== undefined ? { trackingUrl: tracking.trackingUrl } : {}),
        }).where(and(eq(shipments.id, id), eq(shipments.status, from))).returning({ id: shipments.id, shopId: shipments.shopId, orderId: shipments.orderId, number: shipments.number });
        // Returned to the estate: the goods are back in the warehouse they left, and for sale again.
        if (rows[0] && to === 'returned') await announceGoods(tx, rows[0], 'entry', { returnOf: exitKey(rows[0].id, 'exit') });
        return rows.length > 0;
      });
    },
  };
}
export type ShipmentsRepo = ReturnType<typeof shipmentsRepo>;
