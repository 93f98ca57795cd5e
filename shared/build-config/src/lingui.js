/**
 * The lingui configuration of every app: French source, English translation, one catalog per app
 * in src/locales/{fr,en}.po. `include` adds folders outside src (shared/ui adds the route registry).
 */
export function linguiConfig(include = ['<rootDir>/src']) {
  return {
    locales: ['fr', 'en'],
    sourceLocale: 'fr',
    fallbackLocales: { default: 'fr' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}', include }],
    format: 'po',
  };
}
