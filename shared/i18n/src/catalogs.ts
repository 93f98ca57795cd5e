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
// each chunk it loads after brings its own strings (the build's catalog parts); a language switch loads its whole
// catalog.
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

/** One chunk's strings: per language, the URL of its compiled messages as JSON (the build's catalog parts). */
export type CatalogPart = Record<Locale, string>;

const partLoads = new Map<string, Promise<void>>();

function loadPartFile(url: string, locale: Locale): Promise<void> {
  let pending = partLoads.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<Messages>;
      })
      .then((messages) => i18n.load(locale, messages))
      .catch((err: unknown) => {
        // As a code chunk that could not be fetched: the chunk waiting for these strings fails the same way, and the
        // same reload or retry applies (@vendange/mfe-kit chunk-reload.ts).
        throw Object.assign(new Error(`Loading the strings ${url} failed (${String((err as Error)?.message ?? err)})`), { name: 'ChunkLoadError' });
      });
    // A part that failed to download is fetched again on the next try, not remembered as failed.
    pending.catch(() => partLoads.delete(url));
    partLoads.set(url, pending);
  }
  return pending;
}

/**
 * Loads one chunk's strings in the language shown and, during a switch, in the one coming: called before the chunk
 * runs (the build's catalog gate, through @vendange/mfe-kit's registerAppCatalogs).
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  const locales = new Set<Locale>([currentLocale(), (i18n.locale || currentLocale()) as Locale]);
  await Promise.all([...locales].map((locale) => loadPartFile(part[locale], locale)));
}

/**
 * Switches the interface language of every mounted app: each registered app's whole catalog for it is loaded first,
 * so no screen shows a message id. A later switch wins over one still loading. Rejects when a catalog cannot be
 * downloaded; the page keeps its language then.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  // The language already shown needs nothing more: each app has the strings of the chunks it ran (its first
  // screen's, then each later chunk's part). The shell asks again on every navigation.
  if (locale !== i18n.locale) await Promise.all(registered.map((loaders) => loadFor(loaders, locale)));
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
