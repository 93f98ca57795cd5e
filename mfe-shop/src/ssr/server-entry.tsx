import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '@vendange/i18n';
import { messages as en } from '../locales/en.po';
import { messages as fr } from '../locales/fr.po';
import { loadStorefront, type ApiGet, type StorefrontRequest } from './load-storefront';
import { pageHead } from './page-head';
import { StorefrontApp } from './storefront-app';
import { STOREFRONT_CSS } from './storefront-css';
import { storefrontDocument } from './storefront-document';
import type { StorefrontRoute } from './storefront-route';

export { storefrontRouteOf } from './storefront-route';
export type { ApiGet, StorefrontRequest, StorefrontRoute };

i18n.load({ fr, en });

export interface RenderInput extends StorefrontRequest {
  /** The public origin (PUBLIC_URL): canonical links and Open Graph are absolute on it. */
  publicUrl: string;
  /** The storefront's own scripts (its build manifest), as served. */
  scripts: string[];
  /** The app's scripts, loaded in place of the storefront when the browser holds a session. */
  shellScripts: string[];
}

export type RenderResult =
  | { kind: 'document'; status: 200 | 404; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unknown-shop' };

/**
 * The server side of the storefront (built for Node into dist-server/, called by the gateway): reads
 * the page's data through `get` (the API, anonymously) and renders the whole HTML document.
 */
export async function renderStorefront(route: StorefrontRoute, input: RenderInput, get: ApiGet): Promise<RenderResult> {
  const load = await loadStorefront(route, input, get);
  if (load.kind !== 'page') return load;
  const { data } = load;
  // Rendering is synchronous from here: no other request can switch the language in between.
  i18n.activate(data.locale);
  const body = renderToString(<I18nProvider i18n={i18n}><StorefrontApp data={data} /></I18nProvider>);
  const head = pageHead(data, input.publicUrl);
  return {
    kind: 'document',
    status: load.status,
    html: storefrontDocument({ head, css: STOREFRONT_CSS, body, data, scripts: input.scripts, shellScripts: input.shellScripts }),
  };
}
