import { hasPermission, type AccessSubject } from '@vendange/access';
import { routes } from './routes';
import type { GuardContext } from './guard';
import type { Label, MenuGroup, MenuIconName, RouteEntry } from './types';
import { labels } from './labels';
import { externalMenuEntries, type ExternalMenuEntry } from './external-links';

export interface MenuItem {
  /** A registry path, or an outside address when `external` is set. */
  path: string;
  label: Label;
  order: number;
  icon: MenuIconName;
  /** Opens another site, in a new tab. */
  external?: boolean;
}

export interface MenuSection {
  group: MenuGroup;
  label: Label | null;
  order: number;
  items: MenuItem[];
}

const groupLabels: Record<MenuGroup, Label | null> = {
  root: null, sales: labels.groupSales, tourism: labels.groupTourism, crm: labels.groupCrm,
  articles: labels.groupArticles, marketing: labels.groupMarketing, commercial: labels.groupCommercial, purchases: labels.groupPurchases,
};
const groupOrder: Record<MenuGroup, number> = { root: 0, sales: 1, tourism: 2, crm: 3, articles: 4, marketing: 5, commercial: 6, purchases: 7 };

/** Whether a route's module and permission allow this user (spec point 6: hidden when missing). */
export function allows(entry: RouteEntry, subject: AccessSubject, shop: GuardContext['shop']): boolean {
  const rule = entry.access;
  if (rule.kind !== 'roles') return true;
  if (!rule.roles.includes(subject.role)) return false;
  const isShopSide = subject.role === 'owner' || subject.role === 'iam';
  if (isShopSide && rule.module && shop?.integration[rule.module]?.active !== true) return false;
  if (subject.role === 'iam' && rule.permission && (!shop || !hasPermission(subject, shop.id, rule.permission))) return false;
  return true;
}

// Top-level items stand alone, placed among the groups by their order (spec point 2: Dashboard
// first, then the groups, then Reports, Cash register, Messaging, Shop, outside links, Settings).
const rootOrder = (order: number) => (order < 10 ? -1 : 10 + order / 1000);

/** The side menu of a user, derived from the registry: sections in spec order, items sorted. */
export function menuFor(
  subject: AccessSubject, shop: GuardContext['shop'], table: RouteEntry[] = routes, external: ExternalMenuEntry[] = externalMenuEntries,
): MenuSection[] {
  const sections = new Map<string, MenuSection>();
  for (const entry of table) {
    for (const placement of entry.menu ?? []) {
      if (!placement.roles.includes(subject.role) || !allows(entry, subject, shop)) continue;
      const key = placement.group === 'root' ? `root:${entry.path}` : placement.group;
      const order = placement.group === 'root' ? rootOrder(placement.order) : groupOrder[placement.group];
      const section = sections.get(key) ?? { group: placement.group, label: groupLabels[placement.group], order, items: [] };
      section.items.push({ path: entry.path, label: placement.label, order: placement.order, icon: entry.icon ?? 'dashboard' });
      sections.set(key, section);
    }
  }
  for (const link of external) {
    if (!link.roles.includes(subject.role)) continue;
    sections.set(`root:${link.href}`, {
      group: 'root', label: null, order: rootOrder(link.order),
      items: [{ path: link.href, label: link.label, order: link.order, icon: link.icon, external: true }],
    });
  }
  return [...sections.values()]
    .map((s) => ({ ...s, items: s.items.sort((a, b) => a.order - b.order) }))
    .sort((a, b) => a.order - b.order);
}
