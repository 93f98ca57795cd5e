import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutPaymentType, DeliveryMode } from '@vendange/contracts';

// Literal descriptors with the i18n marker, so that the extractor sees them and tests can read them
// without the lingui compiler.

/** The kinds of delivery a shop offers, as the producer names them. */
export const deliveryTypeLabels: Record<DeliveryMode['type'], MessageDescriptor> = {
  colissimo: /*i18n*/ { id: 'delivery.type.colissimo', message: 'Colissimo' },
  chronopost: /*i18n*/ { id: 'delivery.type.chronopost', message: 'Chronopost' },
  transporter: /*i18n*/ { id: 'delivery.type.transporter', message: 'Transporteur' },
  own: /*i18n*/ { id: 'delivery.type.own', message: 'Livraison par le domaine' },
  other: /*i18n*/ { id: 'delivery.type.other', message: 'Autre' },
};

/** The payment methods a buyer may be offered online, in the order the settings list them. */
export const checkoutPaymentLabels: Record<CheckoutPaymentType, MessageDescriptor> = {
  stripe: /*i18n*/ { id: 'payment.checkout.stripe', message: 'Carte bancaire (Stripe)' },
  transfer: /*i18n*/ { id: 'payment.checkout.transfer', message: 'Virement' },
  cheque: /*i18n*/ { id: 'payment.checkout.cheque', message: 'Chèque' },
  cash: /*i18n*/ { id: 'payment.checkout.cash', message: 'Espèces au retrait' },
  lcr: /*i18n*/ { id: 'payment.checkout.lcr', message: 'Lettre de change (LCR)' },
  debit: /*i18n*/ { id: 'payment.checkout.debit', message: 'Prélèvement' },
};
