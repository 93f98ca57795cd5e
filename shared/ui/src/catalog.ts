import type { Messages } from '@lingui/core';
import { loadCatalog, type Locale } from '@vendange/i18n';
import { messages as en } from './locales/en.po';
import { messages as fr } from './locales/fr.po';

const catalogs: Record<Locale, Messages> = { fr, en };

/** Loads the shared UI strings (and the registry's menu labels) for a locale. */
export function loadUiCatalog(locale: Locale): void {
  loadCatalog(locale, catalogs[locale]);
}
