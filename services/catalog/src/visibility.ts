import { hasPermission, type AccessSubject } from '@vendange/access';

/** Statuses a buyer or visitor may see; shop staff see every status. */
export const PUBLIC_STATUSES = ['online', 'outofstock'] as const;

/** Typology used when shop staff ask for none: prices of the public grid, but every status. */
export const OWNER_TYPOLOGY = 'owner';

export interface ShopView {
  shopId: number;
  staff: boolean;
  /** The typology whose prices are shown, or null for the shop's public one. */
  typology: string | null;
}

/**
 * Spec point 6: owners, collaborators and agents of a shop see all products and may choose the
 * typology; buyers get the typology assigned to them for the shop, else the public one.
 */
export function viewOf(subject: AccessSubject | null, shopId: number, asked: string | undefined): ShopView {
  const staff = hasPermission(subject, shopId, 'seeAllProduct') || (subject?.role === 'agent' && hasPermission(subject, shopId));
  if (staff) return { shopId, staff, typology: asked && asked !== OWNER_TYPOLOGY ? asked : null };
  const assigned = subject?.shops.find((s) => s.id === shopId && !s.blocked)?.typology ?? null;
  return { shopId, staff, typology: assigned };
}
