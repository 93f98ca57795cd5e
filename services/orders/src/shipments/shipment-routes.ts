import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShipmentBodySchema, errorSchema, futureMessages, idSchema, messages, orderShipmentsSchema, orderToShipSchema, pageOf, shipmentListQuerySchema, shipmentSchema,
  shipmentStatusBodySchema, shippingOptionsSchema, toShipQuerySchema, type ShopInvoicing, type UserContact,
} from '@vendange/contracts';
import { checkedShippingExit, shippingOptionsOf } from './shipping-exit';
import { HttpError, notFound, type Db, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { sellerOf } from '../invoices/invoice-parties';
import { undeliveredPrimeur } from '../futures/futures-repo';
import { orderLink } from '../order-mails';
import type { OrderJobs } from '../order-jobs';
import type { OrdersRepo } from '../orders-repo';
import { canMove, parcelsFor } from './delivery-status';
import { renderDeliveryNote } from './delivery-note-pdf';
import { shipmentMail } from './shipment-mail';
import type { ShipmentsRepo } from './shipments-repo';
import { letterheadOf } from '../pdf-letterhead';
import { orderLocale } from '../mails/mail-locale';

interface Options { db: Db; shipments: ShipmentsRepo; orders: OrdersRepo; internal: InternalCall; shopSettings: ShopSettingsOf; jobs: OrderJobs; publicUrl: string }

const MANAGE = 'manageDelivery' as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
export const shipmentMessages = {
  notShippable: "Seule une commande validée s'expédie : validez-la d'abord.",
  nothingLeft: 'Tout est déjà expédié pour cette commande.',
  tooMany: (label: string, left: number) => `Il ne reste que ${left} × « ${label} » à expédier : corrigez la quantité.`,
  move: 'Cette expédition ne peut pas passer à ce statut depuis celui où elle est.',
};

/** Shipments (docs/decisions/shipments.md): what is left to ship, partial shipments, tracking, the delivery note, the client mailed. */
export const shipmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, shipments, orders, internal, shopSettings, jobs, publicUrl }) => {
  /** Mails the order's client about a shipment that left or waits for them: committed as a job (the outbox), retried until sent. */
  async function tell(orderId: number, shipmentId: number) {
    const [order, shipment] = await Promise.all([orders.byId(orderId), shipments.byId(shipmentId)]);
    if (!order || !shipment) return;
    const to = order.contact?.email ?? (order.buyerId ? (await internal<UserContact>('identity', 'GET', `/v1/internal/users/${order.buyerId}/contact`)).email : null);
    if (!to) return;
    const shop = await shopSettings(order.shopId);
    // A buyer follows the order on their page; a client entered at the desk has no account: the tracking link, else the shop.
    const href = shipment.trackingUrl ?? (order.buyerId ? orderLink(publicUrl, order.id) : publicUrl);
    await jobs.later([jobs.mail(shipmentMail(to, shop.name, order, shipment, href, await orderLocale(db, order.id)), `shipment:${shipment.id}:${shipment.status}`)]);
  }

  app.get('/shipments/to-ship', {
    config: { access: { permission: MANAGE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['shipments'], summary: 'Validated orders with units left to ship, oldest first (manageDelivery)', security: [{ bearer: [] }],
      querystring: toShipQuerySchema, response: { 200: pageOf(orderToShipSchema), ...errors },
    },
  }, async (request) => shipments.toShip(request.access.shopId, request.query));

  app.get('/shipments', {
    config: { access: { permission: MANAGE, shop: { query: 'shopId' } } },
    schema: {
      tags: ['shipments'], summary: "A shop's shipments, newest first, by status (manageDelivery)", security: [{ bearer: [] }],
      querystring: shipmentListQuerySchema, response: { 200: pageOf(shipmentSchema), ...errors },
    },
  }, async (request) => shipments.list(request.access.shopId, request.query));

  app.get('/orders/:orderId/shipments', {
    config: { access: { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: MANAGE, shop: 'resource' }, { permission: 'seeAllOrder', shop: 'resource' }] } },
    schema: {
      tags: ['shipments'], summary: "An order's delivery status, what is left to ship and its shipments (its buyer, or staff with manageDelivery or seeAllOrder)", security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }), response: { 200: orderShipmentsSchema, ...errors },
    },
  }, async (request) => {
    const order = await shipments.order(request.params.orderId);
    const { access } = request;
    const visible = order && (access.matched === 'buyer' ? order.buyerId === access.subject.id : access.can(order.shopId));
    if (!order || !visible) throw notFound(messages.notFound);
    return shipments.ofOrder(order.id);
  });

  app.get('/orders/:orderId/shipping-options', {
    config: { access: { permission: MANAGE, shop: 'resource' } },
    schema: {
      tags: ['shipments'], summary: "Where an order's goods go, its consignee and the shop's warehouses: what the Expédier dialog suggests a warehouse and an accompanying document from (manageDelivery)",
      security: [{ bearer: [] }], params: z.object({ orderId: idSchema }), response: { 200: shippingOptionsSchema, ...errors },
    },
  }, async (request) => {
    const order = await shipments.order(request.params.orderId);
    if (!order || !request.access.can(order.shopId)) throw notFound(messages.notFound);
    return shippingOptionsOf(internal, order);
  });

  app.post('/orders/:orderId/shipments', {
    config: { access: { permission: MANAGE, shop: 'resource' } },
    schema: {
      tags: ['shipments'], summary: 'Ships some or all of what is left of a validated order: parcels, carrier, tracking; the client is mailed (manageDelivery)', security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }), body: createShipmentBodySchema, response: { 201: shipmentSchema, ...errors },
    },
  }, async (request, reply) => {
    const order = await shipments.order(request.params.orderId);
    if (!order || !request.access.can(order.shopId)) throw notFound(messages.notFound);
    // A primeur ships once its formats became its lines (docs/decisions/futures.md).
    if (await undeliveredPrimeur(db, order.id)) throw new HttpError(409, 'PRIMEUR_NOT_DELIVERED', futureMessages.undelivered);
    const b = request.body;
    // The warehouse must be one of the shop's, active; the document's number free (docs/decisions/shipments.md).
    await checkedShippingExit(internal, order.shopId, b);
    const handOver = Boolean(order.shipping?.collectionPoint) || order.shipping === null;
    const shop = await shopSettings(order.shopId);
    const mode = order.shipping?.type ? shop.rules.deliveries.find((d) => d.type === order.shipping!.type && d.ref === order.shipping!.ref) : undefined;
    // Shipped now: in transit; at a collection point: ready to collect; otherwise it is being prepared.
    const status = b.ship ? (order.shipping?.collectionPoint ? 'pendingPickup' : order.shipping === null ? 'pickup' : 'transit') : 'preparation';
    const made = await shipments.create(order.id, {
      lines: b.lines, status, handOver, carrier: b.carrier ?? null, trackingNumber: b.trackingNumber ?? null, trackingUrl: b.trackingUrl ?? null,
      parcels: (units) => b.parcels ?? parcelsFor(units, mode?.perParcel), at: new Date(), warehouseId: b.warehouseId, accompanying: b.accompanying,
    });
    if ('refused' in made) {
      const message = made.refused === 'tooMany' ? shipmentMessages.tooMany(made.label ?? '', made.left ?? 0) : shipmentMessages[made.refused];
      throw new HttpError(409, made.refused === 'notShippable' ? 'NOT_SHIPPABLE' : 'NOTHING_TO_SHIP', message);
    }
    if (status === 'transit' || status === 'pendingPickup') await tell(order.id, made.shipment.id);
    return reply.code(201).send(made.shipment);
  });

  app.put('/shipments/:id/status', {
    config: { access: { permission: MANAGE, shop: 'resource' } },
    schema: {
      tags: ['shipments'], summary: "A shipment's next step (in transit, ready to collect, handed over, delivered, returned, incident) (manageDelivery)", security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: shipmentStatusBodySchema, response: { 200: shipmentSchema, ...errors },
    },
  }, async (request) => {
    const shipment = await shipments.byId(request.params.id);
    if (!shipment || !request.access.can(shipment.shopId)) throw notFound(messages.notFound);
    const { status, ...tracking } = request.body;
    if (shipment.status === status) return shipment;
    if (!canMove(shipment.status, status) || !(await shipments.move(shipment.id, shipment.status, status, tracking, new Date()))) {
      throw new HttpError(409, 'SHIPMENT_STATUS', shipmentMessages.move);
    }
    if (status === 'transit' || status === 'pendingPickup') await tell(shipment.orderId, shipment.id);
    return (await shipments.byId(shipment.id))!;
  });

  app.get('/shipments/:id/pdf', {
    config: { access: { permission: MANAGE, shop: 'resource' } },
    schema: {
      tags: ['shipments'], summary: 'The delivery note of a shipment, as a PDF (manageDelivery)', security: [{ bearer: [] }],
      // 200 is application/pdf: no JSON schema to serialize it with.
      params: z.object({ id: idSchema }), response: { 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const shipment = await shipments.byId(request.params.id);
    if (!shipment || !request.access.can(shipment.shopId)) throw notFound(messages.notFound);
    const [order, shop] = await Promise.all([shipments.order(shipment.orderId), internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shipment.shopId}/invoicing`)]);
    const seller = sellerOf(shop);
    const file = await renderDeliveryNote({
      shipment, ...(await letterheadOf(internal, shop)), deliverTo: order?.deliveryAddress ?? null, collectionPoint: order?.shipping?.collectionPoint?.name ?? null,
      seller: seller
        ? { name: seller.name, lines: [...seller.addressLines, [seller.zipcode, seller.city].filter(Boolean).join(' ')], legal: [seller.name, seller.siret ? `SIRET ${seller.siret}` : null, seller.vatNumber ? `TVA ${seller.vatNumber}` : null].filter(Boolean).join(' · ') }
        : { name: shop.name, lines: [], legal: shop.name },
    });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${shipment.number}.pdf"`).send(file as never);
  });
};
