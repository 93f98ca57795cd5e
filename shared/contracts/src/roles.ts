import { z } from 'zod';

/** Roles of spec point 6; a master account is a flag on a login, not a role. */
export const roleSchema = z.enum(['buyer', 'owner', 'iam', 'agent', 'admin']);
export type Role = z.infer<typeof roleSchema>;

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
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;

/** Shop modules of spec point 3 (integration), each with an active flag. */
export const modules = [
  'crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations',
  'purchase', 'futures', 'accounting', 'iframes',
] as const;
export const moduleSchema = z.enum(modules);
export type ShopModule = z.infer<typeof moduleSchema>;
