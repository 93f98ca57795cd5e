import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { activateLocale, detectLocale } from '@vendange/i18n';

/** Applies the interface-language rule of spec point 1 on every navigation. */
export function useLocaleSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    activateLocale(detectLocale({ pathname, search, browserLanguages: navigator.languages ?? [navigator.language] }));
  }, [pathname, search]);
}
