import type { OrderDetail, Shipment } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';
import { orderMail } from '../mails/mail-layout';
import type { MailLocale } from '../mails/mail-locale';

const texts = {
  fr: {
    subject: (ready: boolean, ref: string) => (ready ? `Votre commande ${ref} vous attend` : `Votre commande ${ref} est en route`),
    hello: (name: string) => `Bonjour ${name},`,
    ready: (shop: string, ref: string, where: string | null) => `${shop} a préparé votre commande ${ref} : elle vous attend${where ? ` à ${where}` : ''}.`,
    left: (shop: string, parcels: number, ref: string) => `${shop} a expédié ${parcels > 1 ? `${parcels} colis` : 'un colis'} de votre commande ${ref}.`,
    inside: 'Dans cet envoi :',
    tracking: (n: string) => `suivi n° ${n}`,
    action: 'Suivre le colis',
  },
  en: {
    subject: (ready: boolean, ref: string) => (ready ? `Your order ${ref} is ready for you` : `Your order ${ref} is on its way`),
    hello: (name: string) => `Hello ${name},`,
    ready: (shop: string, ref: string, where: string | null) => `${shop} has prepared your order ${ref}: it is waiting for you${where ? ` at ${where}` : ''}.`,
    left: (shop: string, parcels: number, ref: string) => `${shop} has shipped ${parcels > 1 ? `${parcels} parcels` : 'a parcel'} of your order ${ref}.`,
    inside: 'In this shipment:',
    tracking: (n: string) => `tracking no. ${n}`,
    action: 'Track the parcel',
  },
} as const;

/**
 * The client told that part of their order left (with the carrier and the tracking link) or waits at the
 * collection point, in the order's language (docs/decisions/shipments.md).
 */
export function shipmentMail(to: string, shopName: string, order: OrderDetail, shipment: Shipment, href: string, locale: MailLocale): OutgoingMail {
  const t = texts[locale];
  const ready = shipment.status === 'pendingPickup';
  const point = order.shipping?.collectionPoint;
  return orderMail({
    locale, to, href, order,
    subject: t.subject(ready, order.reference),
    intro: [
      t.hello(order.clientName),
      ready ? t.ready(shopName, order.reference, point ? `${point.name} (${point.address})` : null) : t.left(shopName, shipment.parcels, order.reference),
    ],
    after: [
      [t.inside, ...shipment.lines.map((l) => `${l.quantity} × ${l.label}`)],
      ...(shipment.carrier || shipment.trackingNumber ? [[[shipment.carrier, shipment.trackingNumber ? t.tracking(shipment.trackingNumber) : null].filter(Boolean).join(', ')]] : []),
    ],
    ...(shipment.trackingUrl ? { action: t.action } : {}),
  });
}
