// One lint configuration for the whole workspace (`pnpm lint`, part of `pnpm test`, zero warnings).
// Besides the usual TypeScript and React-hooks rules it encodes the architecture:
// - inside each app imports flow one way: shared → features → app (a feature never imports the app);
// - no remote imports another remote or the shell, and the shell imports no remote's source:
//   they meet only through Module Federation and @pulp/shared;
// - the server's features are plugins that do not import the server's start-up (app.ts, index.ts).
// Import cycles are counted by dependency-cruiser (`pnpm lint:cycles`, .dependency-cruiser.cjs).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FRONT_END_PACKAGES } from './shared/packages.cjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.webpack-cache/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are allowed when they say so (`_rest`), as in destructuring that drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...FRONT_END_PACKAGES.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A client types a JSON answer from the contract (`api.get<ResponseOf<typeof endpoint>>`),
    // never by hand: a changed answer then fails the type check of every client that reads it.
    // The API layer itself passes its caller's type on; tests of it answer made-up shapes.
    files: [...FRONT_END_PACKAGES.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression:matches([callee.object.name='api'], [callee.name='getPreloadedOr']) > TSTypeParameterInstantiation > :not(TSTypeReference[typeName.name='ResponseOf'])",
          message: "Type the answer from the contract's endpoint: api.get<ResponseOf<typeof endpoint>>(...).",
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.{ts,mjs}'],
    // e2e code also holds functions that Playwright runs inside the page.
    languageOptions: { globals: { ...globals.node } },
    rules: { eqeqeq: ['error', 'always', { null: 'ignore' }] },
  },
  {
    files: ['e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The server loads heavy modules (pdfkit, mingo, jsonwebtoken, parsers) with require() on
    // first use instead of at start-up; tests load modules afresh inside jest.isolateModules.
    files: ['server/src/**/*.ts', '**/*.test.{ts,tsx}', '*/test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Every shop the server's tests start checks its answers against the contract.
    files: ['server/test/**/*.ts'],
    ignores: ['server/test/contract-answers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/app'], importNames: ['buildShop'], message: 'Start test shops with buildCheckedShop (test/contract-answers.ts) or startTestShop: their answers are checked against the contract.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['*/src/**/*', 'server/test/**/*'],
      'boundaries/elements': [
        // Each file belongs to the nearest element whose pattern matches it.
        { type: 'shared', pattern: 'shared/src/**/*', mode: 'full' },
        { type: 'server-feature', pattern: 'server/src/features/*', capture: ['feature'] },
        { type: 'server-core', pattern: ['server/src/{auth,config,db,http,i18n,realtime}/**/*', 'server/src/context.ts'], mode: 'full' },
        { type: 'server-app', pattern: 'server/src/*.ts', mode: 'full' },
        { type: 'server-test', pattern: 'server/test/**/*', mode: 'full' },
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: ['*/src/app/**/*', '*/src/*.{ts,tsx}'], capture: ['app'], mode: 'full' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            // A feature may use shared code and other features of its own app, never the app frame.
            { from: 'feature', allow: ['shared', ['feature', { app: '${from.app}' }]] },
            { from: 'app', allow: ['shared', ['feature', { app: '${from.app}' }], ['app', { app: '${from.app}' }]] },
            { from: 'server-core', allow: ['server-core', 'shared'] },
            // The one exception: the context names the challenge engine's type (no runtime import).
            { from: 'server-core', allow: [['server-feature', { feature: 'challenges' }]], importKind: 'type' },
            { from: 'server-feature', allow: ['server-core', 'server-feature', 'shared'] },
            { from: 'server-app', allow: ['server-core', 'server-feature', 'server-app', 'shared'] },
            { from: 'server-test', allow: ['server-core', 'server-feature', 'server-app', 'server-test', 'shared'] },
          ],
        },
      ],
    },
  },
);
