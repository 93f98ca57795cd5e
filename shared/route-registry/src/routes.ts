import type { Permission, Role, ShopModule } from '@vendange/contracts';
import { labels } from './labels';
import { paths } from './paths';
import type { AccessRule, LayoutName, MenuPlacement, MfeName, RouteEntry } from './types';

const PUBLIC: AccessRule = { kind: 'public' };
const GUEST: AccessRule = { kind: 'guestOnly' };
const SHOPPERS: AccessRule = { kind: 'shoppers' };
const STAFF: Role[] = ['owner', 'iam'];
const SELLERS: Role[] = ['owner', 'iam', 'agent'];
const ALL: Role[] = ['owner', 'iam', 'agent', 'buyer'];

const roles = (r: Role[], permission?: Permission, module?: ShopModule): AccessRule => ({
  kind: 'roles', roles: r, ...(permission ? { permission } : {}), ...(module ? { module } : {}),
});

function route(path: string, mfe: MfeName, layout: LayoutName, access: AccessRule, extra: Partial<RouteEntry> = {}): RouteEntry {
  return { path, mfe, layout, access, ...extra };
}

/** A dashboard page, with its sub-paths owned by the same MFE. */
function dash(path: string, mfe: MfeName, access: AccessRule, extra: Partial<RouteEntry> = {}): RouteEntry {
  return route(path, mfe, 'dashboard', access, extra);
}

const menu = (r: Role[], group: MenuPlacement['group'], label: MenuPlacement['label'], order: number): MenuPlacement => ({ roles: r, group, label, order });

const SALES = 'mfe_dashboard_sales';
const CRM = 'mfe_dashboard_crm';
const STOCK = 'mfe_dashboard_stock';
const SHOP = 'mfe_shop';
const AUTH = 'mfe_auth';
const POS = 'mfe_cashregister';

/**
 * Every path of spec point 2 with its owner, layout and access rule. Unassigned screens go to the MFE
 * whose domain they edit (docs/decisions/route-ownership.md). MFEs route below these paths themselves;
 * a path an MFE has not built yet shows that MFE's 404.
 */
