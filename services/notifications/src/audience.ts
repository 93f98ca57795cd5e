import { hasPermission, type AccessSubject } from '@vendange/access';
import { permissions, type Permission } from '@vendange/contracts';

/** The shops whose notifications a reader receives, and which permissions they hold there. */
export interface ShopAudience {
  shopId: number;
  /** 'all': every permission (owner, or a collaborator without a map); else the permissions granted. */
  permissions: 'all' | Permission[];
}

export interface Audience {
  userId: number;
  shops: ShopAudience[];
}

/**
 * Who reads what (spec point 6 through hasPermission, so the rule is the one every route uses):
 * a shop notification goes to the owner and to collaborators whose link is not blocked and who
 * hold its permission when it names one. Agents and buyers read only their own notifications.
 */
export function audienceOf(subject: AccessSubject): Audience {
  if (subject.role !== 'owner' && subject.role !== 'iam') return { userId: subject.id, shops: [] };
  const shopIds = [...new Set([...subject.ownedShopIds, ...subject.shops.map((s) => s.id)])];
  const shops = shopIds.filter((shopId) => hasPermission(subject, shopId)).map((shopId): ShopAudience => {
    const granted = permissions.filter((p) => hasPermission(subject, shopId, p));
    return { shopId, permissions: granted.length === permissions.length ? 'all' : granted };
  });
  return { userId: subject.id, shops };
}

/** Whether one notification reaches this audience (the stream checks each new one with it). */
export function reaches(audience: Audience, n: { userId: number | null; shopId: number | null; permission: string | null }): boolean {
  if (n.userId !== null) return n.userId === audience.userId;
  const shop = audience.shops.find((s) => s.shopId === n.shopId);
  if (!shop) return false;
  return n.permission === null || shop.permissions === 'all' || (shop.permissions as string[]).includes(n.permission);
}
