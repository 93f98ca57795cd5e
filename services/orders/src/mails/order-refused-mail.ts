import { buyerOrderMail, type BuyerMailFacts } from './buyer-mail-facts';

const texts = {
  fr: {
    subject: (ref: string) => `Votre commande ${ref} a été refusée`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (ref: string, shop: string) => `${shop} ne peut pas honorer votre commande ${ref} et l'a refusée.`,
    reason: 'Raison donnée par le producteur :',
    card: "Aucun paiement n'a été prélevé : l'empreinte de votre carte est annulée.",
    other: "N'effectuez aucun paiement pour cette commande.",
  },
  en: {
    subject: (ref: string) => `Your order ${ref} has been declined`,
    hello: (name: string) => `Hello ${name},`,
    body: (ref: string, shop: string) => `${shop} cannot fulfil your order ${ref} and has declined it.`,
    reason: "The producer's reason:",
    card: 'No payment was taken: the hold on your card is cancelled.',
    other: 'Do not make any payment for this order.',
  },
} as const;

/** The producer refused the order: their reason, and that nothing is (or is to be) paid. */
export function orderRefusedMail(facts: BuyerMailFacts) {
  const { order } = facts;
  const t = texts[facts.locale];
  return buyerOrderMail(facts, { ...t, body: t.body(order.reference, facts.shopName) }, [
    ...(order.refusalReason ? [[t.reason, order.refusalReason]] : []),
    [order.paymentType === 'stripe' ? t.card : t.other],
  ]);
}
