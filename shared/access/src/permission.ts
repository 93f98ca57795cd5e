import type { Permission, Role, ShopLink } from '@vendange/contracts';
import { agentDefaultPermissions } from './role-defaults';

/** The least a permission check needs to know about who is asking. */
export interface AccessSubject {
  id: number;
  role: Role;
  shops: ShopLink[];
  /** Shops this user owns (an owner is always allowed on them). */
  ownedShopIds: number[];
}

/**
 * Spec point 6: logged in, not a buyer, linked to the shop; the owner is always allowed; others are
 * allowed unless their link is blocked, and when they carry an authorizations map the named
 * permission must be true in it. An agent whose link carries no map holds the agent's defaults only
 * (role-defaults.ts): without a map an agent used to hold every right, the catalogue and payments included.
 */
export function hasPermission(subject: AccessSubject | null, shopId: number, permission?: Permission): boolean {
  if (!subject || subject.role === 'buyer' || subject.role === 'admin') return false;
  if (subject.ownedShopIds.includes(shopId)) return true;
  const link = subject.shops.find((s) => s.id === shopId);
  if (!link || link.blocked) return false;
  if (!permission) return true;
  if (!link.authorizations) return subject.role !== 'agent' || agentDefaultPermissions.includes(permission);
  return link.authorizations[permission] === true;
}

/** The shop a staff user works on when none is named: the first shop they own or are linked to. */
export function defaultShopId(subject: AccessSubject | null): number | null {
  if (!subject) return null;
  return subject.ownedShopIds[0] ?? subject.shops.find((s) => !s.blocked)?.id ?? null;
}

/** Whether the user is staff of the shop at all (owner, collaborator or agent not blocked). */
export function isShopStaff(subject: AccessSubject | null, shopId: number): boolean {
  return hasPermission(subject, shopId);
}
