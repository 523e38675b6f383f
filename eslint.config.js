// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { builtinRules } from 'eslint/use-at-your-own-risk';

/**
 * The one-way layers of docs/architecture.md, "Layers". Zones compare resolved file paths, so an
 * import is judged the same whether it is written with an alias (`@ui/…`) or a relative path (`../../ui/…`).
 */
const layer = (target, from, why, except) => ({
  target,
  from,
  except,
  message: `${why} (docs/architecture.md, "Layers")`,
});
const features = readdirSync('ui/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const layerZones = [
  layer('./src/core', ['./src', './ui', './scenes', './server'], 'src/core imports nothing of ours', ['./core']),
  layer('./src/contract', ['./src', './ui', './scenes', './server'], 'src/contract imports only src/core', [
    './core',
    './contract',
  ]),
  layer(
    './scenes',
    ['./ui', './src/api', './src/app', './server'],
    'scenes never use React screens, the API or the server',
  ),
  layer('./ui', ['./scenes', './src/app', './server'], 'ui never imports Phaser scenes, the app shell or the server'),
  layer(['./src/state', './src/api', './src/i18n'], ['./ui', './scenes', './src/app', './server'], 'a lower layer'),
  layer('./server', ['./src', './ui', './scenes'], 'the server imports only src/core and src/contract', [
    './core',
    './contract',
  ]),
  layer('./ui/components', './src/state', 'ui/components take values and callbacks, never stores'),
  layer(
    ['./ui/components', './ui/hooks'],
    ['./ui/features', './ui/layout'],
    'shared ui code never reaches up into screens',
  ),
  {
    target: './server/routes',
    from: './server/repositories',
    message: 'a route calls a service, and the service calls the repositories (docs/architecture.md, "Server")',
  },
  ...features.map(({ name }) =>
    layer(
      `./ui/features/${name}`,
      './ui/features',
      'features never import each other: share through ui/components, ui/hooks or src',
      [`./${name}`],
    ),
  ),
];

/** Packages a layer may not use, whatever it imports of ours. */
const forbidPackages = (names, why, ...more) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names, message: `${why} (docs/architecture.md, "Layers")` }, ...more] },
  ],
});
/** The browser app reaches axios only through src/api/http.ts, which downloads it on the first request. */
const lazyAxios = {
  group: ['axios', '**/api/client', './client'],
  allowTypeImports: true,
  message:
    'call src/api/http.ts (and http-error.ts): axios stays off the first page (docs/performance.md, "First page")',
};
const io = ['react', 'react-*', 'react/*', 'phaser', 'axios', 'zustand', 'zustand/*', 'node:*', 'fs', 'path'];
const moreIo = ['kysely', 'fastify', '@xyflow/*', 'i18next'];
/** The wire's and the database's spellings (spec 3) of what src/core calls by the game's own words. */
const WIRE_NAMES = [
  'consecuencias',
  'eventos',
  'imagenMapa',
  'pasiva',
  'idobject_requeriment',
  'idobject_reward',
  'unlocks_eventid',
  'follows_eventid',
  'effect_consequence',
  'health_consequence',
  'hunger_consequence',
  'thirst_consequence',
  'sanity_consequence',
  'eventid',
  'consequenceid',
  'objectid',
  'characterid',
  'mapid',
];
/**
 * ESLint's `no-restricted-syntax` under the names of the house rules below: options given to one rule name replace
 * each other where several blocks match a file (a route is a server file too), so each rule keeps its own name and
 * selectors, and a report names the rule it breaks.
 */
const restrictedSyntax = builtinRules.get('no-restricted-syntax');
const house = {
  rules: {
    'wallet-writes-vpoints': restrictedSyntax,
    'queries-in-repositories': restrictedSyntax,
    'transactions-in-services': restrictedSyntax,
  },
};
/** Kysely's query builders: a statement starts with one of them, or is raw SQL (the `sql` tag, `executeQuery`). */
const queryBuilders = 'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto';
const queryMessage =
  'SQL lives in server/repositories/ (and server/db/): call a repository function, passing the transaction (docs/architecture.md, "Data")';
