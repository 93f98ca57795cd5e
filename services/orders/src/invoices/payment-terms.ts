import type { InvoiceKind, PaymentDelay } from '@vendange/contracts';

const delayLabels: Record<PaymentDelay, string> = {
  onOrder: 'à la commande', onDelivery: 'à la livraison', days7: 'à 7 jours', days10: 'à 10 jours', days14: 'à 14 jours', days30: 'à 30 jours',
  days45: 'à 45 jours', days60: 'à 60 jours', days75: 'à 75 jours', days90: 'à 90 jours', days120: 'à 120 jours', endOfMonth: 'fin de mois',
  days30EndOfMonth: 'à 30 jours fin de mois', days45EndOfMonth: 'à 45 jours fin de mois', days60EndOfMonth: 'à 60 jours fin de mois',
  days90EndOfMonth: 'à 90 jours fin de mois', days120EndOfMonth: 'à 120 jours fin de mois',
};

/** DD/MM/YYYY of a calendar day (YYYY-MM-DD). */
export const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The payment terms printed on a document (Code de commerce L441-9 and L441-10): the due date and its
 * delay; to a business, the late-payment penalty rate, the 40 EUR recovery indemnity and no discount
 * for early payment. A credit note is owed to the client, not by it.
 */
const businessTerms = 'Pas d’escompte pour paiement anticipé. En cas de retard, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).';

/** A quote's terms: the payment it proposes (the due date will count from the invoice) and, to a business, the same mentions. */
export function proposedTermsOf(delay: PaymentDelay, business: boolean): string {
  const proposed = `Conditions de paiement proposées : paiement ${delayLabels[delay]} à réception de la facture.`;
  return business ? `${proposed} ${businessTerms}` : proposed;
}

export function paymentTermsOf(doc: { kind: InvoiceKind; dueDate: string; paymentDelay: PaymentDelay; business: boolean }): string {
  if (doc.kind === 'credit') return 'Avoir à déduire de vos prochains règlements ou remboursé sur demande.';
  const due = `Échéance : ${frenchDay(doc.dueDate)} (paiement ${delayLabels[doc.paymentDelay]}).`;
  if (!doc.business) return due;
  return `${due} ${businessTerms}`;
}
