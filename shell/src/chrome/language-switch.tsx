import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { hrefInLocale, LANGUAGE_NAMES } from '@vendange/i18n';

/**
 * Issue 15 point 13: a visitor or buyer switches the interface language; the address says it
 * (`?lang=`), which the locale rule remembers for the next pages. The dashboard stays French.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const other = i18n.locale === 'en' ? 'fr' : 'en';
  return (
    <Button size="sm" variant="ghost" px="2" minW="0" fontWeight="semibold" lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      onClick={() => navigate(hrefInLocale(`${pathname}${search}${hash}`, other))} data-testid="language-switch">
      {other.toUpperCase()}
    </Button>
  );
}
