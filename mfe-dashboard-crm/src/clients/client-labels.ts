import type { MessageDescriptor } from '@lingui/core';
import type { ClientTimelineEntry } from '@vendange/contracts';

/** Spec point 3 "client civilities", as the forms show them. */
export const civilityLabels: Record<'mr' | 'mrs' | 'mx', MessageDescriptor> = {
  mr: /*i18n*/ { id: 'client.civility.mr', message: 'M.' },
  mrs: /*i18n*/ { id: 'client.civility.mrs', message: 'Mme' },
  mx: /*i18n*/ { id: 'client.civility.mx', message: 'Mx' },
};

/** What each line of a client's timeline says happened. */
export const timelineLabels: Record<ClientTimelineEntry['kind'], MessageDescriptor> = {
  created: /*i18n*/ { id: 'client.timeline.created', message: 'Fiche créée' },
  note: /*i18n*/ { id: 'client.timeline.note', message: 'Note' },
  updated: /*i18n*/ { id: 'client.timeline.updated', message: 'Fiche modifiée' },
  merged: /*i18n*/ { id: 'client.timeline.merged', message: 'Fusion' },
  imported: /*i18n*/ { id: 'client.timeline.imported', message: 'Importé' },
  order: /*i18n*/ { id: 'client.timeline.order', message: 'Commande' },
  quote: /*i18n*/ { id: 'client.timeline.quote', message: 'Devis' },
  invoice: /*i18n*/ { id: 'client.timeline.invoice', message: 'Facture' },
  creditNote: /*i18n*/ { id: 'client.timeline.creditNote', message: 'Avoir' },
  sample: /*i18n*/ { id: 'client.timeline.sample', message: 'Échantillon' },
};

/** Spec point 4 "import statuses", as the import screen shows them. */
export const importStatusLabels: Record<'pending' | 'processing' | 'completed' | 'reverted' | 'error', MessageDescriptor> = {
  pending: /*i18n*/ { id: 'client.import.pending', message: 'À confirmer' },
  processing: /*i18n*/ { id: 'client.import.processing', message: 'En cours' },
  completed: /*i18n*/ { id: 'client.import.completed', message: 'Terminé' },
  reverted: /*i18n*/ { id: 'client.import.reverted', message: 'Annulé' },
  error: /*i18n*/ { id: 'client.import.error', message: 'En erreur' },
};
