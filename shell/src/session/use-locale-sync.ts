import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isCookieFreePage } from '@vendange/route-registry';
import { browserLocale, switchLocale } from '@vendange/i18n';

/** Applies the interface-language rule of spec point 1 on every navigation. */
export function useLocaleSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page keeps its language when the other catalog cannot be downloaded; the next navigation tries again.
    switchLocale(browserLocale(pathname, search, { remember: !isCookieFreePage(pathname) })).catch((err: unknown) => {
      console.error('Interface strings could not be loaded', err);
    });
  }, [pathname, search]);
}
