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
  // Favourites and cart that follow a signed-in shopper: it syncs both stores (decision 070).
  follow: ['cart', 'favorites'],
};

/**
 * Server modules (server/modules/*) import each other only along these edges; everything else they
 * share goes through core/, db/ or the server's infrastructure (errors, config, logging, jobs, mail,
 * i18n, plugins). A new edge is a design decision: add it here with the reason (decision 068).
 * @type {Record<string, string[]>}
 */
const SERVER_MODULE_IMPORTS = {
  // The dashboard and CSV export read orders, revenue (the ledger) and the catalog; edits are audited.
  admin: ['audit', 'catalog', 'orders', 'payments'],
  // Alerts clip their texts and add the store's name as order texts do (decision 069).
  alerts: ['sms'],
  // The pool of parts a build is chosen from is the shop's visible catalog.
  // Build for me's budget counts VAT, read from the settings (issue 32, item 7).
  builds: ['catalog', 'settings'],
  // The catalog also gives server/search its database port and uses it through its index.ts (decision 071:
  // a policy of its own below, since search is no module).
  catalog: ['audit'],
  delivery: ['audit'],
  // The admin's eTIMS settings are audited like the shop's other settings.
  etims: ['audit'],
  // Mails about orders: the order, its delivery zone, and the owner's summary.
  notifications: ['admin', 'delivery', 'orders', 'sms'],
  // An order takes stock (catalog), prices delivery, and writes the payments ledger in its own
  // transaction; payments in turn settle orders: one unit of money in two folders (decision 052).
  // Layaway reminders go by SMS too (issue 31, decision 067).
  // A paid order queues its eTIMS sale in the paying transaction (decision 064).
  orders: ['audit', 'catalog', 'delivery', 'etims', 'payments', 'sms'],
  // A refund row of an invoiced order queues its eTIMS credit note (decision 064).
  payments: ['audit', 'etims', 'orders'],
  // Erasure cancels open orders through moveOrder and ends sessions (decision 065).
  privacy: ['audit', 'auth', 'orders'],
  // A return is a step of its order, refunded through the ledger (decision 066).
  returns: ['audit', 'orders', 'payments'],
  reviews: ['catalog'],
  // Saved favourites and cart answer with products as the shop sells them now (decision 070).
  saved: ['catalog'],
  // Order texts read the order (decision 067); the AT client shares the payments' fetch type.
  sms: ['orders', 'payments'],
  settings: ['audit'],
  uploads: ['audit'],
  // An account's sessions belong to auth; admin edits are audited; an admin's delete is an erasure.
  users: ['audit', 'auth', 'privacy'],
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
/** The four kinds of server/ element, for the layers that may read all of the server. */
const SERVER = ['server-module', 'server-plugin', 'server-lib', 'server'];
const to = (/** @type {string | string[]} */ t) => ({ to: type(t) });
/** Search (server/search) is entered only through its index.ts (decision 071). */
const searchEntry = { to: { element: { type: 'search', fileInternalPath: 'index.ts' } } };
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
  const appToServer = tests ? [to([...SERVER, 'db'])] : [{ to: type(SERVER), dependency: typeOnly }];
  const shellTypes = { to: type('app-shell'), dependency: typeOnly };
  return [
    {
      from: type('core'),
      allow: [to('core')],
      message: 'core/ imports nothing of ours: it runs in the browser and on the server',
    },
    { from: type('db'), allow: [to(['db', 'core']), ...testAllowed], message: 'db/ may import only core/' },
    // The files at the top of server/ are the wiring (app.ts, main.ts, the load context, the decorator
    // types) and the infrastructure every part uses (errors, config, logging): they may import all of
    // server/. That nothing below imports the wiring back is the no-restricted-imports rule further down.
    {
      from: type('server'),
      allow: [to([...SERVER, 'db', 'core']), searchEntry, ...testAllowed],
      message: 'server/ never imports app/ (nor tools)',
    },
    // Jobs, mail and i18n know no module and no plugin.
    {
      from: type('server-lib'),
      allow: [to(['server-lib', 'server', 'db', 'core']), ...testAllowed],
      message: 'jobs/, mail/ and i18n/ never import a module or a plugin',
    },
    // Plugins (guards, limits, headers) sit under the modules; only the session lookup is shared.
    {
      from: type('server-plugin'),
      allow: [
        to(['server-plugin', 'server-lib', 'server', 'db', 'core']),
        { to: { element: { type: 'server-module', captured: { module: 'auth' } } } },
        ...testAllowed,
        ...(tests ? [to(SERVER)] : []),
      ],
      message: 'a plugin imports infrastructure, never a module (the session lookup of auth aside)',
    },
    {
      from: type('server-module'),
      allow: [
        to(['server-plugin', 'server-lib', 'server', 'db', 'core']),
        { to: { element: { type: 'server-module', captured: { module: '{{ from.element.captured.module }}' } } } },
        ...testAllowed,
        // Test files build the whole app and may use any module's helpers.
        ...(tests ? [to(SERVER)] : []),
      ],
      message: 'a module imports another only along SERVER_MODULE_IMPORTS (eslint.config.js)',
    },
    // Search (decision 071) is sealed: its own files and core/ only. The database reaches it through the
    // SearchSource port the catalog module gives it; only the catalog (and the wiring) use it, through
    // its index.ts. Its tests build the app, like every server test.
    {
      from: type('search'),
      allow: [to(['search', 'core']), ...testAllowed, ...(tests ? [to([...SERVER, 'db'])] : [])],
      message: 'server/search imports only core/ and its own files (the database through its SearchSource port)',
    },
    { from: { element: { type: 'server-module', captured: { module: 'catalog' } } }, allow: [searchEntry] },
    ...Object.entries(SERVER_MODULE_IMPORTS).map(([from, to]) => ({
      from: { element: { type: 'server-module', captured: { module: from } } },
      allow: { to: { element: { type: 'server-module', captured: { module: to } } } },
    })),
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
      allow: [to(['core', 'db', ...SERVER, 'test-support']), searchEntry],
      message: 'test/ helpers build the server, never the app',
    },
    // Tools (tests' helpers, e2e, benches, scripts, configs) may reach anything of ours.
    {
      from: type('tooling'),
      allow: [to(['core', 'db', ...SERVER, 'test-support', 'tooling', ...appLayers]), searchEntry],
    },
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
        { type: 'server-module', pattern: 'server/modules/*', partialMatch: false, capture: ['module'] },
        // The in-process search (decision 071): sealed, imports only core/, entered through its index.ts.
        { type: 'search', pattern: 'server/search', partialMatch: false },
        { type: 'server-plugin', pattern: 'server/plugins', partialMatch: false },
        { type: 'server-lib', pattern: 'server/{jobs,mail,i18n}', partialMatch: false },
        // The top of server/: the wiring and the infrastructure (errors, config, logging).
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
  {
    // Below the top of server/, nothing imports the wiring back (the app, the entry point, the pages'
    // load context): those files import every module, so such an import is a cycle.
    files: ['server/*/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app|main|cluster|load-context\\.server)$',
              message: 'the wiring imports the parts, never the other way round',
            },
          ],
        },
      ],
    },
  },
  { files: TEST_FILES, rules: { 'boundaries/dependencies': boundariesRule({ tests: true }) } },
);
