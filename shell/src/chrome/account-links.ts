import type { Role } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';

/** Where the account menu's Dashboard and Shop/Producers buttons lead for this person. */
export function accountLinks(role: Role, shopId: number | null): { dashboard: string; shop: { kind: 'shop' | 'producers'; to: string } } {
  const dashboard = getHref(role === 'admin' ? 'admin' : 'dashboard');
  // Owners and collaborators go to their own shop page; everyone else browses the producers.
  if ((role === 'owner' || role === 'iam') && shopId !== null) return { dashboard, shop: { kind: 'shop', to: getHref('shop', { id: shopId }) } };
  return { dashboard, shop: { kind: role === 'owner' || role === 'iam' ? 'shop' : 'producers', to: getHref('shops') } };
}
