// Sales documents' kinds, statuses and messages without zod (their schemas are in invoices.ts, which says what each
// status means): the documents' lists draw with these (docs/decisions/front-end-performance.md, session 31).

export const invoiceKinds = ['invoice', 'deposit', 'credit'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const legalStatuses = ['pending', 'generated', 'processing', 'incomplete', 'completed', 'rejected', 'cancelled', 'error'] as const;
export type LegalStatus = (typeof legalStatuses)[number];

export const creditStatuses = ['full', 'partial', 'empty', 'cancelled'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const invoiceMessages = {
  orderHasClient: 'Cette commande a déjà son client : sa facture est établie à son nom.',
  notInvoiceable: 'Seule une commande validée peut être facturée : validez-la d’abord.',
  legalMissing: 'Renseignez les mentions légales de la boutique (raison sociale, adresse, SIRET) dans Paramètres avant de facturer.',
  vatNumberMissing: 'Renseignez le numéro de TVA intracommunautaire de la boutique (Paramètres › Mentions légales) : il doit figurer sur les factures.',
  noPricedTotals: 'Cette commande n’a pas le détail de ses prix (commande importée) : elle ne peut pas être facturée ici.',
  notCreditable: 'Un avoir ne peut pas recevoir d’avoir : il porte sur une facture.',
  depositNotAllowed: 'Un acompte se demande sur une commande validée et pas encore facturée.',
  depositTooLarge: 'Cet acompte dépasse ce qui reste à demander sur la commande.',
  depositEmpty: 'L’acompte doit être d’au moins 0,01 €.',
  depositDeducted: 'Cet acompte est déjà déduit de la facture finale : faites l’avoir sur celle-ci.',
  nothingLeft: 'Cette facture est déjà entièrement créditée.',
  tooMuch: 'La quantité à créditer dépasse ce qui reste sur la ligne de facture.',
  unknownLine: 'Cette ligne n’appartient pas à la facture.',
  alreadyInvoiced: 'Cette commande est déjà entièrement facturée : ouvrez sa facture de solde.',
  unknownShipment: 'Cette expédition n’appartient pas à la commande, ou elle est revenue : il n’y a rien à facturer.',
  nothingToInvoice: 'Ce que porte cette expédition est déjà facturé.',
  depositsExceedRest: 'Après cette facture, il resterait moins à facturer que les acomptes versés : facturez le solde de la commande.',
  noAddress: 'Ce client n’a pas d’adresse e-mail sur le document : indiquez celle à laquelle l’envoyer.',
} as const;
