import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClosingPeriod, JournalEntryKind, JournalProblemView } from '@vendange/contracts';

export const journalKindLabels: Record<JournalEntryKind, MessageDescriptor> = {
  ticket: msg`Ticket`,
  cancellation: msg`Annulation`,
  duplicate: msg`Duplicata`,
  payment: msg`Paiement`,
  closing: msg`Clôture`,
  event: msg`Événement technique`,
};

export const closingPeriodLabels: Record<ClosingPeriod, MessageDescriptor> = {
  day: msg`Clôture Z`,
  month: msg`Clôture mensuelle`,
  year: msg`Clôture annuelle`,
};

/** The buttons: the current day, month or year. */
export const closingActionLabels: Record<ClosingPeriod, MessageDescriptor> = {
  day: msg`Clôture Z du jour`,
  month: msg`Clôture du mois`,
  year: msg`Clôture de l'année`,
};

export const problemLabels: Record<JournalProblemView['kind'], MessageDescriptor> = {
  altered: msg`Écriture modifiée`,
  removed: msg`Écriture supprimée`,
  reordered: msg`Écritures déplacées`,
  unsigned: msg`Signature invalide`,
};

/** '2026-11-27' → 27/11/2026, '2026-11' → 11/2026. */
export const periodKeyShown = (key: string) => key.split('-').reverse().join('/');
