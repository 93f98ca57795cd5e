import type { Permission, Role, ShopModule } from '@vendange/contracts';
import { labels } from './labels';
import type { AccessRule, LayoutName, MenuPlacement, MfeName, RouteEntry } from './types';

const PUBLIC: AccessRule = { kind: 'public' };
const GUEST: AccessRule = { kind: 'guestOnly' };
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
function dash(sub: string, mfe: MfeName, access: AccessRule, extra: Partial<RouteEntry> = {}): RouteEntry {
  return route(`/dashboard/${sub}`, mfe, 'dashboard', access, extra);
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
  route('/', SHOP, 'shop', PUBLIC),
  route('/auth', AUTH, 'auth', GUEST, { prefix: true }),
  route('/auth/validate', AUTH, 'auth', PUBLIC),
  route('/auth/resetpwd', AUTH, 'auth', PUBLIC),
  route('/cart', SHOP, 'shop', roles(['buyer']), { tags: ['panier'] }),
  route('/help', CRM, 'headerOnly', PUBLIC),
  route('/roi-simulator', SALES, 'plain', PUBLIC),
  route('/admin', AUTH, 'admin', roles(['admin']), { prefix: true }),
  route('/validate3ds', SHOP, 'plain', PUBLIC),
  route('/disable-tracking-notif', CRM, 'plain', PUBLIC),
  route('/iframes/:id', SHOP, 'plain', PUBLIC),
  route('/gs1/01/:ean', SHOP, 'plain', PUBLIC, { prefix: true }),
  route('/shops', SHOP, 'shop', PUBLIC, { menu: [menu(['buyer', 'agent'], 'root', labels.producers, 90)] }),
  route('/shops/add', SHOP, 'shop', roles(['buyer', 'owner'])),
  route('/shops/:id', SHOP, 'shop', PUBLIC, { prefix: true }),

  // Dashboard
  route('/dashboard', SALES, 'dashboard', roles(ALL), { prefix: true, menu: [menu(ALL, 'root', labels.dashboard, 0)] }),
  dash('customize', SHOP, roles(STAFF, undefined, 'shop'), { layout: 'editor', menu: [menu(STAFF, 'root', labels.onlineShop, 80)] }),
  dash('delivery', SALES, roles(STAFF, 'manageDelivery'), { menu: [menu(STAFF, 'sales', labels.shipments, 8)] }),
  dash('calendar', CRM, roles(SELLERS, 'seeAllTask', 'crm'), {
    menu: [menu(STAFF, 'crm', labels.calendar, 4), menu(STAFF, 'tourism', labels.calendar, 3), menu(['agent'], 'root', labels.calendar, 60)],
  }),
  dash('tarifs', STOCK, roles(STAFF, 'seeAllPrice'), { menu: [menu(STAFF, 'articles', labels.priceLists, 5)] }),
  dash('tasks', CRM, roles(SELLERS, 'seeAllTask', 'crm'), { menu: [menu(STAFF, 'crm', labels.tasks, 5)] }),
  dash('settings', SALES, roles(ALL), { menu: [menu(ALL, 'root', labels.settings, 100)] }),
  dash('payments', SALES, roles(STAFF, 'seeAllPayment'), { prefix: true, menu: [menu(STAFF, 'sales', labels.payments, 10)] }),
  dash('payments/outstandings', SALES, roles(STAFF, 'seeAllPayment'), { menu: [menu(STAFF, 'sales', labels.outstandings, 9)] }),
  dash('payments/credits', SALES, roles(STAFF, 'seeAllPayment'), { menu: [menu(STAFF, 'sales', labels.creditNotes, 11)] }),
  dash('orders', SALES, roles(ALL, 'seeAllOrder'), {
    prefix: true, tags: ['ventes', 'commandes'],
    menu: [menu(STAFF, 'sales', labels.orders, 2), menu(['buyer', 'agent'], 'root', labels.orders, 10)],
  }),
  dash('orders/quotes', SALES, roles(SELLERS, 'createQuote'), { menu: [menu(STAFF, 'sales', labels.quotes, 1)] }),
  dash('orders/bills', SALES, roles(STAFF, 'billOrder'), { menu: [menu(STAFF, 'sales', labels.bills, 3)] }),
  dash('orders/deposits', SALES, roles(STAFF, 'billOrder'), { menu: [menu(STAFF, 'sales', labels.deposits, 4)] }),
  dash('orders/credits', SALES, roles(STAFF, 'billOrder'), { menu: [menu(STAFF, 'sales', labels.credits, 5)] }),
  dash('orders/ventilate', SALES, roles(STAFF, 'billOrder'), { menu: [menu(STAFF, 'sales', labels.ventilations, 6)] }),
  dash('orders/samples', SALES, roles(SELLERS, 'seeAllOrder'), {
    menu: [menu(STAFF, 'articles', labels.samples, 6), menu(['agent'], 'root', labels.samples, 20)],
  }),
  dash('salespoints', POS, roles(STAFF, 'createOrderSalesPoint', 'salesPoint'), { prefix: true, tags: ['caisse'], menu: [menu(STAFF, 'root', labels.cashRegister, 60)] }),
  dash('products', STOCK, roles(SELLERS, 'seeAllProduct'), {
    prefix: true, tags: ['catalogue', 'articles', 'vins'],
    menu: [menu(STAFF, 'articles', labels.catalogue, 1), menu(['agent'], 'root', labels.catalogue, 40)],
  }),
  dash('clients', CRM, roles(SELLERS, 'seeAllClient', 'crm'), {
    prefix: true, tags: ['crm', 'contacts'],
    menu: [menu(STAFF, 'crm', labels.clients, 1), menu(['agent'], 'root', labels.clients, 30)],
  }),
  dash('clients/opportunities', CRM, roles(SELLERS, 'seeAllClient', 'crm'), { menu: [menu(STAFF, 'crm', labels.opportunities, 2)] }),
  dash('clients/prospection', CRM, roles(SELLERS, 'seeAllClient', 'crm'), { menu: [menu(STAFF, 'crm', labels.prospection, 3)] }),
  dash('stocks', STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { prefix: true, menu: [menu(STAFF, 'articles', labels.stocks, 3)] }),
  dash('stocks/warehouses', STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { menu: [menu(STAFF, 'articles', labels.warehouses, 2)] }),
  dash('stocks/movements', STOCK, roles(STAFF, 'seeAllStock', 'stocks'), { menu: [menu(STAFF, 'articles', labels.movements, 4)] }),
  dash('analytics', SALES, roles(STAFF, 'accessAnalytics', 'analytics'), { prefix: true, menu: [menu(STAFF, 'root', labels.reports, 50)] }),
  dash('accounting', SALES, roles(STAFF, 'downloadAccountingExports', 'accounting'), { prefix: true }),
  dash('crm/campaigns', CRM, roles(STAFF, 'createCampaign', 'campaigns'), { prefix: true, menu: [menu(STAFF, 'marketing', labels.campaigns, 2)] }),
  dash('crm/lists', CRM, roles(STAFF, 'createList', 'campaigns'), { prefix: true, menu: [menu(STAFF, 'marketing', labels.lists, 1)] }),
  dash('crm/models', CRM, roles(STAFF, 'createModel', 'campaigns'), { prefix: true, menu: [menu(STAFF, 'marketing', labels.models, 3)] }),
  dash('reservations', CRM, roles(ALL, 'seeAllResa', 'reservations'), {
    prefix: true, menu: [menu(STAFF, 'tourism', labels.reservations, 2), menu(['buyer'], 'root', labels.myReservations, 20)],
  }),
  dash('reservations/events', CRM, roles(STAFF, 'accessEvent', 'reservations'), { prefix: true, menu: [menu(STAFF, 'tourism', labels.events, 1)] }),
  dash('agents', CRM, roles(STAFF, 'accessAgent', 'agents'), { prefix: true, menu: [menu(STAFF, 'commercial', labels.agents, 2)] }),
  dash('collaborators', CRM, roles(['owner', 'iam'], 'accessCollaborator', 'iam'), { prefix: true, menu: [menu(STAFF, 'commercial', labels.collaborators, 1)] }),
  dash('collaborators/structure', CRM, roles(['owner', 'iam'], 'accessCollaborator', 'iam'), { menu: [menu(STAFF, 'commercial', labels.structure, 4)] }),
  dash('analytics/objectives', SALES, roles(STAFF, 'goalsAnalytics', 'analytics'), { menu: [menu(STAFF, 'commercial', labels.objectives, 3)] }),
  dash('suppliers', STOCK, roles(STAFF, 'seeSupplier', 'purchase'), { prefix: true, menu: [menu(STAFF, 'purchases', labels.suppliers, 1)] }),
  dash('purchases', STOCK, roles(STAFF, 'seeSupplierOrder', 'purchase'), { prefix: true, menu: [menu(STAFF, 'purchases', labels.supplierOrders, 2)] }),
  dash('futures', SALES, roles(STAFF, 'seeFutureOrder', 'futures'), { prefix: true, menu: [menu(STAFF, 'sales', labels.futures, 7)] }),
  dash('iframes', SHOP, roles(STAFF, undefined, 'iframes'), { prefix: true }),
  route('/tickets', CRM, 'tickets', roles(ALL, 'seeAllMessages'), { prefix: true, menu: [menu(['owner', 'iam', 'buyer'], 'root', labels.messaging, 70)] }),

  // Public catch-all shop pages, matched last because their first segment is free.
  route('/:name', SHOP, 'shop', PUBLIC, { prefix: true }),
];
