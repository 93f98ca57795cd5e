// One lint config. Its main job: the borders of the architecture (docs/architecture.md), each with
// a message that says where the code belongs instead.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const mfes = ['mfe-auth', 'mfe-shop', 'mfe-dashboard-sales', 'mfe-dashboard-crm', 'mfe-dashboard-stock', 'mfe-cashregister'];
const services = ['identity', 'shops', 'catalog', 'orders', 'crm', 'pos', 'notifications'];

const noServices = {
  group: ['@vendange/service-*', '@vendange/gateway', '**/services/**'],
  message: 'Front ends never import a service: call the API through @vendange/api-client, with types from @vendange/contracts.',
};

const mfeRules = mfes.map((mfe) => ({
  files: [`${mfe}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: mfes.filter((m) => m !== mfe).flatMap((m) => [`@vendange/${m}`, `**/${m}/**`]).concat(['@vendange/shell', '**/shell/**']), message: 'An MFE never imports another MFE or the shell: put what both need in a shared/ package, or expose a parcel.' },
        noServices,
      ],
    }],
  },
}));

const serviceRules = services.map((svc) => ({
  files: [`services/${svc}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: services.filter((s) => s !== svc).flatMap((s) => [`@vendange/service-${s}`, `**/services/${s}/**`]).concat(['@vendange/gateway', '**/gateway/**']), message: 'Services never import each other: compose by id over the API (or an event), and put shared contracts in @vendange/contracts.' },
        { group: ['@vendange/shell', '@vendange/mfe-*', '@vendange/ui', '@vendange/store', '@vendange/api-client'], message: 'A service does not import front-end code.' },
      ],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', '**/drizzle/**', 'infra/e2e/.artifacts/**', '**/*.po', '.cache/**', 'shared/build-config/src/index.cjs', '**/webpack.config.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...mfeRules,
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: mfes.flatMap((m) => [`@vendange/${m}`, `**/${m}/**`]), message: 'The shell loads MFEs at run time through /remotes.json; it never imports their files.' }, noServices] }] },
  },
  ...serviceRules,
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@vendange/shell', '@vendange/gateway', '@vendange/service-*', ...mfes.map((m) => `@vendange/${m}`), '**/services/**', '**/shell/**', ...mfes.map((m) => `**/${m}/**`)], message: 'Shared packages never import apps or services: move the code here, or pass it in as a parameter.' }] }],
    },
  },
  {
    files: ['services/*/src/**/*.ts', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', 'shared/service-kit/src/testing.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment only in the app\'s env module (env.ts), validated and typed.' }],
    },
  },
);
