import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { defaultShopId, hasPermission, subjectFromUser } from '@vendange/access';
import { permissions, type Permission } from '@vendange/contracts';
import { currentShopAtom, sessionAtom } from '@vendange/store';

/** The signed-in user, the shop they work on and what they may do there (spec point 6). */
export function useShopAccess() {
  const { user } = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);
  return useMemo(() => {
    const subject = subjectFromUser(user);
    const shopId = shop?.id ?? defaultShopId(subject);
    const can = (permission: Permission) => shopId !== null && hasPermission(subject, shopId, permission);
    // A collaborator cannot grant what they lack; the owner holds every right.
    const lacking = new Set<Permission>(permissions.filter((p) => !can(p)));
    return { user, shopId, can, lacking };
  }, [user, shop]);
}
