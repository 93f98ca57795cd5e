import { buyerOrderMail, type BuyerMailFacts } from './buyer-mail-facts';

const texts = {
  fr: {
    subject: (ref: string) => `Votre commande ${ref} a expiré`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (ref: string, shop: string, days: number) => `Votre commande ${ref} auprès de ${shop} est restée sans suite pendant ${days} jours : elle a expiré et n'est plus en cours.`,
    after: "Aucun paiement n'a été prélevé. Vous pouvez passer une nouvelle commande à tout moment.",
  },
  en: {
    subject: (ref: string) => `Your order ${ref} has expired`,
    hello: (name: string) => `Hello ${name},`,
    body: (ref: string, shop: string, days: number) => `Your order ${ref} from ${shop} received no answer for ${days} days: it has expired and is no longer open.`,
    after: 'No payment was taken. You can place a new order at any time.',
  },
} as const;

/** An unpaid order the producer did not answer within the shop's delay: it is closed, its units go back on sale. */
export function orderExpiredMail(facts: BuyerMailFacts, days: number) {
  const t = texts[facts.locale];
  return buyerOrderMail(facts, { ...t, body: t.body(facts.order.reference, facts.shopName, days) }, [[t.after]]);
}
