import type { ShopModule } from './access-names';

/** The French name of each shop module (spec point 3 integration), as the owner sees it in the settings. */
export const moduleLabels: Record<ShopModule, string> = {
  crm: 'CRM', campaigns: 'Campagnes', salesPoint: 'Caisse', stocks: 'Stocks', agents: 'Agents commerciaux',
  iam: 'Collaborateurs', shop: 'Boutique en ligne', analytics: 'Rapports', reservations: 'Réservations',
  purchase: 'Achats', futures: 'Primeurs', accounting: 'Comptabilité', iframes: 'Iframes',
};

/** The answer of a route whose module is off for the shop (403 MODULE_INACTIVE): says who can turn it on. */
export const moduleInactiveMessage = (module: ShopModule): string =>
  `Le module « ${moduleLabels[module]} » n’est pas activé pour ce domaine : l’administrateur du compte peut l’activer dans les paramètres.`;
