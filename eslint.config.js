// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The one-way layers of ARCHITECTURE.md section 2, as lint rules. */
const ours = (...groups) =>
  groups.map((group) => ({ group, message: 'Forbidden by the import layers (ARCHITECTURE.md §2).' }));
const io = [
  'react',
  'react-*',
  'react/*',
  'phaser',
  'axios',
  'zustand',
  'zustand/*',
  'node:*',
  'fs',
  'path',
  'kysely',
  'fastify',
  '@xyflow/*',
  'i18next',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/core/**', 'src/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours(['@src/*', '@ui/*', '@scenes/*', '@server/*'], io)] }],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ours(['@src/*', '@ui/*', '@scenes/*', '@server/*', 'zod'], io) }],
    },
  },
  {
    files: ['scenes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ours(['react', 'react-*', 'react/*', '@ui/*', '@src/api/*', '@src/app/*', '@server/*', 'axios']) },
      ],
    },
  },
  {
    files: ['ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ours(['phaser', '@scenes/*', '@src/app/*', '@server/*']) }],
    },
  },
  {
    files: ['src/state/**', 'src/api/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ours(['@ui/*', '@scenes/*', '@src/app/*', '@server/*', 'phaser']) },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ours([
            '@ui/*',
            '@scenes/*',
            '@src/app/*',
            '@src/api/*',
            '@src/state/*',
            '@src/i18n/*',
            'react',
            'phaser',
          ]),
        },
      ],
    },
  },
  // Thin routes (ARCHITECTURE.md §5): a transaction and the logic it wraps live in a service under server/services/.
  {
    files: ['server/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions in a service (server/services/<domain>/), not in a route handler.',
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
