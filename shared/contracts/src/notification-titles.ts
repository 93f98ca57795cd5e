// Without zod: the shell reads these on every page (docs/decisions/front-end-performance.md).
/**
 * The titles the services give their notifications, in French (stored as written). The app shows them in the
 * reader's language: the shell translates each of these (shell/src/notifications/notification-title.ts); a title
 * not listed here is shown as stored.
 */
export const notificationTitles = {
  newClient: 'Nouveau client',
  newOrder: 'Nouvelle commande',
  newTask: 'Nouvelle tâche',
  taskReminder: 'Rappel de tâche',
  orderExpired: 'Commande expirée',
  orderPlaced: 'Votre commande est enregistrée',
  paymentRefused: 'Paiement refusé',
  paymentReceived: 'Paiement reçu',
  priceRequest: 'Demande de tarif professionnel',
  quoteAccepted: 'Devis accepté',
  quoteRefused: 'Devis refusé',
  stockUpdated: 'Stock mis à jour',
  stockLow: 'Stock bas',
  commissionPaid: 'Commission payée',
} as const;
