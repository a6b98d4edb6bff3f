// @ts-check
// Lint: typescript-eslint, React hooks, jsx-a11y and the dependency directions of the layout
// (ARCHITECTURE.md), enforced with eslint-plugin-boundaries. Why this tool, the feature allow-list and
// the timings: docs/decisions/010-lint-and-boundaries.md. `npm run lint` allows no warnings.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features import each other only along these edges, and only in this direction (no cycles). A new
 * edge is a design decision: add it here and to decision 010 with the reason.
 * @type {Record<string, string[]>}
 */
const FEATURE_IMPORTS = {
  // The product grids of listings show the shop's card (products/shop-product-card).
  catalog: ['products'],
  // Checkout asks for a verified e-mail and empties the cart; it owns the M-Pesa payment code.
  checkout: ['auth', 'cart'],
  // My Orders pays an unpaid order with checkout's M-Pesa form and payment helpers.
  orders: ['checkout'],
  // The builder adds its parts to the cart and shows them with the product card's pieces.
  'pc-builder': ['cart', 'products'],
  // The product page: quantity into the cart, the heart, similar items as product cards.
  'product-page': ['cart', 'favorites', 'products'],
  // The shop's product card wires the plain card to the cart and favourites stores.
  products: ['cart', 'favorites'],
};

/** Packages that only the server may load: importing one into app/ would ship it or break the build. */
const SERVER_ONLY_PACKAGES = [
  'drizzle-orm',
  'drizzle-orm/**',
  'pg',
  '@electric-sql/**',
  'sharp',
  'fastify',
  '@fastify/**',
  'nodemailer',
];

const type = (/** @type {string | string[]} */ t) => ({ element: { type: t } });
const to = (/** @type {string | string[]} */ t) => ({ to: type(t) });
const typeOnly = { kind: 'type' };

/**
 * The policies of `boundaries/dependencies`. Test files may also import the test helpers (test/) and,
 * in app/, server code: they run in Node and never ship, and some check that the two sides agree.
 * @param {{ tests: boolean }} options
 */
function dependencyPolicies({ tests }) {
  const appLayers = ['app-shell', 'route', 'feature', 'shared'];
  const testAllowed = tests ? [to('test-support')] : [];
  // app/ reads the server only for types (erased at build): the load context's shape is the server's,
  // and features and shared code learn it (SessionUser) from app/load-context.ts, types only too.
  const appToServer = tests ? [to(['server', 'db'])] : [{ to: type('server'), dependency: typeOnly }];
  const shellTypes = { to: type('app-shell'), dependency: typeOnly };
  return [
    {
      from: type('core'),
      allow: [to('core')],
      message: 'core/ imports nothing of ours: it runs in the browser and on the server',
    },
    { from: type('db'), allow: [to(['db', 'core']), ...testAllowed], message: 'db/ may import only core/' },
    {
      from: type('server'),
      allow: [to(['server', 'db', 'core']), ...testAllowed],
      message: 'server/ never imports app/ (nor tools)',
    },
    { from: type('shared'), allow: [to(['shared', 'core']), shellTypes, ...appToServer, ...testAllowed] },
    { from: type('app-shell'), allow: [to([...appLayers, 'core']), ...appToServer, ...testAllowed] },
    { from: type('route'), allow: [to([...appLayers, 'core']), ...appToServer, ...testAllowed] },
    {
      from: type('feature'),
      allow: [
        to(['shared', 'core']),
        shellTypes,
        { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
        ...appToServer,
        ...testAllowed,
      ],
    },
    ...Object.entries(FEATURE_IMPORTS).map(([from, to]) => ({
      from: { element: { type: 'feature', captured: { feature: from } } },
      allow: { to: { element: { type: 'feature', captured: { feature: to } } } },
    })),
    {
      from: type('test-support'),
      allow: [to(['core', 'db', 'server', 'test-support'])],
      message: 'test/ helpers build the server, never the app',
    },
    // Tools (tests' helpers, e2e, benches, scripts, configs) may reach anything of ours.
    { from: type('tooling'), allow: [to(['core', 'db', 'server', 'test-support', 'tooling', ...appLayers])] },
    {
      from: type(appLayers),
      disallow: { to: { module: { origin: 'external', source: SERVER_ONLY_PACKAGES } }, dependency: { kind: 'value' } },
      message: 'server-only package in app/: read it through the load context or /api',
    },
  ];
}

/** @param {{ tests: boolean }} options */
const boundariesRule = (options) => [
  'error',
  {
    default: 'disallow',
    checkAllOrigins: true,
    policies: [
      // Packages and Node's own modules: allowed unless a policy below says otherwise.
      { allow: { to: { module: { origin: ['external', 'core'] } } } },
      ...dependencyPolicies(options),
    ],
  },
];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `import type` for types only, so a type never drags a module (server code, zod) into a bundle:
      // with verbatimModuleSyntax, `import { type X }` still loads the module.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Module augmentation (app/load-context.ts) is an interface that only extends another.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Off: our control characters in patterns are deliberate escapes (input guards refusing U+0000,
      // a redirect refusing \u0000-\u001f); the rule exists for invisible ones typed by accident.
      'no-control-regex': 'off',
    },
  },
  // CommonJS by necessity (ESLint's resolver interface loads it with require()).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The configuration files at the top are tools outside the layers.
    files: ['{app,core,db,server,test,e2e,bench,scripts}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { './scripts/eslint-resolver.cjs': {} },
      // Folders, tried in this order; the first that holds a file names its element.
      'boundaries/elements': [
        { type: 'core', pattern: 'core', partialMatch: false },
        { type: 'db', pattern: 'db', partialMatch: false },
        // Test helpers, and the hardening suites (test/hardening) beside their fixtures and harness.
        { type: 'test-support', pattern: 'test', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'feature', pattern: 'app/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'route', pattern: 'app/routes', partialMatch: false },
        { type: 'shared', pattern: ['app/components', 'app/lib'], partialMatch: false },
        // root.tsx, entry.server.tsx, routes.ts, load-context.ts: what is left of app/.
        { type: 'app-shell', pattern: 'app', partialMatch: false },
        { type: 'tooling', pattern: ['e2e', 'bench', 'scripts'], partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': boundariesRule({ tests: false }),
      // Every file of ours belongs to one of the elements above.
      'boundaries/no-unknown-files': 'error',
    },
  },
  { files: TEST_FILES, rules: { 'boundaries/dependencies': boundariesRule({ tests: true }) } },
);
