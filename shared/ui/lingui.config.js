/** Shared UI strings and the route registry's menu labels. French source, English translation. */
export default {
  locales: ['fr', 'en'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src', '<rootDir>/../route-registry/src'] }],
  format: 'po',
};
