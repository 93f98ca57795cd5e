import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isCookieFreePage } from '@vendange/route-registry';
import { activateLocale, browserLocale } from '@vendange/i18n';

/** Applies the interface-language rule of spec point 1 on every navigation. */
export function useLocaleSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    activateLocale(browserLocale(pathname, search, { remember: !isCookieFreePage(pathname) }));
  }, [pathname, search]);
}
