import type { OrderTransfer } from '@vendange/contracts';
import { formatAmount } from './mail-layout';
import { buyerOrderMail, type BuyerMailFacts } from './buyer-mail-facts';
import { transferLines } from './transfer-details';

const texts = {
  fr: {
    subject: (ref: string) => `Votre commande ${ref} est validée`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (ref: string, shop: string) => `Bonne nouvelle : ${shop} a validé votre commande ${ref}. Elle est en préparation.`,
    debited: (amount: string) => `Votre carte a été débitée de ${amount}.`,
  },
  en: {
    subject: (ref: string) => `Your order ${ref} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    body: (ref: string, shop: string) => `Good news: ${shop} has confirmed your order ${ref}. It is being prepared.`,
    debited: (amount: string) => `Your card has been charged ${amount}.`,
  },
} as const;

/** The producer validated the order: a card order says it was debited, a transfer order how to pay. */
export function orderValidatedMail(facts: BuyerMailFacts, transfer: OrderTransfer | null) {
  const { locale, order } = facts;
  const t = texts[locale];
  return buyerOrderMail(facts, { ...t, body: t.body(order.reference, facts.shopName) }, [
    ...(order.paymentType === 'stripe' && order.paymentStatus === 'paid' ? [[t.debited(formatAmount(order.totalTtcCents, locale))]] : []),
    ...(transfer ? [transferLines(transfer, locale)] : []),
  ]);
}
