import { buyerOrderMail, type BuyerMailFacts } from './buyer-mail-facts';

const texts = {
  fr: {
    subject: (ref: string) => `Votre commande ${ref} est annulée`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (ref: string, shop: string) => `${shop} a annulé votre commande ${ref}.`,
    reason: 'Raison donnée par le producteur :',
    card: "Aucun paiement n'a été prélevé : l'empreinte de votre carte est annulée.",
    other: "N'effectuez aucun paiement pour cette commande.",
  },
  en: {
    subject: (ref: string) => `Your order ${ref} is cancelled`,
    hello: (name: string) => `Hello ${name},`,
    body: (ref: string, shop: string) => `${shop} has cancelled your order ${ref}.`,
    reason: "The producer's reason:",
    card: 'No payment was taken: the hold on your card is cancelled.',
    other: 'Do not make any payment for this order.',
  },
} as const;

/** The producer cancelled the validated order: their reason, and that nothing is (or is to be) paid. */
export function orderCancelledMail(facts: BuyerMailFacts) {
  const { order } = facts;
  const t = texts[facts.locale];
  return buyerOrderMail(facts, { ...t, body: t.body(order.reference, facts.shopName) }, [
    ...(order.cancelReason ? [[t.reason, order.cancelReason]] : []),
    [order.paymentType === 'stripe' ? t.card : t.other],
  ]);
}
