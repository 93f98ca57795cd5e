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
