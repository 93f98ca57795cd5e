import type { OrderDetail, OrderStatus, OrderTransfer, PaymentStatus } from '@vendange/contracts';
import { formatAmount, groupedIban, labelled } from './mail-layout';
import type { MailLocale } from './mail-locale';

type Bank = { holder: string; iban: string; bic: string };

/** While the producer has not answered, and once validated: the two moments a buyer may still have to pay. */
const toPay: readonly OrderStatus[] = ['pending', 'validated'];
/** Payment states after which nothing is left to transfer. */
const settled: readonly PaymentStatus[] = ['paid', 'refunded', 'cancelled'];

/**
 * What a buyer paying by transfer must know (issue 15, item 3): the shop's bank details, the reference to
 * quote and the amount; null when the order is not paid by transfer, is closed or paid, or the shop has no bank.
 */
export function transferOf(order: Pick<OrderDetail, 'paymentType' | 'status' | 'paymentStatus' | 'reference' | 'totalTtcCents'>, bank: Bank | null): OrderTransfer | null {
  if (order.paymentType !== 'transfer' || !bank || !toPay.includes(order.status) || settled.includes(order.paymentStatus)) return null;
  return { holder: bank.holder, iban: bank.iban, bic: bank.bic, reference: order.reference, amountCents: order.totalTtcCents };
}

const words = {
  fr: { title: 'Pour régler par virement :', holder: 'Titulaire du compte', reference: 'Référence à indiquer', amount: 'Montant' },
  en: { title: 'To pay by bank transfer:', holder: 'Account holder', reference: 'Reference to quote', amount: 'Amount' },
} as const;

/** The lines of a mail giving the bank details, the reference and the amount. */
export function transferLines(transfer: OrderTransfer, locale: MailLocale): string[] {
  const w = words[locale];
  return [
    w.title,
    labelled(w.holder, transfer.holder, locale),
    labelled('IBAN', groupedIban(transfer.iban), locale),
    labelled('BIC', transfer.bic, locale),
    labelled(w.reference, transfer.reference, locale),
    labelled(w.amount, formatAmount(transfer.amountCents, locale), locale),
  ];
}
