// The names of roles, permissions and modules, without zod: the front ends read them at run time (menus, guards),
// and a module that builds schemas at import would bring zod into every page that reads one name.

/** Roles of spec point 6; a master account is a flag on a login, not a role. */
export const roles = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The permissions of spec point 6, in the spec's order. */
export const permissions = [
  'seeAllResa', 'createResa', 'accessEvent', 'createEvent', 'seeAllOrder', 'createOrder', 'seeAllPayment',
  'seeAllProduct', 'createProduct', 'seeAllPrice', 'accessAgent', 'createAgent', 'accessCollaborator',
  'createCollaborator', 'manageBudget', 'createList', 'createCampaign', 'createModel', 'seeSupplier',
  'createSupplier', 'seeSupplierOrder', 'createSupplierOrder', 'seeFutureOrder', 'createFutureOrder', 'createQuote', 'billOrder',
  'manageDelivery', 'seeAllClient', 'createClient', 'seeAllTask', 'createTask', 'seeAllStock', 'createWarehouse',
  'accessAnalytics', 'activitiesAnalytics', 'clientSalesAnalytics', 'goalsAnalytics', 'productSalesAnalytics',
  'commissionsAnalytics', 'salesAnalytics', 'campaignsAnalytics', 'createOrderSalesPoint', 'seeAllMessages',
  'editAccountingCodes', 'downloadAccountingExports',
] as const;
export type Permission = (typeof permissions)[number];

/** Shop modules of spec point 3 (integration), each with an active flag. */
export const modules = [
  'crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations',
  'purchase', 'futures', 'accounting', 'iframes',
] as const;
export type ShopModule = (typeof modules)[number];
