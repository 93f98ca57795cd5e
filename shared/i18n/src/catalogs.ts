import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

/** How an app fetches its strings for one interface language: a dynamic import of its compiled catalog. */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

// Each app (the shell, every MFE) registers its loaders once; a page downloads only the catalog of the language it
// shows. The dashboard is always French (spec point 1), so it never downloads an English catalog
// (docs/decisions/front-end-performance.md, session 21).
const registered: CatalogLoaders[] = [];
const loads = new WeakMap<CatalogLoaders, Map<Locale, Promise<void>>>();
let wanted: Locale | null = null;

function loadFor(loaders: CatalogLoaders, locale: Locale): Promise<void> {
  let byLocale = loads.get(loaders);
  if (!byLocale) loads.set(loaders, (byLocale = new Map()));
  let pending = byLocale.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A catalog that failed to download (network) is fetched again on the next try, not remembered as failed.
    pending.catch(() => byLocale.delete(locale));
    byLocale.set(locale, pending);
  }
  return pending;
}

/** The language the page shows, or is switching to. */
export function currentLocale(): Locale {
  return wanted ?? ((i18n.locale || 'fr') as Locale);
}

/**
 * Adds an app's catalogs; resolves once the current language's strings are loaded (before the app draws). An MFE
 * run alone, with no shell to choose, gets French.
 */
export async function registerCatalogs(loaders: CatalogLoaders): Promise<void> {
  registered.push(loaders);
  const locale = currentLocale();
  await loadFor(loaders, locale);
  if (!i18n.locale) i18n.activate(locale);
}

/**
 * Switches the interface language of every mounted app: each registered app's catalog for it is loaded first, so
 * no screen shows a message id. A later switch wins over one still loading. Rejects when a catalog cannot be
 * downloaded; the page keeps its language then.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await Promise.all(registered.map((loaders) => loadFor(loaders, locale)));
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
