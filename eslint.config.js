// One lint config for the whole workspace. Besides code quality it holds the
// dependency boundaries of docs/architecture.md: core ← ui ← apps, server ← core, no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
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

/**
 * A comment says why a piece is as it is now; which issue, session or round of work brought
 * it is git's to tell, and such a mark reads as a reason while saying none.
 */
export const HISTORY_MARK = /\b(?:session|round) \d+|(?<![&\w])#\d{1,3}\b|\bissues? #?\d+/i;
const noHistoryComments = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const mark = HISTORY_MARK.exec(comment.value);
          if (!mark) continue;
          context.report({
            loc: comment.loc,
            message: `"${mark[0]}": say why in the present; the history is in git.`,
          });
        }
      },
    };
  },
};

/** A wire service's status field, and a status code spelled as a number. */
const isStatusField = (node) =>
  (node.type === 'MemberExpression' && !node.computed && node.property.name === 'status_code') ||
  (node.type === 'Identifier' && node.name === 'status_code');
const isNumber = (node) => node.type === 'Literal' && typeof node.value === 'number';

/**
 * Status codes are named (core features/status: RIDE_STATUS, isFinalStatus…): `13` in a
 * screen says nothing, and the meaning of a code lives in one table.
 */
const noRawStatus = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const message =
      'Compare status codes with core SERVICE_STATUS or its rules (isFinalStatus…), not numbers.';
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!=', '<', '>', '<=', '>='].includes(node.operator)) return;
        const pair = [node.left, node.right];
        if (pair.some(isStatusField) && pair.some(isNumber)) context.report({ node, message });
      },
      SwitchStatement(node) {
        if (!isStatusField(node.discriminant)) return;
        for (const branch of node.cases) {
          if (branch.test && isNumber(branch.test)) context.report({ node: branch, message });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.name === 'includes' &&
          callee.object.type === 'ArrayExpression' &&
          callee.object.elements.some((item) => item && isNumber(item)) &&
          node.arguments.some(isStatusField)
        ) {
          context.report({ node, message });
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
const APPS = [
  '@parada/panel',
  '@parada/hotel',
  '@parada/guest',
  '@parada/console',
  '@parada/server',
];
/** Screens read the store through ui's typed hooks, defined once in the file excepted below. */
const UNTYPED_STORE_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector from @parada/ui (typed with core store).',
};
const TYPED_HOOKS_FILE = 'packages/ui/src/hooks/store-hooks.ts';
const UI_PATTERNS = [
  { group: APPS, message: 'ui is shared by the apps and imports none of them.' },
];
const appFolders = (except) =>
  ['panel', 'hotel', 'guest', 'console', 'server']
    .filter((name) => name !== except)
    .flatMap((name) => [`**/apps/${name}/**`, `../${name}/**`, `../../${name}/**`]);

const OUTSIDE_REPOSITORY =
  "SQL belongs in the feature's repository.ts; call a named function from there.";
/** Kysely's query starters and the sql template: what only a repository may use. */
const QUERY_BUILDERS = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive)$/]',
    message: OUTSIDE_REPOSITORY,
  },
  {
    selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
    message: OUTSIDE_REPOSITORY,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.tsbuild/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'import-x': importX,
      parada: {
        rules: {
          'file-name-case': fileNameCase,
          'no-raw-status': noRawStatus,
          'no-history-comments': noHistoryComments,
        },
      },
    },
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
      'parada/no-history-comments': 'error',
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
      'no-restricted-imports': ['error', { paths: [UNTYPED_STORE_HOOKS], patterns: UI_PATTERNS }],
    },
  },
  {
    files: [TYPED_HOOKS_FILE],
    rules: { 'no-restricted-imports': ['error', { patterns: UI_PATTERNS }] },
  },
  ...['panel', 'hotel', 'guest', 'console'].map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [UNTYPED_STORE_HOOKS],
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
  ...[
    // The server loads core's `.` only (schemas, rules, texts): no store, client or i18next.
    // Its tests may also call it through the apps' client and use core's fixtures.
    {
      files: ['apps/server/**/*.ts'],
      ignores: ['apps/server/test/**'],
      subpaths: ['@parada/core/*'],
    },
    { files: ['apps/server/test/**/*.ts'], subpaths: ['@parada/core/store', '@parada/core/i18n'] },
  ].map(({ subpaths, ...scope }) => ({
    ...scope,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REACT_AND_DOM, '@parada/ui', '@parada/ui/*'],
              message: 'The server uses @parada/core only.',
            },
            {
              group: subpaths,
              message:
                "The server imports `@parada/core` only: the store, client and i18n are the browser's.",
            },
            {
              // Not `../hotel/**`: from a feature's file that is its sibling feature
              // (features/hotel), which the web feature reuses for a room card's check.
              group: appFolders('server').filter(
                (pattern) => !/^\.\.\/[a-z]+\/\*\*$/.test(pattern),
              ),
              message: 'The server imports no app.',
            },
          ],
        },
      ],
    },
  })),
  {
    // SQL lives in a feature's repository.ts (and the database's own folder, seeds,
    // migrations and tests): services hold the rule, routes the HTTP. Proof that nothing
    // else builds a query, from apps/server:
    //   git grep -nE '\.(selectFrom|insertInto|updateTable|deleteFrom|with)\(|\bsql[`<.]' -- src \
    //     ':!**/repository.ts' ':!**/*-repository.ts' ':!src/db' ':!**/seed*.ts' \
    //     ':!**/*.test.ts'
    // prints nothing.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/repository.ts',
      // A plugin is one file, not a feature folder: its queries sit beside it in
      // `<plugin>-repository.ts` (idempotency-repository.ts); a feature whose queries
      // outgrow one file splits them the same way (rides/booking-repository.ts).
      'apps/server/src/plugins/*-repository.ts',
      'apps/server/src/features/*/*-repository.ts',
      'apps/server/src/db/**',
      '**/seed*.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_BUILDERS] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'parada/no-raw-status': 'error' },
  },
  {
    // The rules of hooks and complete effect dependencies wherever React runs.
    files: ['apps/{panel,hotel,guest,console}/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
