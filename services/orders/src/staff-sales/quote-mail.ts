import { notificationTitles, type CreateNotificationBody, type OrderDetail } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatEuros } from '../new-order-notification';
import type { OutgoingMail } from '@vendange/service-kit';
import { orderMail } from '../mails/mail-layout';

/** YYYY-MM-DD as every screen shows a day: DD/MM/YYYY. */
export const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The quote mailed to the client (French: a producer's CRM client has no interface language): its lines and
 * total, its last day, and the link where they accept or refuse it without an account.
 */
export function quoteMail(to: string, shopName: string, quote: OrderDetail & { validUntil: string | null }, href: string): OutgoingMail {
  return orderMail({
    locale: 'fr', to, href, order: quote, subject: `Devis ${quote.reference} de ${shopName}`,
    intro: [`Bonjour ${quote.clientName},`, `${shopName} vous adresse le devis ${quote.reference}.`],
    after: [
      ...(quote.comment ? [['Note du producteur :', quote.comment]] : []),
      [quote.validUntil ? `Ce devis est valable jusqu'au ${shownDay(quote.validUntil)} inclus.` : 'Ce devis est valable sans limite de date.',
        'Vous pouvez l’accepter ou le refuser en ligne, sans créer de compte.'],
    ],
    action: 'Voir le devis et y répondre',
  });
}

/** What the shop's staff who make quotes are told when a client answers one from the link. */
export function quoteAnswerNotification(quote: { id: number; shopId: number; reference: string; clientName: string; totalTtcCents: number; refusalReason: string | null }, accepted: boolean): CreateNotificationBody {
  return {
    shopId: quote.shopId, permission: 'createQuote', type: 'orderStatus', title: accepted ? notificationTitles.quoteAccepted : notificationTitles.quoteRefused,
    message: [quote.reference, quote.clientName, formatEuros(quote.totalTtcCents), !accepted && quote.refusalReason ? `« ${quote.refusalReason} »` : null].filter(Boolean).join(' · '),
    redirectLink: getHref('orderDetail', { id: quote.id }),
  };
}
