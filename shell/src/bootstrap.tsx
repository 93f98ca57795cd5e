import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isCookieFreePage } from '@vendange/route-registry';
import { browserLocale, registerCatalogs, switchLocale } from '@vendange/i18n';
import { AppProviders, loadUiCatalog } from '@vendange/ui';
import { App } from './app';

loadUiCatalog('fr');
loadUiCatalog('en');
// The language first, so that the shell and every MFE download only that language's catalog.
const languageReady = switchLocale(browserLocale(location.pathname, location.search, { remember: !isCookieFreePage(location.pathname) }));
const shellStrings = registerCatalogs({ fr: () => import('./locales/fr.po'), en: () => import('./locales/en.po') });

function render() {
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}

// A catalog that could not be downloaded must not leave a blank page: the app draws, and the chunk-error
// handling of the outlets offers the reload.
Promise.all([languageReady, shellStrings]).then(render, (err: unknown) => {
  console.error('Interface strings could not be loaded', err);
  render();
});