const querySelectors = [
  `CallExpression[callee.property.name=/^(${queryBuilders}|executeQuery)$/]`,
  // sql`…`, sql<T>`…`, kysely.sql`…` (a namespace import) and sql.raw(…), sql.join(…), …
  "TaggedTemplateExpression[tag.name='sql']",
  "TaggedTemplateExpression[tag.property.name='sql']",
  "CallExpression[callee.object.name='sql']",
  "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
];
/** A Kysely `set(…)` or `values(…)` whose chain starts from the users table. */
const usersWrite =
  "CallExpression[callee.property.name=/^(set|values)$/]:has(CallExpression[callee.property.name=/^(updateTable|insertInto)$/] > Literal[value='users'])";

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile, house },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle parses the files an import leads to: with TypeScript's parser, or it sees no imports in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // One naming convention for every source file and folder: kebab-case (bulletproof-react's rule).
    files: ['{src,ui,scenes,server,scripts,tests}/**/*.{ts,tsx,mts}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,ui,scenes,server,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations run in the order of their number: 0001-accounts.ts, 0002-characters.ts, …
    // helpers.ts holds the frozen helpers the migrations share.
    files: ['server/db/migrations/*.ts'],
    ignores: ['server/db/migrations/helpers.ts'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9-])' }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/contract/**'],
    rules: forbidPackages([...io, ...moreIo], 'src/contract is pure: zod and src/core only'),
  },
  { files: ['src/core/**'], rules: forbidPackages([...io, ...moreIo, 'zod'], 'src/core is pure game rules') },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Identifier[name=/^(${WIRE_NAMES.join('|')})$/]`,
          message:
            'src/core names things in the game\'s own words; the wire\'s spelling is mapped in src/contract/to-core.ts (docs/architecture.md, "Layers")',
        },
      ],
    },
  },
  { files: ['scenes/**'], rules: forbidPackages(['react', 'react-*', 'react/*', 'axios'], 'scenes never use React') },
  { files: ['ui/**'], rules: forbidPackages(['phaser'], 'ui never uses Phaser', lazyAxios) },
  {
    files: ['src/state/**', 'src/api/**', 'src/i18n/**', 'src/app/**'],
    ignores: ['src/api/client.ts'],
    rules: forbidPackages(['phaser'], 'only scenes use Phaser', lazyAxios),
  },
  { files: ['server/**'], rules: forbidPackages(['react', 'react-*', 'phaser'], 'the server renders nothing') },
  {
    // One pattern for an async intent: what the client remembers lives in a store, where its actions can reach it
    // and a test can start it over (getInitialState), never in a module variable that needs a reset function.
    files: ['src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Program > VariableDeclaration[kind='let']",
          "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
        ].map((selector) => ({
          selector,
          message:
            'Keep state in a store: a field of the Zustand store and its actions, not a module variable (docs/architecture.md, "Layers")',
        })),
      ],
    },
  },
  {
    // Money is sacred: VPoints change in the wallet only, which writes a ledger row for every movement.
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/repositories/economy/wallet.ts', 'server/db/migrations/**'],
    rules: {
      'house/wallet-writes-vpoints': [
        'error',
        ...[
          `${usersWrite} Property[key.name='vpoints']`,
          `${usersWrite} > Literal[value='vpoints']`,
          'TemplateElement[value.raw=/vpoints\\s*[-+]?=/i]',
        ].map((selector) => ({
          selector,
          message:
            'VPoints move only through the wallet (server/services/economy/wallet.ts), whose statements are server/repositories/economy/wallet.ts (docs/architecture.md, "Data")',
        })),
      ],
    },
  },
  {
    // One home for SQL (docs/architecture.md, "Data"): services hold transactions and rules, repositories the statements.
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**'],
    rules: {
      'house/queries-in-repositories': [
        'error',
        ...querySelectors.map((selector) => ({ selector, message: queryMessage })),
      ],
    },
  },
  // Thin routes (docs/architecture.md, "Server"): a transaction and the logic it wraps live in a service under server/services/.
  {
    files: ['server/routes/**'],
    rules: {
      'house/transactions-in-services': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Open transactions in a service (server/services/<domain>/), not in a route handler (docs/architecture.md, "Server")',
        },
      ],
    },
  },
  // Migrations are frozen snapshots: app code they imported could change under them and break every new install.
  {
    files: ['server/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|kysely/|node:|\\./)',
              message: 'A migration imports only kysely, node and server/db/migrations/ (frozen with it).',
            },
          ],
        },
      ],
    },
  },
);