export const routes: RouteEntry[] = [
  // Public and shared
  route(paths.home, SHOP, 'shop', PUBLIC),
  route(paths.auth, AUTH, 'auth', GUEST, { prefix: true }),
  route(paths.authValidate, AUTH, 'auth', PUBLIC),
  route(paths.authResetPassword, AUTH, 'auth', PUBLIC),
  route(paths.cart, SHOP, 'shop', SHOPPERS, { tags: ['panier'], icon: 'cart', title: labels.cart }),
  route(paths.help, CRM, 'headerOnly', PUBLIC, { icon: 'help', title: labels.help }),
  route(paths.roiSimulator, SALES, 'plain', PUBLIC),
  route(paths.admin, AUTH, 'admin', roles(['admin']), { prefix: true, icon: 'admin', title: labels.administration }),
  route(paths.validate3ds, SHOP, 'plain', PUBLIC),
  route(paths.quoteAnswer, SHOP, 'plain', PUBLIC),
  route(paths.disableTrackingNotif, CRM, 'plain', PUBLIC),
  route(paths.iframe, SHOP, 'plain', PUBLIC),
  route(paths.gs1, SHOP, 'plain', PUBLIC, { prefix: true }),
  route(paths.shops, SHOP, 'shop', PUBLIC, { icon: 'producers', menu: [menu(['buyer', 'agent'], 'root', labels.producers, 90)] }),
  route(paths.shopsAdd, SHOP, 'shop', roles(['buyer', 'owner'])),
  route(paths.shop, SHOP, 'shop', PUBLIC, { prefix: true }),

  // Dashboard
  route(paths.dashboard, SALES, 'dashboard', roles(ALL), { prefix: true, icon: 'dashboard', menu: [menu(ALL, 'root', labels.dashboard, 0)] }),
  dash(paths.customize, SHOP, roles(STAFF, undefined, 'shop'), { layout: 'editor', icon: 'onlineShop', tags: ['boutique', 'site'], menu: [menu(STAFF, 'root', labels.onlineShop, 80)] }),
  dash(paths.delivery, SALES, roles(STAFF, 'manageDelivery'), { icon: 'shipments', tags: ['livraisons', 'colis'], menu: [menu(STAFF, 'sales', labels.shipments, 8)] }),
  dash(paths.calendar, CRM, roles(SELLERS, 'seeAllTask', 'crm'), {
    icon: 'calendar', tags: ['agenda', 'rendez-vous'],
    menu: [menu(STAFF, 'crm', labels.calendar, 4), menu(STAFF, 'tourism', labels.calendar, 3), menu(['agent'], 'root', labels.calendar, 60)],
  }),
  dash(paths.tarifs, STOCK, roles(STAFF, 'seeAllPrice'), { icon: 'priceLists', tags: ['prix', 'grilles', 'typologies'], menu: [menu(STAFF, 'articles', labels.priceLists, 5)] }),
  dash(paths.tasks, CRM, roles(SELLERS, 'seeAllTask', 'crm'), { icon: 'tasks', tags: ['à faire', 'rappels'], menu: [menu(STAFF, 'crm', labels.tasks, 5)] }),
  dash(paths.settings, SALES, roles(ALL), { icon: 'settings', tags: ['réglages', 'compte', 'profil'], menu: [menu(ALL, 'root', labels.settings, 100)] }),
  dash(paths.payments, SALES, roles(STAFF, 'seeAllPayment'), { prefix: true, icon: 'payments', tags: ['règlements', 'encaissements'], menu: [menu(STAFF, 'sales', labels.payments, 10)] }),
  dash(paths.outstandings, SALES, roles(STAFF, 'seeAllPayment'), { icon: 'outstandings', tags: ['relances', 'retards'], menu: [menu(STAFF, 'sales', labels.outstandings, 9)] }),
  dash(paths.paymentCredits, SALES, roles(STAFF, 'seeAllPayment'), { icon: 'creditNotes', tags: ['remboursements'], menu: [menu(STAFF, 'sales', labels.creditNotes, 11)] }),
  dash(paths.directDebits, SALES, roles(STAFF, 'seeAllPayment'), { icon: 'directDebits', tags: ['sepa', 'mandats', 'prélèvements'], menu: [menu(STAFF, 'sales', labels.directDebits, 12)] }),
  dash(paths.orders, SALES, roles(ALL, 'seeAllOrder'), {
    prefix: true, icon: 'orders', tags: ['ventes', 'commandes'],
    menu: [menu(STAFF, 'sales', labels.orders, 2), menu(['buyer', 'agent'], 'root', labels.orders, 10)],
  }),
  dash(paths.quotes, SALES, roles(SELLERS, 'createQuote'), { icon: 'quotes', tags: ['propositions'], menu: [menu(STAFF, 'sales', labels.quotes, 1)] }),
  // A buyer reads their own invoices there (GET /v1/invoices answers a buyer with theirs).
  dash(paths.bills, SALES, roles([...STAFF, 'buyer'], 'billOrder'), { icon: 'bills', tags: ['facturation'], menu: [menu(STAFF, 'sales', labels.bills, 3), menu(['buyer'], 'root', labels.myInvoices, 11)] }),
  dash(paths.deposits, SALES, roles(STAFF, 'billOrder'), { icon: 'deposits', tags: ['acomptes'], menu: [menu(STAFF, 'sales', labels.deposits, 4)] }),
  dash(paths.credits, SALES, roles(STAFF, 'billOrder'), { icon: 'credits', tags: ['avoirs'], menu: [menu(STAFF, 'sales', labels.credits, 5)] }),
  dash(paths.ventilate, SALES, roles(STAFF, 'billOrder'), { icon: 'ventilations', tags: ['répartition'], menu: [menu(STAFF, 'sales', labels.ventilations, 6)] }),
  dash(paths.samples, SALES, roles(SELLERS, 'seeAllOrder'), {
    prefix: true, icon: 'samples', tags: ['dégustation'],
    menu: [menu(STAFF, 'articles', labels.samples, 6), menu(['agent'], 'root', labels.samples, 20)],
  }),
  dash(paths.salesPoints, POS, roles(STAFF, 'createOrderSalesPoint', 'salesPoint'), { prefix: true, icon: 'cashRegister', tags: ['caisse', 'point de vente', 'caveau'], menu: [menu(STAFF, 'root', labels.cashRegister, 60)] }),
  dash(paths.products, STOCK, roles(SELLERS, 'seeAllProduct'), {
    prefix: true, icon: 'catalogue', tags: ['catalogue', 'articles', 'vins', 'produits'],
    menu: [menu(STAFF, 'articles', labels.catalogue, 1), menu(['agent'], 'root', labels.catalogue, 40)],
  }),
  dash(paths.clients, CRM, roles(SELLERS, 'seeAllClient', 'crm'), {
    prefix: true, icon: 'clients', tags: ['crm', 'contacts'],
    menu: [menu(STAFF, 'crm', labels.clients, 1), menu(['agent'], 'root', labels.clients, 30)],
  }),
  dash(paths.opportunities, CRM, roles(SELLERS, 'seeAllClient', 'crm'), { icon: 'opportunities', tags: ['pipeline', 'affaires'], menu: [menu(STAFF, 'crm', labels.opportunities, 2)] }),
  dash(paths.prospection, CRM, roles(SELLERS, 'seeAllClient', 'crm'), { icon: 'prospection', tags: ['prospects'], menu: [menu(STAFF, 'crm', labels.prospection, 3)] }),
  dash(paths.stocks, STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { prefix: true, icon: 'stocks', tags: ['inventaire', 'drm', 'douane'], menu: [menu(STAFF, 'articles', labels.stocks, 3)] }),
  dash(paths.warehouses, STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { icon: 'warehouses', tags: ['chais', 'dépôts'], menu: [menu(STAFF, 'articles', labels.warehouses, 2)] }),
  dash(paths.movements, STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { icon: 'movements', tags: ['entrées', 'sorties'], menu: [menu(STAFF, 'articles', labels.movements, 4)] }),
  dash(paths.analytics, SALES, roles(STAFF, 'accessAnalytics', 'analytics'), { prefix: true, icon: 'reports', tags: ['statistiques', 'analyses', 'chiffre'], menu: [menu(STAFF, 'root', labels.reports, 50)] }),
  dash(paths.accounting, SALES, roles(STAFF, 'downloadAccountingExports', 'accounting'), { prefix: true, icon: 'accounting', title: labels.accounting, tags: ['exports', 'comptables', 'codes'] }),
  dash(paths.campaigns, CRM, roles(STAFF, 'createCampaign', 'campaigns'), { prefix: true, icon: 'campaigns', tags: ['e-mailing', 'newsletter'], menu: [menu(STAFF, 'marketing', labels.campaigns, 2)] }),
  dash(paths.lists, CRM, roles(STAFF, 'createList', 'campaigns'), { prefix: true, icon: 'lists', tags: ['segments', 'destinataires'], menu: [menu(STAFF, 'marketing', labels.lists, 1)] }),
  dash(paths.models, CRM, roles(STAFF, 'createModel', 'campaigns'), { prefix: true, icon: 'models', tags: ['gabarits', 'e-mails'], menu: [menu(STAFF, 'marketing', labels.models, 3)] }),
  dash(paths.reservations, CRM, roles(ALL, 'seeAllResa', 'reservations'), {
    prefix: true, icon: 'reservations', tags: ['œnotourisme', 'visites', 'créneaux'], menu: [menu(STAFF, 'tourism', labels.reservations, 2), menu(['buyer'], 'root', labels.myReservations, 20)],
  }),
  dash(paths.events, CRM, roles(STAFF, 'accessEvent', 'reservations'), { prefix: true, icon: 'events', tags: ['œnotourisme', 'dégustations'], menu: [menu(STAFF, 'tourism', labels.events, 1)] }),
  dash(paths.agents, CRM, roles(STAFF, 'accessAgent', 'agents'), { prefix: true, icon: 'agents', tags: ['commerciaux', 'commissions'], menu: [menu(STAFF, 'commercial', labels.agents, 2)] }),
  dash(paths.myCommissions, CRM, roles(['agent']), { icon: 'agents', tags: ['commissions'] }),
  // Each shop's data is checked by its own route (seeAllTask, createQuote…): the agent's day spans their producers.
  dash(paths.tour, CRM, roles(['agent']), { icon: 'calendar', tags: ['tournée', 'visites'] }),
  dash(paths.collaborators, CRM, roles(['owner', 'iam'], 'accessCollaborator', 'iam'), { prefix: true, icon: 'collaborators', tags: ['équipe', 'droits', 'utilisateurs'], menu: [menu(STAFF, 'commercial', labels.collaborators, 1)] }),
  dash(paths.collaboratorsStructure, CRM, roles(['owner', 'iam'], 'accessCollaborator', 'iam'), { icon: 'structure', tags: ['organigramme'], menu: [menu(STAFF, 'commercial', labels.structure, 4)] }),
  dash(paths.objectives, SALES, roles(STAFF, 'goalsAnalytics', 'analytics'), { icon: 'objectives', tags: ['budget', 'cibles'], menu: [menu(STAFF, 'commercial', labels.objectives, 3)] }),
  dash(paths.suppliers, STOCK, roles(STAFF, 'seeSupplier', 'purchase'), { prefix: true, icon: 'suppliers', tags: ['achats'], menu: [menu(STAFF, 'purchases', labels.suppliers, 1)] }),
  dash(paths.purchases, STOCK, roles(STAFF, 'seeSupplierOrder', 'purchase'), { prefix: true, icon: 'supplierOrders', tags: ['achats', 'approvisionnement'], menu: [menu(STAFF, 'purchases', labels.supplierOrders, 2)] }),
  dash(paths.futures, SALES, roles(STAFF, 'seeFutureOrder', 'futures'), { prefix: true, icon: 'futures', tags: ['en primeur'], menu: [menu(STAFF, 'sales', labels.futures, 7)] }),
  dash(paths.iframesSettings, SHOP, roles(STAFF, undefined, 'iframes'), { prefix: true, icon: 'iframes', title: labels.iframes, tags: ['intégration', 'widget'] }),
  route(paths.tickets, CRM, 'tickets', roles(ALL, 'seeAllMessages'), { prefix: true, icon: 'messaging', tags: ['tickets', 'support', 'messages'], menu: [menu(['owner', 'iam', 'buyer'], 'root', labels.messaging, 70)] }),

  // Public catch-all shop pages, matched last because their first segment is free.
  route(paths.shopAddress, SHOP, 'shop', PUBLIC, { prefix: true }),
];
