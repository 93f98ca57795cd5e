import type { MessageDescriptor } from '@lingui/core';
import type { PaymentStatus, PaymentType } from '@vendange/contracts';

/** Payment types of spec point 9 as buyers and producers read them (one wording everywhere). */
export const paymentTypeLabels: Record<PaymentType, MessageDescriptor> = {
  card: /*i18n*/ { id: 'payment.type.card', message: 'Carte bancaire (terminal)' },
  debit: /*i18n*/ { id: 'payment.type.debit', message: 'Prélèvement' },
  transfer: /*i18n*/ { id: 'payment.type.transfer', message: 'Virement' },
  lcr: /*i18n*/ { id: 'payment.type.lcr', message: 'Lettre de change (LCR)' },
  stripe: /*i18n*/ { id: 'payment.type.stripe', message: 'Carte bancaire' },
  cash: /*i18n*/ { id: 'payment.type.cash', message: 'Espèces au retrait' },
  tips: /*i18n*/ { id: 'payment.type.tips', message: 'Pourboire' },
  cheque: /*i18n*/ { id: 'payment.type.cheque', message: 'Chèque' },
  restaurantTicket: /*i18n*/ { id: 'payment.type.restaurantTicket', message: 'Titre-restaurant' },
  giftVoucher: /*i18n*/ { id: 'payment.type.giftVoucher', message: 'Bon cadeau' },
  wallet: /*i18n*/ { id: 'payment.type.wallet', message: 'Portefeuille en ligne' },
  creditNote: /*i18n*/ { id: 'payment.type.creditNote', message: 'Avoir' },
  other: /*i18n*/ { id: 'payment.type.other', message: 'Autre' },
};

/** Payment statuses of spec point 4. */
export const paymentStatusLabels: Record<PaymentStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'payment.status.pending', message: 'En attente' },
  setup: /*i18n*/ { id: 'payment.status.setup', message: 'Carte enregistrée' },
  processing: /*i18n*/ { id: 'payment.status.processing', message: 'En cours' },
  requiresAction: /*i18n*/ { id: 'payment.status.requiresAction', message: 'Authentification requise' },
  paid: /*i18n*/ { id: 'payment.status.paid', message: 'Payé' },
  partial: /*i18n*/ { id: 'payment.status.partial', message: 'Payé en partie' },
  missing: /*i18n*/ { id: 'payment.status.missing', message: 'Impayé' },
  refunded: /*i18n*/ { id: 'payment.status.refunded', message: 'Remboursé' },
  error: /*i18n*/ { id: 'payment.status.error', message: 'Échec du paiement' },
  cancelled: /*i18n*/ { id: 'payment.status.cancelled', message: 'Annulé' },
  scheduled: /*i18n*/ { id: 'payment.status.scheduled', message: 'Programmé' },
};
