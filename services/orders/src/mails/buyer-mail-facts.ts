import type { OrderDetail } from '@vendange/contracts';
import type { MailLocale } from './mail-locale';

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
