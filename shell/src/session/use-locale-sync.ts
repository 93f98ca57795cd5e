import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { activateLocale, browserLocale } from '@vendange/i18n';

/** Applies the interface-language rule of spec point 1 on every navigation. */
export function useLocaleSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    activateLocale(browserLocale(pathname, search));
  }, [pathname, search]);
}
