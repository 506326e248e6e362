// ESLint 9 flat config. Not type-aware on purpose: it keeps `npm run lint` fast on 2 cores;
// `npm run typecheck` covers what the type-aware rules would add.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './lint/importZones.js';
import { screenKit } from './lint/rawControls.js';

// Letters (incl. German umlauts) in JSX text mean a bare user-visible string.
const LETTER = '/[A-Za-zÄÖÜäöüß]/';
const I18N_MESSAGE = 'User-visible text belongs in src/i18n/de.ts; use de.* here.';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'app/client/routeTree.gen.ts',
      'app/modules.gen.ts',
      'app/server/modules.gen.ts',
      'server/db/migrations/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '.tmp/',
      '.tanstack/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Node code: server, scripts, tests, bench, lint rules and the config files.
  {
    files: [
      'server/**',
      'modules/*/server/**',
      'scripts/**',
      'lint/**',
      'bench/**',
      'tests/server/**',
      'tests/e2e/**',
      '*.config.{js,ts,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Browser code: the app, the modules' screens and the unit tests.
  {
    files: ['src/**', 'app/client/**', 'modules/*/ui/**', 'tests/unit/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'app/client/**/*.{ts,tsx}',
      'modules/*/ui/**/*.{ts,tsx}',
      'tests/unit/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'app/client/**/*.tsx', 'modules/*/ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // No bare German strings in components: texts come from src/i18n/de.ts.
  {
    files: ['src/**/*.tsx', 'app/client/**/*.tsx', 'modules/*/ui/**/*.tsx'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${LETTER}]`, message: I18N_MESSAGE },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTER}]`,
          message: I18N_MESSAGE,
        },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
          message: I18N_MESSAGE,
        },
        {
          selector: `JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=${LETTER}]`,
          message: I18N_MESSAGE,
        },
      ],
    },
  },
  // Import zones of src/, the roles of module files and the roots in app/ (lint/importZones.js,
  // docs/architecture/client.md 'Layers').
  {
    files: ['src/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/import-zones': 'error' },
  },
  // The screen kit's ratchet: no new raw <table>/<input> in module screens (lint/rawControls.js).
  {
    files: ['src/features/**/*.tsx', 'modules/*/ui/**/*.tsx'],
    plugins: { screenKit },
    rules: { 'screenKit/raw-controls': 'error' },
  },
  // Import zones of server/ (lint/serverZones.js, docs/architecture/server.md 'Server layers').
  {
    files: ['server/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/server-zones': 'error' },
  },
);
