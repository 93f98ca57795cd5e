import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

/** One language's compiled strings, fetched by a dynamic import. */
export type CatalogLoader = () => Promise<{ messages: Messages }>;

/**
 * How an app fetches its strings: its whole catalog per language, and optionally (`first`) the strings of its first
 * screen only, which the build cuts out of the whole one (`?first` catalogs, shared/build-config first-catalog.cjs).
 */
export type CatalogLoaders = Record<Locale, CatalogLoader> & { first?: Record<Locale, CatalogLoader> };

// Each app (the shell, every MFE) registers its loaders once; a page downloads only the catalog of the language it
// shows. The dashboard is always French (spec point 1), so it never downloads an English catalog
// (docs/decisions/front-end-performance.md, session 21). An app with a `first` catalog downloads that one to draw;
// its whole catalog comes with the first chunk it loads after (the build's catalog gate), or with a language switch.
const registered: CatalogLoaders[] = [];
const loads = new WeakMap<Record<Locale, CatalogLoader>, Map<Locale, Promise<void>>>();
let wanted: Locale | null = null;

function loadFor(loaders: Record<Locale, CatalogLoader>, locale: Locale): Promise<void> {
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
 * Adds an app's catalogs; resolves once the current language's strings are loaded (before the app draws): its first
 * screen's only when it has them apart. An MFE run alone, with no shell to choose, gets French.
 */
export async function registerCatalogs(loaders: CatalogLoaders): Promise<void> {
  registered.push(loaders);
  const locale = currentLocale();
  await loadFor(loaders.first ?? loaders, locale);
  if (!i18n.locale) i18n.activate(locale);
}

/**
 * Loads an app's whole catalog in the language shown and, during a switch, in the one coming: what any of its code
 * beyond the first screen may draw. Called before such code runs (the build's catalog gate).
 */
export async function completeCatalogs(loaders: CatalogLoaders): Promise<void> {
  const locales = new Set<Locale>([currentLocale(), (i18n.locale || currentLocale()) as Locale]);
  await Promise.all([...locales].map((locale) => loadFor(loaders, locale)));
}

/**
 * Switches the interface language of every mounted app: each registered app's whole catalog for it is loaded first,
 * so no screen shows a message id. A later switch wins over one still loading. Rejects when a catalog cannot be
 * downloaded; the page keeps its language then.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  // The language already shown needs nothing more: each app has its strings for it (its first screen's, and the
  // rest once its gate has run). The shell asks again on every navigation.
  if (locale !== i18n.locale) await Promise.all(registered.map((loaders) => loadFor(loaders, locale)));
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
