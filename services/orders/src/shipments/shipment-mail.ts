import type { OrderDetail, Shipment } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';
import { orderMail } from '../mails/mail-layout';

/**
 * The client told that part of their order left (with the carrier and the tracking link) or waits at the
 * collection point. French: the order's language is kept for buyers' own mails; a shipment mail is short and
 * its tracking link speaks for itself (docs/decisions/shipments.md).
 */
export function shipmentMail(to: string, shopName: string, order: OrderDetail, shipment: Shipment, href: string): OutgoingMail {
  const ready = shipment.status === 'pendingPickup';
  const lines = shipment.lines.map((l) => `${l.quantity} × ${l.label}`);
  return orderMail({
    locale: 'fr', to, href, order,
    subject: ready ? `Votre commande ${order.reference} vous attend` : `Votre commande ${order.reference} est en route`,
    intro: [
      `Bonjour ${order.clientName},`,
      ready ? `${shopName} a préparé votre commande ${order.reference} : elle vous attend${order.shipping?.collectionPoint ? ` à ${order.shipping.collectionPoint.name} (${order.shipping.collectionPoint.address})` : ''}.`
        : `${shopName} a expédié ${shipment.parcels > 1 ? `${shipment.parcels} colis` : 'un colis'} de votre commande ${order.reference}.`,
    ],
    after: [
      ['Dans cet envoi :', ...lines],
      ...(shipment.carrier || shipment.trackingNumber ? [[[shipment.carrier, shipment.trackingNumber ? `suivi n° ${shipment.trackingNumber}` : null].filter(Boolean).join(', ')]] : []),
    ],
    ...(shipment.trackingUrl ? { action: 'Suivre le colis' } : {}),
  });
}
