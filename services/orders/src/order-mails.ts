import { formatEuros, type OrderDetail } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The buyer's link to their order, on the platform's public origin (never a request's host). */
export const orderLink = (publicUrl: string, orderId: number) => `${publicUrl}/dashboard/orders/${orderId}`;

function mail(to: string, subject: string, intro: string[], order: OrderDetail, href: string, outro: string[] = []): OutgoingMail {
  const lines = order.lines.filter((l) => l.quantity > 0).map((l) => `${l.quantity} × ${l.label} : ${formatEuros(l.lineTtcCents)}`);
  const totals = [
    ...(order.shippingCents > 0 ? [`Livraison (HT) : ${formatEuros(order.shippingCents)}`] : []),
    ...(order.discountCents > 0 ? [`Remise${order.promoCode ? ` (${order.promoCode})` : ''} (HT) : -${formatEuros(order.discountCents)}`] : []),
    `Total TTC : ${formatEuros(order.totalTtcCents)}`,
  ];
  const text = [...intro, '', ...lines, '', ...totals, '', ...outro, ...(outro.length ? [''] : []), `Voir la commande : ${href}`, '', "L'équipe Vendange"].join('\n');
  const html = `<div style="font-family:sans-serif;max-width:560px">${intro.map((l) => `<p>${escape(l)}</p>`).join('')}`
    + `<table style="border-collapse:collapse;width:100%">${order.lines.filter((l) => l.quantity > 0).map((l) => `<tr><td style="padding:4px 0">${l.quantity} × ${escape(l.label)}</td><td style="text-align:right">${escape(formatEuros(l.lineTtcCents))}</td></tr>`).join('')}</table>`
    + totals.map((t) => `<p style="margin:4px 0;text-align:right"><strong>${escape(t)}</strong></p>`).join('')
    + outro.map((l) => `<p>${escape(l)}</p>`).join('')
    + `<p><a href="${escape(href)}" style="background:#219EBC;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Voir la commande</a></p>`
    + `<p style="color:#666;font-size:12px">${escape(href)}</p><p>L'équipe Vendange</p></div>`;
  return { to, subject, text, html };
}

/** The mails orders sends to buyers, in French. */
export const orderMails = {
  /** When an order reaches its producer: its reference, lines and total. */
  confirmation: (to: string, firstname: string, shopName: string, order: OrderDetail, href: string) => mail(
    to, `Votre commande ${order.reference} est enregistrée`,
    [`Bonjour ${firstname},`, `Merci pour votre commande ${order.reference} auprès de ${shopName}. Le producteur va la valider ; vous serez prévenu de sa réponse.`],
    order, href,
  ),
  /** An unpaid order the producer did not answer within the shop's delay: it is closed, its units go back on sale. */
  expired: (to: string, firstname: string, shopName: string, order: OrderDetail, days: number, href: string) => mail(
    to, `Votre commande ${order.reference} a expiré`,
    [`Bonjour ${firstname},`, `Votre commande ${order.reference} auprès de ${shopName} est restée sans suite pendant ${days} jours : elle a expiré et n'est plus en cours.`],
    order, href, ["Aucun paiement n'a été prélevé. Vous pouvez passer une nouvelle commande à tout moment."],
  ),
};
