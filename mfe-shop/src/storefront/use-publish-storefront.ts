import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { PublicShop } from '@vendange/contracts';
import { storefrontAtom, storefrontOf } from '@vendange/store';

/** Tells the shell which shop this page shows (its header draws it), and forgets it when the page goes. */
export function usePublishStorefront(shop: PublicShop | undefined): void {
  const set = useSetAtom(storefrontAtom);
  useEffect(() => {
    if (shop) set(storefrontOf(shop));
  }, [shop, set]);
  useEffect(() => () => set(null), [set]);
}
