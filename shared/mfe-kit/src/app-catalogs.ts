import { completeCatalogs, registerCatalogs, type CatalogLoaders } from '@vendange/i18n';

// The require function of the app this module is bundled in: @vendange/mfe-kit is not a shared module, so each app
// has its own copy. Absent under Vitest.
declare const __webpack_require__: { vendangeCatalogGate?: () => Promise<void> } | undefined;

/**
 * Registers an app's strings (the shell's or an MFE's): resolves once its first screen's are loaded, so that it can
 * draw. Its whole catalog is loaded before any later chunk of the app runs: the build adds a gate to the app's chunk
 * loading (shared/build-config first-catalog.cjs) that calls the function set here.
 */
export function registerAppCatalogs(loaders: CatalogLoaders): Promise<void> {
  if (loaders.first && typeof __webpack_require__ !== 'undefined') __webpack_require__.vendangeCatalogGate = () => completeCatalogs(loaders);
  return registerCatalogs(loaders);
}
