import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentType } from '@vendange/contracts';

/** The 13 payment types of spec point 9 as a till names them (short, on a button). */
export const tillPaymentLabels: Record<PaymentType, MessageDescriptor> = {
  card: msg`Carte bancaire`,
  debit: msg`Prélèvement`,
  transfer: msg`Virement`,
  lcr: msg`Lettre de change`,
  stripe: msg`Carte en ligne`,
  cash: msg`Espèces`,
  tips: msg`Pourboire`,
  cheque: msg`Chèque`,
  restaurantTicket: msg`Titre-restaurant`,
  giftVoucher: msg`Bon cadeau`,
  wallet: msg`Portefeuille en ligne`,
  creditNote: msg`Avoir`,
  other: msg`Autre`,
};

/** Euros typed by the seller ('12,5', '12.50') to cents; null when it is no amount. */
export function centsOfText(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(t)) return null;
  const [euros, cents = ''] = t.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents to the text an amount field shows ('12,50'). */
export const textOfCents = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
