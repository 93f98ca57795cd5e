import { hasPermission, type AccessSubject } from '@vendange/access';
import type { ShopModule } from '@vendange/contracts';
import { getHref } from './href';
import { paths } from './paths';
import type { RouteEntry } from './types';

export interface GuardContext {
  subject: AccessSubject | null;
  /** The shop an owner or collaborator works on, with its active modules. */
  shop: { id: number; integration: Partial<Record<ShopModule, { active: boolean }>> } | null;
  /** Path and query asked for, remembered across login. */
  requested: string;
}

export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string };

const SAFE_REDIRECT = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%+]*$/;

/** Spec point 5: a redirect target is a relative path of safe characters, never another origin. */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!target || !SAFE_REDIRECT.test(target) || target.includes('\\')) return fallback;
  return target;
}

export function loginHref(requested: string): string {
  return getHref('login', {}, { redirectLink: safeRedirect(requested, paths.dashboard) });
}

/** Where a logged-in user belongs by default. */
export function homeOf(subject: AccessSubject): string {
  return subject.role === 'admin' ? paths.admin : paths.dashboard;
}

const isAdminPath = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);

/** The route guard of spec point 6, as a pure decision. */
export function guard(entry: RouteEntry, pathname: string, ctx: GuardContext): GuardDecision {
  const { subject, shop } = ctx;
  const rule = entry.access;
  if (subject?.role === 'admin' && !isAdminPath(pathname) && rule.kind !== 'public') return { action: 'redirect', to: paths.admin };
  if (rule.kind === 'public') {
    const ownShop = subject && (subject.role === 'owner' || subject.role === 'iam') && shop;
    if (pathname === paths.shops && ownShop) return { action: 'redirect', to: getHref('shop', { id: shop.id }) };
    return { action: 'render' };
  }
  if (rule.kind === 'guestOnly') {
    // A logged-in user on a guest page goes where they first asked to go, else home.
    if (!subject) return { action: 'render' };
    const asked = new URLSearchParams(ctx.requested.split('?')[1] ?? '').get('redirectLink');
    return { action: 'redirect', to: safeRedirect(asked, homeOf(subject)) };
  }
  if (rule.kind === 'shoppers') return !subject || subject.role === 'buyer' ? { action: 'render' } : { action: 'redirect', to: homeOf(subject) };
  if (!subject) return { action: 'redirect', to: loginHref(ctx.requested) };
  if (!rule.roles.includes(subject.role)) return { action: 'redirect', to: homeOf(subject) };
  const isShopSide = subject.role === 'owner' || subject.role === 'iam';
  if (isShopSide && rule.module && shop && shop.integration[rule.module]?.active !== true) {
    return pathname === paths.dashboard ? { action: 'render' } : { action: 'redirect', to: paths.dashboard };
  }
  if (subject.role === 'iam' && rule.permission && (!shop || !hasPermission(subject, shop.id, rule.permission))) {
    return { action: 'redirect', to: paths.dashboard };
  }
  return { action: 'render' };
}
