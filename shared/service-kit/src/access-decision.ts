import { defaultShopId, hasPermission, type AccessSubject } from '@vendange/access';
import { moduleInactiveMessage, type Permission, type ShopModule } from '@vendange/contracts';
import { alternativesOf, isOwnerRule, isRoleRule, rolesOf, type AccessAlternative, type AnyOfRule, type ShopSource } from './access-rule';
import { forbidden, HttpError } from './errors';

/** An alternative of the rule that lets the subject in, with the shop it acts on. */
export interface Grant {
  alternative: AccessAlternative;
  /** The alternative's `name`, for the handler (`request.access.matched`). */
  name: string | null;
  /** The acting shop: null for a role rule and for a 'resource' rule (the handler knows the shop). */
  shopId: number | null;
  /** The module the acting shop must have on. */
  module: ShopModule | null;
}

/** The alternatives that let the subject in, in the rule's order, and the answer when none finally does. */
export interface Decision { grants: Grant[]; refusal: HttpError }

/** The shop id a request names at a source (its validated params, query or body), or undefined. */
export type AskedShop = (source: Exclude<ShopSource, 'default' | 'resource'>) => number | undefined;

/** Every shop where the subject is staff (owned or linked), once each. */
export const staffShopsOf = (subject: AccessSubject): number[] => [...new Set([...subject.ownedShopIds, ...subject.shops.map((s) => s.id)])];

/** Shops where spec point 6 allows `permission` (null: any staff link) to the subject. */
export const shopsAllowing = (subject: AccessSubject, permission: Permission | null): number[] =>
  staffShopsOf(subject).filter((id) => hasPermission(subject, id, permission ?? undefined));

function grantOf(alternative: AccessAlternative, subject: AccessSubject, asked: AskedShop): Grant | null {
  const name = alternative.name ?? null;
  if (isRoleRule(alternative)) {
    if (!rolesOf(alternative).includes(subject.role)) return null;
    // The platform administrator holds no shop: an admin account that carries a shop link is refused.
    if (subject.role === 'admin' && (subject.ownedShopIds.length > 0 || subject.shops.length > 0)) return null;
    return { alternative, name, shopId: null, module: null };
  }
  if (isOwnerRule(alternative)) {
    const shopId = subject.ownedShopIds[0];
    return shopId === undefined ? null : { alternative, name, shopId, module: alternative.module ?? null };
  }
  const { permission, shop } = alternative;
  if (alternative.agentScope === 'only' && subject.role !== 'agent') return null;
  if (shop === 'resource') return shopsAllowing(subject, permission).length > 0 ? { alternative, name, shopId: null, module: null } : null;
  const shopId = shop === 'default' ? defaultShopId(subject) : asked(shop) ?? defaultShopId(subject);
  if (shopId === null || !hasPermission(subject, shopId, permission ?? undefined)) return null;
  return { alternative, name, shopId, module: alternative.module ?? null };
}

/**
 * Spec point 6 on the server, pure: which alternatives of a staff, owner or role rule let this subject in.
 * Modules are checked afterwards (`pickGrant`), since they are read from the shops service.
 */
export function decideAccess(rule: AccessAlternative | AnyOfRule, subject: AccessSubject, asked: AskedShop): Decision {
  const alternatives = alternativesOf(rule);
  const grants: Grant[] = [];
  for (const alternative of alternatives) {
    const grant = grantOf(alternative, subject, asked);
    if (grant) grants.push(grant);
  }
  // Made only when it is thrown: an error captures its stack, which every allowed request would pay for nothing.
  return {
    grants,
    get refusal() {
      const own = alternatives.filter(isRoleRule).map((a) => a.refusals?.[subject.role]).find((r) => r !== undefined);
      return own ? new HttpError(403, own.code, own.message) : forbidden();
    },
  };
}

export const moduleInactive = (module: ShopModule) => new HttpError(403, 'MODULE_INACTIVE', moduleInactiveMessage(module));

/**
 * The first grant whose acting shop has its module on. When the only ways in need a module that is off,
 * the answer says so (403 MODULE_INACTIVE), not that the user lacks a right they hold.
 */
export async function pickGrant(decision: Decision, activeModules: (shopId: number) => Promise<readonly ShopModule[]>): Promise<Grant> {
  let inactive: ShopModule | null = null;
  for (const grant of decision.grants) {
    if (grant.module === null || grant.shopId === null) return grant;
    if ((await activeModules(grant.shopId)).includes(grant.module)) return grant;
    inactive ??= grant.module;
  }
  throw inactive ? moduleInactive(inactive) : decision.refusal;
}
