export default {
  locales: ['fr', 'en'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: 'po',
};
