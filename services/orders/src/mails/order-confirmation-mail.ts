import type { OrderTransfer } from '@vendange/contracts';
import { buyerOrderMail, type BuyerMailFacts } from './buyer-mail-facts';
import { transferLines } from './transfer-details';

const texts = {
  fr: {
    subject: (ref: string) => `Votre commande ${ref} est enregistrée`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (ref: string, shop: string) => `Merci pour votre commande ${ref} auprès de ${shop}. Le producteur va la valider ; vous serez prévenu de sa réponse.`,
    card: 'Votre carte sera débitée quand le producteur validera la commande.',
  },
  en: {
    subject: (ref: string) => `Your order ${ref} has been received`,
    hello: (name: string) => `Hello ${name},`,
    body: (ref: string, shop: string) => `Thank you for your order ${ref} from ${shop}. The producer will now confirm it; you will be told of their answer.`,
    card: 'Your card will be charged when the producer confirms the order.',
  },
} as const;

/** When an order reaches its producer: its reference, lines and total, and how to pay a transfer. */
export function orderConfirmationMail(facts: BuyerMailFacts, transfer: OrderTransfer | null) {
  const { locale, order } = facts;
  const t = texts[locale];
  return buyerOrderMail(facts, { ...t, body: t.body(order.reference, facts.shopName) }, [
    ...(order.paymentType === 'stripe' ? [[t.card]] : []),
    ...(transfer ? [transferLines(transfer, locale)] : []),
  ]);
}
