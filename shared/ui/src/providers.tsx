import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { i18n } from '@vendange/i18n';
import { vendangeStore } from '@vendange/store';
// Through the package's own name: the theme is shared between the apps of a page (build-config), so the
// system is built once and Chakra's recipes are downloaded once.
import { system } from '@vendange/ui/theme';

/** Every React root (shell, each MFE, each parcel) wraps itself in these: one theme, one store, one i18n. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <JotaiProvider store={vendangeStore}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </JotaiProvider>
    </ChakraProvider>
  );
}
