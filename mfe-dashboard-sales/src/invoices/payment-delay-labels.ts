import type { MessageDescriptor } from '@lingui/core';
import type { PaymentDelay } from '@vendange/contracts';

// Literal descriptors with the i18n marker (as invoice-labels.ts): the extractor sees them, tests read them.
const onOrder: MessageDescriptor = /*i18n*/ { id: 'billing.delay.onOrder', message: 'À la commande' };
const onDelivery: MessageDescriptor = /*i18n*/ { id: 'billing.delay.onDelivery', message: 'À la livraison' };
const endOfMonth: MessageDescriptor = /*i18n*/ { id: 'billing.delay.endOfMonth', message: 'Fin de mois' };
const days: MessageDescriptor = /*i18n*/ { id: 'billing.delay.days', message: '{days} jours' };
const daysEndOfMonth: MessageDescriptor = /*i18n*/ { id: 'billing.delay.daysEndOfMonth', message: '{days} jours fin de mois' };

/** Spec point 9 payment delay as producers read it: 'À la commande', '30 jours', '45 jours fin de mois'… */
export function paymentDelayLabel(delay: PaymentDelay): MessageDescriptor {
  if (delay === 'onOrder') return onOrder;
  if (delay === 'onDelivery') return onDelivery;
  if (delay === 'endOfMonth') return endOfMonth;
  const m = /^days(\d+)(EndOfMonth)?$/.exec(delay);
  if (!m) throw new TypeError(`Unknown payment delay ${String(delay)}`);
  return { ...(m[2] ? daysEndOfMonth : days), values: { days: Number(m[1]) } };
}
