import type { Authorizations, Permission } from '@vendange/contracts';

export type PermissionGroupKey =
  | 'sales' | 'tourism' | 'crm' | 'articles' | 'marketing' | 'commercial' | 'purchases' | 'reports'
  | 'accounting' | 'messaging';

export interface PermissionGroup {
  key: PermissionGroupKey;
  permissions: readonly Permission[];
}

/** Spec point 6's permissions by area of the dashboard, in the order of the side menu. */
export const permissionGroups: readonly PermissionGroup[] = [
  {
    key: 'sales',
    permissions: ['seeAllOrder', 'createOrder', 'createQuote', 'billOrder', 'seeAllPayment', 'manageDelivery', 'seeFutureOrder', 'createFutureOrder', 'createOrderSalesPoint'],
  },
  { key: 'tourism', permissions: ['seeAllResa', 'createResa', 'accessEvent', 'createEvent'] },
  { key: 'crm', permissions: ['seeAllClient', 'createClient', 'seeAllTask', 'createTask'] },
  { key: 'articles', permissions: ['seeAllProduct', 'createProduct', 'seeAllPrice', 'seeAllStock', 'createWarehouse'] },
  { key: 'marketing', permissions: ['createList', 'createCampaign', 'createModel'] },
  { key: 'commercial', permissions: ['accessAgent', 'createAgent', 'accessCollaborator', 'createCollaborator', 'manageBudget'] },
  { key: 'purchases', permissions: ['seeSupplier', 'createSupplier', 'seeSupplierOrder', 'createSupplierOrder'] },
  {
    key: 'reports',
    permissions: ['accessAnalytics', 'activitiesAnalytics', 'clientSalesAnalytics', 'goalsAnalytics', 'productSalesAnalytics', 'commissionsAnalytics', 'salesAnalytics', 'campaignsAnalytics'],
  },
  { key: 'accounting', permissions: ['editAccountingCodes', 'downloadAccountingExports'] },
  { key: 'messaging', permissions: ['seeAllMessages'] },
];

/** How many rights the map grants (only `true` counts: absent and false both mean refused). */
export function countGranted(authorizations: Authorizations | null | undefined): number {
  return Object.values(authorizations ?? {}).filter((v) => v === true).length;
}

/** How many of a group's rights are granted. */
export function countGrantedIn(group: PermissionGroup, authorizations: Authorizations): number {
  return group.permissions.filter((p) => authorizations[p] === true).length;
}

/** Every right of the group granted: the group's button then offers to clear them all. */
export function isGroupFullyGranted(group: PermissionGroup, authorizations: Authorizations): boolean {
  return group.permissions.every((p) => authorizations[p] === true);
}

/**
 * Grants or refuses every right of a group at once, leaving other groups untouched. Rights in
 * `locked` are never granted (someone who lacks a right cannot hand it out) but may be refused.
 */
export function setGroup(authorizations: Authorizations, group: PermissionGroup, value: boolean, locked: ReadonlySet<Permission> = new Set()): Authorizations {
  const next: Authorizations = { ...authorizations };
  for (const p of group.permissions) if (!value || !locked.has(p)) next[p] = value;
  return next;
}

/** Whether the editor may flip this right now: a locked right can only be switched off. */
export function canToggle(permission: Permission, authorizations: Authorizations, locked: ReadonlySet<Permission>): boolean {
  return !locked.has(permission) || authorizations[permission] === true;
}

/** One right switched on or off. */
export function setPermission(authorizations: Authorizations, permission: Permission, value: boolean): Authorizations {
  return { ...authorizations, [permission]: value };
}

/** A full map (every permission of the spec present, true or false), as the API stores it. */
export function completeAuthorizations(authorizations: Authorizations, all: readonly Permission[]): Authorizations {
  const next: Authorizations = {};
  for (const p of all) next[p] = authorizations[p] === true;
  return next;
}

/** Whether two maps grant the same rights (absent and false are the same). */
export function sameGrants(a: Authorizations, b: Authorizations, all: readonly Permission[]): boolean {
  return all.every((p) => (a[p] === true) === (b[p] === true));
}
