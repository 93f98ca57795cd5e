// One lint config. Its main job: the borders of the architecture (docs/architecture.md), each with
// a message that says where the code belongs instead.
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// import-x's TypeScript settings (parsers, extensions), with its bundled resolver instead of eslint-import-resolver-typescript.
const { 'import-x/resolver': _tsResolver, ...importXTypescript } = importX.flatConfigs.typescript.settings;

const mfes = ['mfe-auth', 'mfe-shop', 'mfe-dashboard-sales', 'mfe-dashboard-crm', 'mfe-dashboard-stock', 'mfe-cashregister'];
const services = ['identity', 'shops', 'catalog', 'orders', 'crm', 'pos', 'notifications'];

/**
 * Tests, scripts and apps use another package through its public API (its name, or a subpath of its
 * package.json `exports`), never by climbing into its files: `../../orders/src/db/schema` is refused.
 */
const publicApiOnly = {
  regex: '^(\\.\\./)+([\\w-][\\w.-]*/)+src(/|$)',
  message: "Another package's src/ is private: import it by name (@vendange/…), exporting what you need from its package.json `exports`, or move the shared code to a shared/ package.",
};

const noServices = {
  group: ['@vendange/service-*', '@vendange/gateway', '**/services/**'],
  message: 'Front ends never import a service: call the API through @vendange/api-client, with types from @vendange/contracts.',
};

const envSyntax = { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment only in the app\'s env module (env.ts), validated and typed.' };

// A path of the app typed by hand (`to="/dashboard"`, navigate('/cart'), `href={`/shops/${id}`}`); /v1/ (the API) aside.
const APP_PATH = '/^\\x2F(?!v1\\x2F)/';
const linkMessage = "Build app links with getHref('<page>', params, query) from @vendange/route-registry, never a hand-typed path (a page it lacks: add it to shared/route-registry/src/paths.ts).";
const handTypedLinks = [
  `JSXAttribute[name.name=/^(to|href)$/] > Literal[value=${APP_PATH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=${APP_PATH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=${APP_PATH}]`,
  `CallExpression[callee.name=/^(navigate|navigateTo)$/] > Literal.arguments[value=${APP_PATH}]`,
  `CallExpression[callee.name=/^(navigate|navigateTo)$/] > TemplateLiteral.arguments[quasis.0.value.raw=${APP_PATH}]`,
  `CallExpression[callee.object.property.name='location'][callee.property.name=/^(assign|replace)$/] > Literal.arguments[value=${APP_PATH}]`,
].map((selector) => ({ selector, message: linkMessage }));

const mfeRules = mfes.map((mfe) => ({
  files: [`${mfe}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: mfes.filter((m) => m !== mfe).flatMap((m) => [`@vendange/${m}`, `**/${m}/**`]).concat(['@vendange/shell', '**/shell/**']), message: 'An MFE never imports another MFE or the shell: put what both need in a shared/ package, or expose a parcel.' },
        noServices,
        publicApiOnly,
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
        publicApiOnly,
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
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: mfes.flatMap((m) => [`@vendange/${m}`, `**/${m}/**`]), message: 'The shell loads MFEs at run time through /remotes.json; it never imports their files.' }, noServices, publicApiOnly] }] },
  },
  ...serviceRules,
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@vendange/shell', '@vendange/gateway', '@vendange/service-*', ...mfes.map((m) => `@vendange/${m}`), '**/services/**', '**/shell/**', ...mfes.map((m) => `**/${m}/**`)], message: 'Shared packages never import apps or services: move the code here, or pass it in as a parameter.' }, publicApiOnly] }],
    },
  },
  {
    // The gateway composes the services (it may import them) and serves the front ends' builds, never their code.
    files: ['services/gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@vendange/shell', '@vendange/mfe-*', '@vendange/ui', '@vendange/store', '@vendange/api-client', '**/shell/**', ...mfes.map((m) => `**/${m}/**`)], message: 'The gateway serves the front ends\' builds (dist/); it never imports their code.' },
          publicApiOnly,
        ],
      }],
    },
  },
  {
    files: ['services/gateway/test/**/*.ts', 'infra/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [publicApiOnly] }] },
  },
  {
    files: ['services/*/src/**/*.ts', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', 'shared/service-kit/src/testing.ts'],
    rules: { 'no-restricted-syntax': ['error', envSyntax] },
  },
  {
    // Internal links come from the route registry: getHref('orderDetail', { id }) (README: borders).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', envSyntax, ...handTypedLinks] },
  },
  {
    // No import cycles (CONVENTIONS: borders). maxDepth bounds the cost; cycles through a package's
    // public entry are followed too, so a shared package that comes back to itself is caught.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypescript,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.d.ts', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }] },
  },
);
