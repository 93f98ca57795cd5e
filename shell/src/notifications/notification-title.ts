import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notificationTitles } from '@vendange/contracts';

/** Each title the services write (in French), as an interface message: shown in the reader's language. */
const titles: Record<string, MessageDescriptor> = {
  [notificationTitles.commissionPaid]: msg`Commission payée`,
  [notificationTitles.newClient]: msg`Nouveau client`,
  [notificationTitles.newOrder]: msg`Nouvelle commande`,
  [notificationTitles.newTask]: msg`Nouvelle tâche`,
  [notificationTitles.taskReminder]: msg`Rappel de tâche`,
  [notificationTitles.orderExpired]: msg`Commande expirée`,
  [notificationTitles.orderPlaced]: msg`Votre commande est enregistrée`,
  [notificationTitles.paymentRefused]: msg`Paiement refusé`,
  [notificationTitles.paymentReceived]: msg`Paiement reçu`,
  [notificationTitles.priceRequest]: msg`Demande de tarif professionnel`,
  [notificationTitles.quoteAccepted]: msg`Devis accepté`,
  [notificationTitles.quoteRefused]: msg`Devis refusé`,
  [notificationTitles.stockUpdated]: msg`Stock mis à jour`,
  [notificationTitles.stockLow]: msg`Stock bas`,
};

/** A stored title in the interface language; one the app does not know is shown as stored. */
export function shownTitle(title: string, i18n: I18n): string {
  const message = titles[title];
  return message ? i18n._(message) : title;
}
