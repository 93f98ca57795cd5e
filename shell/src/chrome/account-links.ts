import type { Role } from '@vendange/contracts';

/** Where the account menu's Dashboard and Shop/Producers buttons lead for this person. */
export function accountLinks(role: Role, shopId: number | null): { dashboard: string; shop: { kind: 'shop' | 'producers'; to: string } } {
  const dashboard = role === 'admin' ? '/admin' : '/dashboard';
  // Owners and collaborators go to their own shop page; everyone else browses the producers.
  if ((role === 'owner' || role === 'iam') && shopId !== null) return { dashboard, shop: { kind: 'shop', to: `/shops/${shopId}` } };
  return { dashboard, shop: { kind: role === 'owner' || role === 'iam' ? 'shop' : 'producers', to: '/shops' } };
}
