import type { InvoiceDetail } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';
import { escape, formatAmount } from '../mails/mail-layout';
import type { MailLocale } from '../mails/mail-locale';
import { frenchDay } from './payment-terms';


const texts = {
  fr: {
    kinds: { invoice: 'Facture', deposit: 'Facture d’acompte', credit: 'Avoir' },
    hello: 'Bonjour,',
    attached: (kind: string, number: string, amount: string) => `Veuillez trouver ci-joint ${kind === 'Avoir' ? 'l’avoir' : `la ${kind.toLowerCase()}`} ${number}, d’un montant de ${amount} TTC.`,
    due: (day: string) => `Échéance : ${frenchDay(day)}.`,
    space: 'Vous retrouvez vos documents dans votre espace client :',
    format: 'Le fichier est une facture électronique Factur-X : votre logiciel comptable peut la lire telle quelle.',
    regards: 'Cordialement,',
  },
  en: {
    kinds: { invoice: 'Invoice', deposit: 'Deposit invoice', credit: 'Credit note' },
    hello: 'Hello,',
    attached: (kind: string, number: string, amount: string) => `Please find attached ${kind.toLowerCase()} ${number}, for ${amount} incl. VAT.`,
    // Dates read DD/MM/YYYY in both languages (the platform's format).
    due: (day: string) => `Due date: ${frenchDay(day)}.`,
    space: 'Your documents are in your customer area:',
    format: 'The file is a Factur-X e-invoice: accounting software reads it as it is.',
    regards: 'Kind regards,',
  },
} as const;

/** The mail that sends a document to its client, its Factur-X file attached, in the order's language. */
export function documentMail(doc: InvoiceDetail, to: string, locale: MailLocale, file: Uint8Array, href: string | null): OutgoingMail {
  const t = texts[locale];
  const kind = t.kinds[doc.kind];
  const paragraphs = [
    t.hello,
    t.attached(kind, doc.number, formatAmount(doc.totalTtcCents, locale)),
    ...(doc.kind !== 'credit' ? [t.due(doc.dueDate)] : []),
    t.format,
    ...(href ? [`${t.space} ${href}`] : []),
    `${t.regards}\n${doc.seller.name}`,
  ];
  return {
    to,
    subject: `${kind} ${doc.number} · ${doc.seller.name}`,
    text: paragraphs.join('\n\n'),
    html: `<div style="font-family:sans-serif;max-width:560px">${paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('')}</div>`,
    attachments: [{ filename: `${doc.number}.pdf`, content: file, contentType: 'application/pdf' }],
  };
}
