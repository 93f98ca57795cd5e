import type { MessageDescriptor } from '@lingui/core';
import type { MandateStatus, SepaStatus } from '@vendange/contracts';

/** The SEPA statuses of a debit batch (spec point 4), as a producer reads them. */
export const sepaStatusLabels: Record<SepaStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'sepa.status.pending', message: 'À transmettre' },
  processing: /*i18n*/ { id: 'sepa.status.processing', message: 'Transmis à la banque' },
  completed: /*i18n*/ { id: 'sepa.status.completed', message: 'Prélevé' },
  error: /*i18n*/ { id: 'sepa.status.error', message: 'Refusé par la banque' },
};
export const sepaStatusPalettes: Record<SepaStatus, string> = { pending: 'gray', processing: 'blue', completed: 'green', error: 'red' };

export const mandateStatusLabels: Record<MandateStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'sepa.mandate.active', message: 'Actif' },
  revoked: /*i18n*/ { id: 'sepa.mandate.revoked', message: 'Révoqué' },
};
