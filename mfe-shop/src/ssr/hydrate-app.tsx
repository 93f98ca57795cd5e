import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { i18n } from '@vendange/i18n';
import { messages as en } from '../locales/en.po';
import { messages as fr } from '../locales/fr.po';
import { StorefrontApp } from './storefront-app';
import type { StorefrontData } from './storefront-data';

/** Takes over the server's HTML with the same data and language, so nothing is drawn twice. */
export function hydrateStorefront(): void {
  const root = document.getElementById('root');
  const raw = document.getElementById('storefront-data')?.textContent;
  if (!root || !raw) return;
  const data = JSON.parse(raw) as StorefrontData;
  i18n.load(data.locale, data.locale === 'en' ? en : fr);
  i18n.activate(data.locale);
  hydrateRoot(root, <I18nProvider i18n={i18n}><StorefrontApp data={data} /></I18nProvider>);
}
