import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutPaymentType, CollectionPoint, DeliveryMode, PaymentType } from '@vendange/contracts';

/** What a producer records for a sale entered at the office: no card imprint is taken here, a card means the terminal. */
const OFFICE_PAYMENT_TYPES: readonly PaymentType[] = ['transfer', 'cheque', 'card', 'cash', 'lcr', 'debit', 'other'];

/** The payment types offered: the shop's own methods first (Paramètres › Paiements, the online card aside), then the office ones. */
export function paymentTypeOptions(shopList: readonly CheckoutPaymentType[]): PaymentType[] {
  const first = shopList.filter((p) => p !== 'stripe');
  return [...first, ...OFFICE_PAYMENT_TYPES.filter((p) => !(first as readonly PaymentType[]).includes(p))];
}

export interface ShippingOption { value: string; name: string; priceCents: number; point: boolean }

/** The select's options after "Remise en main propre": the shop's delivery modes, then its collection points. */
export function shippingOptions(deliveries: readonly DeliveryMode[], points: readonly CollectionPoint[]): ShippingOption[] {
  return [
    ...deliveries.map((d) => ({ value: `mode:${d.ref}`, name: d.name, priceCents: d.priceCents, point: false })),
    ...points.map((p) => ({ value: `point:${p.id}`, name: p.name, priceCents: p.priceCents, point: true })),
  ];
}

const VOLUME_UNITS = new Set(['ml', 'cl', 'l', 'hl']);

/** Names of the usual containers (spec point 3 reference list); another container shows as stored. */
const containerNames: Record<string, MessageDescriptor> = {
  bouteille: /*i18n*/ { id: 'format.container.bouteille', message: 'Bouteille' },
  'demi-bouteille': /*i18n*/ { id: 'format.container.demi-bouteille', message: 'Demi-bouteille' },
  magnum: /*i18n*/ { id: 'format.container.magnum', message: 'Magnum' },
  bib: /*i18n*/ { id: 'format.container.bib', message: 'Bag-in-box' },
  unite: /*i18n*/ { id: 'format.container.unite', message: 'Unité' },
};

/** A format as a line names it: "Bouteille 75 cl", "Magnum 150 cl", "Unité" (`translate` is lingui's `i18n._`). */
export function formatText(format: { container: string; unity: string; unityValue: string }, translate: (d: MessageDescriptor) => string): string {
  const known = containerNames[format.container];
  const name = known ? translate(known) : format.container;
  if (!VOLUME_UNITS.has(format.unity)) return name;
  return `${name} ${format.unityValue.replace('.', ',')} ${format.unity}`.trim();
}
