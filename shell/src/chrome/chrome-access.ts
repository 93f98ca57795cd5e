import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { subjectFromUser } from '@vendange/access';
import { allows, matchRoute } from '@vendange/route-registry';
import { currentShopAtom, sessionAtom } from '@vendange/store';

/** The signed-in user as the chrome needs them: subject, shop, and whether a registry page is open to them. */
export function useChromeAccess() {
  const { user } = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);
  return useMemo(() => {
    const subject = subjectFromUser(user);
    const mayOpen = (path: string) => {
      const match = subject ? matchRoute(path) : null;
      return match !== null && subject !== null && allows(match.entry, subject, shop);
    };
    return { user, shop, subject, role: user?.role ?? null, mayOpen };
  }, [user, shop]);
}
