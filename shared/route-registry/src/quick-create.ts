import { hasPermission, type AccessSubject } from '@vendange/access';
import type { Permission } from '@vendange/contracts';
import type { GuardContext } from './guard';
import { createLabels } from './labels';
import { hrefOf, matchRoute } from './match';
import { allows } from './menu';
import { routes } from './routes';
import type { Label, MenuIconName, RouteEntry } from './types';

export interface QuickCreateItem {
  key: keyof typeof createLabels;
  label: Label;
  href: string;
  icon: MenuIconName;
}

interface Definition extends QuickCreateItem {
  permission: Permission;
}

const def = (key: QuickCreateItem['key'], permission: Permission, path: string, icon: MenuIconName, query?: Record<string, string>): Definition =>
  ({ key, label: createLabels[key], permission, href: hrefOf(path, {}, query), icon });

/** Spec point 6, in its order. 'Primeur' also needs the futures module: its target route requires it. */
const definitions: Definition[] = [
  def('quote', 'createQuote', '/dashboard/orders/add', 'quotes', { subType: 'quote' }),
  def('order', 'createOrder', '/dashboard/orders/add', 'orders'),
  def('bill', 'billOrder', '/dashboard/orders/add', 'bills', { subType: 'bill' }),
  def('future', 'seeFutureOrder', '/dashboard/futures/add', 'futures'),
  def('supplier', 'createSupplier', '/dashboard/suppliers/add', 'suppliers'),
  def('supplierOrder', 'createSupplierOrder', '/dashboard/purchases/add', 'supplierOrders'),
  def('client', 'createClient', '/dashboard/clients/add', 'clients'),
  def('product', 'createProduct', '/dashboard/products/add', 'catalogue'),
  def('event', 'createEvent', '/dashboard/reservations/events/add', 'events'),
  def('reservation', 'createResa', '/dashboard/reservations/add', 'reservations'),
  def('list', 'createList', '/dashboard/crm/lists/add', 'lists'),
  def('campaign', 'createCampaign', '/dashboard/crm/campaigns/add', 'campaigns'),
  def('model', 'createModel', '/dashboard/crm/models/add', 'models'),
];

/**
 * The quick-create flyout of an owner or collaborator: each item needs its own permission and the
 * role, module and permission of the page it opens (the guard would turn the user away otherwise).
 */
export function quickCreateFor(subject: AccessSubject | null, shop: GuardContext['shop'], table: RouteEntry[] = routes): QuickCreateItem[] {
  if (!subject || !shop || (subject.role !== 'owner' && subject.role !== 'iam')) return [];
  return definitions
    .filter((d) => {
      const target = matchRoute(d.href.split('?')[0]!, table);
      return target !== null && hasPermission(subject, shop.id, d.permission) && allows(target.entry, subject, shop);
    })
    .map(({ permission: _permission, ...item }) => item);
}
