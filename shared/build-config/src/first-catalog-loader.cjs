/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by webpack as a loader (like index.cjs). */
// A `?first` catalog (`import('./locales/fr.po?first')`): runs after @lingui/loader, whose output is
// `export const messages=JSON.parse("<the whole catalog>")`. It wraps the whole catalog in a marker call that
// FirstCatalogPlugin replaces, once webpack has chunked and minified the app, with the strings its first chunks use
// (first-catalog.cjs).
const { FIRST_CATALOG_MARKER } = require('./first-catalog-marker.cjs');

module.exports = function firstCatalogLoader(source) {
  const at = source.indexOf('JSON.parse(');
  if (at < 0) throw new Error(`first-catalog-loader: @lingui/loader's output changed shape (${this.resourcePath})`);
  const start = at + 'JSON.parse('.length;
  return `${source.slice(0, start)}${FIRST_CATALOG_MARKER}(${source.slice(start).replace(/\);\s*$/, '));')}`;
};
