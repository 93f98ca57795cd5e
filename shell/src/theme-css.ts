// Written by the build (shared/build-config's theme-css.cjs): the theme's page CSS as a hashed file of the shell.
declare const __THEME_CSS_FILE__: string;

/**
 * The theme's reset, global styles and token variables are inline in the apps' index.html, and no Chakra provider
 * inserts them (front-end-performance.md, session 28). A document without that copy (the storefront's server-rendered
 * page, which hands over to the shell when a session is stored) gets the shell's file, linked first in the head so
 * that its cascade-layer order comes before any component style; the shell renders once it has loaded (or failed:
 * an unstyled page beats a blank one).
 */
export function ensureThemeCss(doc: Document = document): Promise<void> {
  if (doc.getElementById('vendange-theme-css')) return Promise.resolve();
  const link = doc.createElement('link');
  link.id = 'vendange-theme-css';
  link.rel = 'stylesheet';
  link.href = `/${__THEME_CSS_FILE__}`;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  doc.head.prepend(link);
  return loaded;
}
