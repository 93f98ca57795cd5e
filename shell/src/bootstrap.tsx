import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isCookieFreePage } from '@vendange/route-registry';
import { activateLocale, browserLocale, loadCatalog } from '@vendange/i18n';
import { AppProviders, loadUiCatalog } from '@vendange/ui';
import { App } from './app';
import { messages as en } from './locales/en.po';
import { messages as fr } from './locales/fr.po';

for (const [locale, messages] of [['fr', fr], ['en', en]] as const) {
  loadUiCatalog(locale);
  loadCatalog(locale, messages);
}
activateLocale(browserLocale(location.pathname, location.search, { remember: !isCookieFreePage(location.pathname) }));

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>,
);
