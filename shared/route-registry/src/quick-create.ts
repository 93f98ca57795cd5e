import { hasPermission, type AccessSubject } from '@vendange/access';
import type { Permission } from '@vendange/contracts';
import type { GuardContext } from './guard';
import { createLabels } from './labels';
import { getHref } from './href';
import { matchRoute } from './match';
import { allows } from './menu';
import { paths, type PageName } from './paths';
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
  /** The page it opens, by name: its registry entry decides who may open it. */
  page: PageName;
}

/** The creation pages quick-create opens (pages of the registry without parameters). */
type CreationPage = 'orderAdd' | 'futureAdd' | 'supplierAdd' | 'purchaseAdd' | 'clientAdd' | 'productAdd' | 'eventAdd'
  | 'reservationAdd' | 'listAdd' | 'campaignAdd' | 'modelAdd';

const def = (key: QuickCreateItem['key'], permission: Permission, page: CreationPage, icon: MenuIconName, query?: Record<string, string>): Definition =>
  ({ key, label: createLabels[key], permission, page, href: getHref(page, {}, query), icon });

/** Spec point 6, in its order. 'Primeur' also needs the futures module: its target route requires it. */
const definitions: Definition[] = [
  def('quote', 'createQuote', 'orderAdd', 'quotes', { subType: 'quote' }),
  def('order', 'createOrder', 'orderAdd', 'orders'),
  def('bill', 'billOrder', 'orderAdd', 'bills', { subType: 'bill' }),
  def('future', 'seeFutureOrder', 'futureAdd', 'futures'),
  def('supplier', 'createSupplier', 'supplierAdd', 'suppliers'),
  def('supplierOrder', 'createSupplierOrder', 'purchaseAdd', 'supplierOrders'),
  def('client', 'createClient', 'clientAdd', 'clients'),
  def('product', 'createProduct', 'productAdd', 'catalogue'),
  def('event', 'createEvent', 'eventAdd', 'events'),
  def('reservation', 'createResa', 'reservationAdd', 'reservations'),
  def('list', 'createList', 'listAdd', 'lists'),
  def('campaign', 'createCampaign', 'campaignAdd', 'campaigns'),
  def('model', 'createModel', 'modelAdd', 'models'),
];

/**
 * The quick-create flyout of an owner or collaborator: each item needs its own permission and the
 * role, module and permission of the page it opens (the guard would turn the user away otherwise).
 */
export function quickCreateFor(subject: AccessSubject | null, shop: GuardContext['shop'], table: RouteEntry[] = routes): QuickCreateItem[] {
  if (!subject || !shop || (subject.role !== 'owner' && subject.role !== 'iam')) return [];
  return definitions
    .filter((d) => {
      const target = matchRoute(paths[d.page], table);
      return target !== null && hasPermission(subject, shop.id, d.permission) && allows(target.entry, subject, shop);
    })
    .map(({ permission: _permission, page: _page, ...item }) => item);
}
