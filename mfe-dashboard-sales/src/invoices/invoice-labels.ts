import type { MessageDescriptor } from '@lingui/core';
import type { CreditStatus, LegalStatus } from '@vendange/contracts';

// Literal descriptors with the i18n marker (as settings/sales-labels.ts): the extractor sees them and tests
// read them without the lingui compiler.

/** Spec point 4 legal status of a document (generation, then transmission), as producers read it. */
export const legalStatusLabels: Record<LegalStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'invoice.legal.pending', message: 'En attente' },
  generated: /*i18n*/ { id: 'invoice.legal.generated', message: 'Générée' },
  processing: /*i18n*/ { id: 'invoice.legal.processing', message: 'En cours de transmission' },
  incomplete: /*i18n*/ { id: 'invoice.legal.incomplete', message: 'Incomplète' },
  completed: /*i18n*/ { id: 'invoice.legal.completed', message: 'Transmise' },
  rejected: /*i18n*/ { id: 'invoice.legal.rejected', message: 'Rejetée' },
  cancelled: /*i18n*/ { id: 'invoice.legal.cancelled', message: 'Annulée' },
  error: /*i18n*/ { id: 'invoice.legal.error', message: 'Erreur' },
};

/** Spec point 4 credit status of a credit note. */
export const creditStatusLabels: Record<CreditStatus, MessageDescriptor> = {
  full: /*i18n*/ { id: 'invoice.credit.full', message: 'Entier' },
  partial: /*i18n*/ { id: 'invoice.credit.partial', message: 'Partiel' },
  empty: /*i18n*/ { id: 'invoice.credit.empty', message: 'Soldé' },
  cancelled: /*i18n*/ { id: 'invoice.credit.cancelled', message: 'Remboursé' },
};

export type StatusTone = 'gray' | 'blue' | 'cyan' | 'orange' | 'green' | 'red';

/** Grey while nothing is sent, blue/cyan on its way, green received, orange when the platform waits on the producer, red refused or failed. */
export const legalStatusTones: Record<LegalStatus, StatusTone> = {
  pending: 'gray', generated: 'blue', processing: 'cyan', incomplete: 'orange', completed: 'green', rejected: 'red', cancelled: 'gray', error: 'red',
};

/** Blue while the client still holds it all, orange when part is used, grey used up or paid back (cancelled). */
export const creditStatusTones: Record<CreditStatus, StatusTone> = {
  full: 'blue', partial: 'orange', empty: 'gray', cancelled: 'gray',
};
