import type { MessageDescriptor } from '@lingui/core';
import type { AgeBuckets, RecordedPaymentStatus } from '@vendange/contracts';

/** The button that moves a payment to a status (the statuses' own names are paymentStatusLabels, @vendange/ui). */
export const paymentMoveLabels: Record<RecordedPaymentStatus, MessageDescriptor> = {
  scheduled: /*i18n*/ { id: 'payments.move.scheduled', message: 'Programmer' },
  pending: /*i18n*/ { id: 'payments.move.pending', message: 'Remis en banque' },
  paid: /*i18n*/ { id: 'payments.move.paid', message: 'Encaissé' },
  missing: /*i18n*/ { id: 'payments.move.missing', message: 'Impayé' },
  refunded: /*i18n*/ { id: 'payments.move.refunded', message: 'Remboursé' },
  cancelled: /*i18n*/ { id: 'payments.move.cancelled', message: 'Annuler' },
};


export type AgeBucket = Exclude<keyof AgeBuckets, 'totalCents'>;
export const ageBuckets: readonly AgeBucket[] = ['notDueCents', 'days1to30Cents', 'days31to60Cents', 'over60Cents'];

/** The four ages of what is owed, by due date. */
export const ageBucketLabels: Record<AgeBucket, MessageDescriptor> = {
  notDueCents: /*i18n*/ { id: 'outstandings.bucket.notDue', message: 'À échoir' },
  days1to30Cents: /*i18n*/ { id: 'outstandings.bucket.days1to30', message: '1–30 jours' },
  days31to60Cents: /*i18n*/ { id: 'outstandings.bucket.days31to60', message: '31–60 jours' },
  over60Cents: /*i18n*/ { id: 'outstandings.bucket.over60', message: 'Plus de 60 jours' },
};
