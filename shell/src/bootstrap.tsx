import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isCookieFreePage } from '@vendange/route-registry';
import { browserLocale, registerCatalogs, switchLocale } from '@vendange/i18n';
import { AppProviders, loadUiCatalog } from '@vendange/ui';
import { App } from './app';
import { preloadRouteMfe } from './remotes/preload-route-mfe';
import { ensureThemeCss } from './theme-css';

loadUiCatalog('fr');
loadUiCatalog('en');
// The language first, so that the shell and every MFE download only that language's catalog.
const languageReady = switchLocale(browserLocale(location.pathname, location.search, { remember: !isCookieFreePage(location.pathname) }));
const shellStrings = registerCatalogs({ fr: () => import('./locales/fr.po'), en: () => import('./locales/en.po') });

// The shell's own root renders at once (its first paint is the chrome and a loader); the MFEs' screens, the heavy
// part, render as transitions (@vendange/mfe-kit's createTransitionRoot).
function render() {
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
  // Once the shell's first frame is painted, the route's MFE downloads while the session is asked for, instead of
  // after it (its catalog in the page's language): started earlier, it would compete with the first paint.
  requestAnimationFrame(() => setTimeout(() => preloadRouteMfe(location.pathname)));
}

// A catalog that could not be downloaded must not leave a blank page: the app draws, and the chunk-error
// handling of the outlets offers the reload.
Promise.all([languageReady, shellStrings, ensureThemeCss()]).then(render, (err: unknown) => {
  console.error('Interface strings could not be loaded', err);
  render();
});
