import { hasPermission, type AccessSubject } from '@vendange/access';
import { routes } from './routes';
import type { GuardContext } from './guard';
import type { Label, MenuGroup, RouteEntry } from './types';
import { labels } from './labels';

export interface MenuItem {
  path: string;
  label: Label;
  order: number;
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

/** The side menu of a user, derived from the registry: sections in spec order, items sorted. */
export function menuFor(subject: AccessSubject, shop: GuardContext['shop'], table: RouteEntry[] = routes): MenuSection[] {
  const sections = new Map<string, MenuSection>();
  for (const entry of table) {
    for (const placement of entry.menu ?? []) {
      if (!placement.roles.includes(subject.role) || !allows(entry, subject, shop)) continue;
      // Top-level items stand alone, placed among the groups by their order (spec point 2:
      // Dashboard first, then the groups, then Reports, Cash register, Messaging, Shop, Settings).
      const key = placement.group === 'root' ? `root:${entry.path}` : placement.group;
      const order = placement.group === 'root' ? (placement.order < 10 ? -1 : 10 + placement.order / 1000) : groupOrder[placement.group];
      const section = sections.get(key) ?? { group: placement.group, label: groupLabels[placement.group], order, items: [] };
      section.items.push({ path: entry.path, label: placement.label, order: placement.order });
      sections.set(key, section);
    }
  }
  return [...sections.values()]
    .map((s) => ({ ...s, items: s.items.sort((a, b) => a.order - b.order) }))
    .sort((a, b) => a.order - b.order);
}
