import type { MessageDescriptor } from '@lingui/core';
import type { MovementKind, MovementReason, WarehouseRegime } from '@vendange/contracts';

/** A warehouse's customs regime, as the producer and the customs read it. */
export const regimeLabels: Record<WarehouseRegime, MessageDescriptor> = {
  suspended: /*i18n*/ { id: 'stock.regime.suspended', message: 'Droits suspendus' },
  paid: /*i18n*/ { id: 'stock.regime.paid', message: 'Droits acquittés' },
};

/** Why a quantity changed (one wording in the ledger, its filters and the movement form). */
export const reasonLabels: Record<MovementReason, MessageDescriptor> = {
  bottling: /*i18n*/ { id: 'stock.reason.bottling', message: 'Mise en bouteille' },
  purchase: /*i18n*/ { id: 'stock.reason.purchase', message: "Réception d'achat" },
  bulkPurchase: /*i18n*/ { id: 'stock.reason.bulkPurchase', message: 'Achat de vin en vrac' },
  return: /*i18n*/ { id: 'stock.reason.return', message: 'Retour client' },
  sale: /*i18n*/ { id: 'stock.reason.sale', message: 'Vente' },
  bulkSale: /*i18n*/ { id: 'stock.reason.bulkSale', message: 'Vente de vin en vrac' },
  sample: /*i18n*/ { id: 'stock.reason.sample', message: 'Échantillon' },
  tasting: /*i18n*/ { id: 'stock.reason.tasting', message: 'Dégustation' },
  loss: /*i18n*/ { id: 'stock.reason.loss', message: 'Perte / casse' },
  transfer: /*i18n*/ { id: 'stock.reason.transfer', message: 'Transfert' },
  inventory: /*i18n*/ { id: 'stock.reason.inventory', message: 'Inventaire' },
  opening: /*i18n*/ { id: 'stock.reason.opening', message: "Stock d'ouverture" },
};

/** The four kinds of movement, as the buttons and the form name them. */
export const kindLabels: Record<MovementKind, MessageDescriptor> = {
  entry: /*i18n*/ { id: 'stock.kind.entry', message: 'Entrée' },
  exit: /*i18n*/ { id: 'stock.kind.exit', message: 'Sortie' },
  transfer: /*i18n*/ { id: 'stock.kind.transfer', message: 'Transfert' },
  inventory: /*i18n*/ { id: 'stock.kind.inventory', message: 'Inventaire' },
};

/** What the movement form says of a field left empty or not a whole number (zod's own words are English). */
export const movementFieldMessages = {
  warehouse: /*i18n*/ { id: 'stock.form.warehouse', message: "Choisissez l'entrepôt." },
  toWarehouse: /*i18n*/ { id: 'stock.form.toWarehouse', message: "Choisissez l'entrepôt d'arrivée." },
  reason: /*i18n*/ { id: 'stock.form.reason', message: 'Choisissez le motif.' },
  format: /*i18n*/ { id: 'stock.form.format', message: 'Choisissez un produit et un format.' },
  quantity: /*i18n*/ { id: 'stock.form.quantity', message: 'Indiquez la quantité.' },
  counted: /*i18n*/ { id: 'stock.form.counted', message: 'Indiquez le stock compté.' },
  whole: /*i18n*/ { id: 'stock.form.whole', message: 'Un nombre entier, sans virgule.' },
  vintage: /*i18n*/ { id: 'stock.form.vintage', message: 'Un millésime sur 4 chiffres (ex. 2022).' },
} satisfies Record<string, MessageDescriptor>;
