import type { ReminderLevel } from '@vendange/contracts';
import type { OutgoingMail } from '@vendange/service-kit';
import { escape, formatAmount } from '../mails/mail-layout';
import type { MailLocale } from '../mails/mail-locale';
import { frenchDay } from '../invoices/payment-terms';

export interface ReminderFacts {
  level: ReminderLevel;
  number: string;
  issuedOn: string;
  dueDate: string;
  leftCents: number;
  sellerName: string;
  /** A business client: late-payment penalties and the 40 EUR recovery indemnity apply (Code de commerce L441-10). */
  business: boolean;
}

const texts = {
  fr: {
    subject: { first: 'Relance', second: 'Deuxième relance', formal: 'Mise en demeure de payer' },
    hello: 'Bonjour,',
    owed: (number: string, issued: string, due: string, left: string) => `Sauf erreur de notre part, la facture ${number} du ${issued}, échue le ${due}, reste impayée : ${left} TTC restent à régler.`,
    first: 'Il s’agit peut-être d’un oubli : merci de procéder au règlement dès que possible. Si vous avez réglé entre-temps, ne tenez pas compte de ce message.',
    second: 'Malgré notre premier rappel, nous n’avons pas reçu votre règlement. Merci de régulariser la situation sous huit jours.',
    formal: 'Malgré nos relances, cette facture n’est toujours pas réglée. Nous vous mettons en demeure de la payer sous huit jours à compter de ce courrier ; à défaut, nous engagerons les démarches de recouvrement.',
    penalties: 'Des pénalités de retard sont dues depuis l’échéance, ainsi que l’indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce).',
    regards: 'Cordialement,',
  },
  en: {
    subject: { first: 'Reminder', second: 'Second reminder', formal: 'Formal notice to pay' },
    hello: 'Hello,',
    owed: (number: string, issued: string, due: string, left: string) => `Unless we are mistaken, invoice ${number} of ${issued}, due on ${due}, is still unpaid: ${left} incl. VAT is left to pay.`,
    first: 'This may be an oversight: please settle it as soon as possible. If you have paid in the meantime, please disregard this message.',
    second: 'Despite our first reminder, we have not received your payment. Please settle it within eight days.',
    formal: 'Despite our reminders, this invoice is still unpaid. We formally request payment within eight days of this notice; failing that, we will start recovery proceedings.',
    penalties: 'Late-payment penalties are due from the due date, as well as the fixed 40 EUR recovery indemnity (French Commercial Code, L441-10 and D441-5).',
    regards: 'Kind regards,',
  },
} as const;

/** The reminder mail of an unpaid invoice, at its level, in the client's language. */
export function reminderMail(f: ReminderFacts, to: string, locale: MailLocale): OutgoingMail {
  const t = texts[locale];
  const paragraphs = [
    t.hello,
    t.owed(f.number, frenchDay(f.issuedOn), frenchDay(f.dueDate), formatAmount(f.leftCents, locale)),
    t[f.level],
    ...(f.business && f.level !== 'first' ? [t.penalties] : []),
    `${t.regards}\n${f.sellerName}`,
  ];
  return {
    to,
    subject: `${t.subject[f.level]} · ${f.number} · ${f.sellerName}`,
    text: paragraphs.join('\n\n'),
    html: `<div style="font-family:sans-serif;max-width:560px">${paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('')}</div>`,
  };
}
