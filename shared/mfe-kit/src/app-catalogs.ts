import { loadCatalogPart, registerCatalogs, type CatalogLoaders, type CatalogPart } from '@vendange/i18n';

// The require function of the app this module is bundled in: @vendange/mfe-kit is not a shared module, so each app
// has its own copy. Absent under Vitest.
declare const __webpack_require__: { vendangeCatalogGate?: (part: CatalogPart) => Promise<void> } | undefined;

/**
 * Registers an MFE's strings: resolves once its first screen's are loaded, so that it can draw. Each later chunk's
 * strings are loaded before that chunk runs: the build adds a gate to the app's chunk loading (shared/build-config
 * first-catalog.cjs) that calls the function set here with the chunk's part.
 */
export function registerAppCatalogs(loaders: CatalogLoaders): Promise<void> {
  if (loaders.first && typeof __webpack_require__ !== 'undefined') __webpack_require__.vendangeCatalogGate = loadCatalogPart;
  return registerCatalogs(loaders);
}
