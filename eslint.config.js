import js from '@eslint/js';
import react from 'eslint-plugin-react';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.test.ts', 'e2e/**', 'bench/**', 'server/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Vitest runs the files of a worker on one module graph (isolate: false in vitest.config.ts): a mocked module
    // or a reset registry would reach the next file of the worker. Pass the dependency in instead.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'resetModules'].map((property) => ({ object: 'vi', property, message: 'Test files share a module graph per worker (isolate: false): inject the dependency instead.' })),
      ],
    },
  },
  {
    // Every visible string comes from the locale catalogues: no literal text in JSX.
    files: ['app/**/*.tsx'],
    plugins: { react },
    rules: { 'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }] },
  },
  // Architecture boundaries (product §D3): core imports nothing of ours; app imports core only; server never imports app; db never imports app or server.
  { files: ['core/**'], rules: { 'no-restricted-imports': restrict(['**/app/**', '**/server/**', '**/db/**', 'node:*'], 'core/ is pure: no I/O and no imports from app, server or db.') } },
  { files: ['app/**'], rules: { 'no-restricted-imports': restrict(['**/server/**', '**/db/**'], 'app/ imports core only (use the API or the load context).') } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict(['**/app/**'], 'server/ never imports the web app.') } },
  // Services throw typed errors (server/errors.ts) naming message keys; only the error mapper translates.
  {
    files: ['server/modules/**/service.ts', 'server/modules/**/repo.ts'],
    rules: { 'no-restricted-imports': restrict(['**/app/**', '**/http/i18n*'], 'services and repositories never translate: throw a typed error from server/errors.ts with message keys (the error mapper translates).') },
  },
  { files: ['db/**'], rules: { 'no-restricted-imports': restrict(['**/app/**', '**/server/**'], 'db/ imports core only: never the web app or the server (the server builds on db, not the other way round).') } },
);
