import { escapeHtml, jsonForScript } from './html-text';

export interface DocumentHead {
  locale: 'fr' | 'en';
  title: string;
  description: string;
  /** Absolute: the page's one address (a shop under its URL name, a product under it with its current key). */
  canonical: string;
  /** Absolute, or null when the page has no picture. */
  image: string | null;
  type: 'website' | 'product';
  siteName: string;
  themeColor: string;
  jsonLd: unknown;
  /** Pages that answer 404 ask not to be indexed. */
  noindex: boolean;
}

export interface DocumentParts {
  head: DocumentHead;
  css: string;
  /** What react-dom/server rendered, the content of #root. */
  body: string;
  /** The data the page is drawn from, inlined for hydration. */
  data: unknown;
  /** The storefront's scripts (deferred). */
  scripts: string[];
  /** The app's scripts (the shell's index.html): a logged-in browser loads the full app in place. */
  shellScripts: string[];
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

function headHtml(h: DocumentHead): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    h.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    meta('name', 'theme-color', h.themeColor),
    meta('property', 'og:type', h.type),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonical),
    meta('property', 'og:locale', h.locale === 'en' ? 'en_GB' : 'fr_FR'),
    h.image ? meta('property', 'og:image', h.image) : '',
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    '<link rel="icon" href="/favicon.svg">',
    h.jsonLd ? `<script type="application/ld+json">${jsonForScript(h.jsonLd)}</script>` : '',
  ].join('');
}

/**
 * The whole HTML document of a storefront page. The CSS is inline and the scripts deferred, so the
 * page paints from this one response; without script the age question stays out of the way (the
 * page is then read, not bought from). Data and script lists are JSON, never executed inline.
 */
export function storefrontDocument(p: DocumentParts): string {
  const scripts = p.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  return `<!doctype html><html lang="${p.head.locale}"><head>${headHtml(p.head)}<style id="storefront-css">${p.css}</style>`
    + `<noscript><style>.sf-gate-layer{display:none}</style></noscript>${scripts}</head>`
    + `<body><div id="root">${p.body}</div>`
    + `<script type="application/json" id="storefront-data">${jsonForScript(p.data)}</script>`
    + `<script type="application/json" id="storefront-shell">${jsonForScript(p.shellScripts)}</script>`
    + '</body></html>';
}
