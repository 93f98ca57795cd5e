import type { OrderDetail, PaymentType } from '@vendange/contracts';
import { labelled, orderMail } from './mail-layout';

/** How the buyer chose to pay, as the producer reads it (the dashboard is in French). */
const paymentWords: Partial<Record<PaymentType, string>> = { stripe: 'carte bancaire (débitée à la validation)', transfer: 'virement', cheque: 'chèque', cash: 'espèces' };

/**
 * To the shop (its contact address) when a buyer's order reaches it: who ordered, what, how it is paid, and a
 * link to validate or refuse it. In French: the producer's dashboard is French only (spec point 1).
 */
export function newOrderMail(to: string, shopName: string, order: OrderDetail, href: string) {
  return orderMail({
    locale: 'fr', to, href, order, subject: `Nouvelle commande ${order.reference} de ${order.clientName}`,
    intro: [
      `Bonjour ${shopName},`,
      `${order.clientName} vient de passer la commande ${order.reference}. Elle attend votre validation : validez-la ou refusez-la depuis votre tableau de bord.`,
    ],
    after: [[
      labelled('Paiement', order.paymentType ? paymentWords[order.paymentType] ?? order.paymentType : 'à convenir avec le client', 'fr'),
      ...(order.comment ? [labelled('Commentaire du client', order.comment, 'fr')] : []),
    ]],
  });
}
