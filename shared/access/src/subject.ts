import type { User } from '@vendange/contracts';
import type { AccessSubject } from './permission';

/**
 * The client's view of a user's access, for menus and the route guard. An owner's links are the
 * shops they own; the server re-checks every request from identity's own tables.
 */
export function subjectFromUser(user: User | null): AccessSubject | null {
  if (!user) return null;
  const owner = user.role === 'owner';
  return { id: user.id, role: user.role, shops: owner ? [] : user.shops, ownedShopIds: owner ? user.shops.map((s) => s.id) : [] };
}
