import { hasStoredToken } from '@vendange/store';
import { holdEarlyClicks } from './early-clicks';

/**
 * The storefront's first script, kept tiny: a visitor's page is hydrated (React arrives in its own
 * chunk), while a browser holding a session gets the full app in place — buyers see their own price
 * list and saved cart, staff their notice — without ever downloading the storefront's React.
 */
function loadFullApp(): void {
  const list = document.getElementById('storefront-shell')?.textContent ?? '[]';
  const scripts = JSON.parse(list) as string[];
  // The public page must not show a moment longer: the app draws into #root itself.
  document.getElementById('root')?.replaceChildren();
  document.getElementById('storefront-css')?.remove();
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    // In order, as the shell's index.html lists them.
    script.async = false;
    document.head.appendChild(script);
  }
}

function hydrateVisitorPage(): void {
  // A tap on a button before React is there is kept, and done once it is.
  const release = holdEarlyClicks(document, document.getElementById('root'));
  // The page's language only (the document's lang is the data's): the other catalog is as heavy and never shown.
  const catalog = () => (document.documentElement.lang === 'en'
    ? import(/* webpackChunkName: "storefront-en" */ '../locales/en.po')
    : import(/* webpackChunkName: "storefront-fr" */ '../locales/fr.po'));
  const start = () => void Promise.all([import(/* webpackChunkName: "storefront-app" */ './hydrate-app'), catalog()])
    .then(([app, { messages }]) => app.hydrateStorefront(messages))
    .finally(release);
  // After the first paint: the page shows before any of its JavaScript is fetched or run.
  requestAnimationFrame(() => requestAnimationFrame(start));
}

if (hasStoredToken()) loadFullApp();
else hydrateVisitorPage();
