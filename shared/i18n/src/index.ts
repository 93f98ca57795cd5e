import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

export * from './catalogs';
export * from './locale';
export * from './locale-choice';
export { i18n };

/** Adds an app's catalog for a locale to the one shared i18n instance (a federated singleton). */
export function loadCatalog(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
}

/**
 * Switches the interface language at once, with the catalogs already loaded (server rendering, tests). In the
 * browser the shell uses `switchLocale`, which loads every app's catalog for the language first.
 */
export function activateLocale(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
