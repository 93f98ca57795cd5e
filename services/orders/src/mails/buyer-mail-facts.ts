import type { OrderDetail } from '@vendange/contracts';
import type { MailLocale } from './mail-locale';
import type { OutgoingMail } from '@vendange/service-kit';
import { orderMail } from './mail-layout';

/** What every mail to a buyer about an order is built from. */
export interface BuyerMailFacts {
  locale: MailLocale;
  to: string;
  firstname: string;
  shopName: string;
  order: OrderDetail;
  /** The buyer's page of the order. */
  href: string;
}

/** What each buyer mail says first: its subject and greeting, then the sentence about the order. */
export interface BuyerMailOpening {
  subject: (reference: string) => string;
  hello: (firstname: string) => string;
  body: string;
}

/** A buyer's mail about an order: subject, greeting and sentence, the order's summary, then what follows. */
export function buyerOrderMail(facts: BuyerMailFacts, opening: BuyerMailOpening, after: string[][]): OutgoingMail {
  return orderMail({
    locale: facts.locale, to: facts.to, href: facts.href, order: facts.order, subject: opening.subject(facts.order.reference),
    intro: [opening.hello(facts.firstname), opening.body], after,
  });
}
