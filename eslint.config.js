// One lint config for the whole workspace. Besides code quality it holds the
// dependency boundaries of docs/STYLE: core ← ui ← apps, server ← core, no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import path from 'node:path';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

/** Filenames are kebab-case everywhere (index.ts, use-thing.ts, fare-stack.test.ts). */
const fileNameCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename).replace(/\.[cm]?[jt]sx?$/, '');
        if (!KEBAB_CASE.test(base)) {
          context.report({ node, message: `File name "${base}" is not kebab-case.` });
        }
      },
    };
  },
};

const REACT_AND_DOM = [
  'react',
  'react-*',
  'react/*',
  '@chakra-ui/*',
  '@emotion/*',
  'leaflet',
  'react-leaflet',
];
const APPS = ['@parada/panel', '@parada/hotel', '@parada/guest', '@parada/server'];
const appFolders = (except) =>
  ['panel', 'hotel', 'guest', 'server']
    .filter((name) => name !== except)
    .flatMap((name) => [`**/apps/${name}/**`, `../${name}/**`, `../../${name}/**`]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, parada: { rules: { 'file-name-case': fileNameCase } } },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      // Without these the import plugin never reads a .ts file and no-cycle passes silently.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'parada/file-name-case': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // core is headless: it runs in Node and in the browser and knows nothing of React or the DOM.
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: REACT_AND_DOM, message: 'core is headless: no React, no DOM libraries.' },
            {
              group: ['@parada/ui', '@parada/ui/*', ...APPS],
              message: 'core depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
          (name) => ({
            name,
            message: 'core is headless: receive browser things as arguments.',
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APPS, message: 'ui is shared by the apps and imports none of them.' },
          ],
        },
      ],
    },
  },
  ...['panel', 'hotel', 'guest'].map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...APPS.filter((name) => name !== `@parada/${app}`), ...appFolders(app)],
              message:
                'Apps do not import each other: move shared code to @parada/core or @parada/ui.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REACT_AND_DOM, '@parada/ui', '@parada/ui/*'],
              message: 'The server uses @parada/core only.',
            },
            { group: appFolders('server'), message: 'The server imports no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
