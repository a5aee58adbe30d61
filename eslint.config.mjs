// ESLint flat config: JS/TS/React code of the site, its plugins, features, scripts and tests.
// Markdown and MDX are checked by markdownlint (`npm run lint:md`), formatting by Prettier.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    'build-hosted/',
    'build-edits/',
    '.docusaurus/',
    'node_modules/',
    // Generated from openapi.json by `npm run api:gen`; only api-reference/index.mdx is source.
    'api-reference/*',
    '!api-reference/index.mdx',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Type information from tsconfig.json, which also resolves the Docusaurus virtual modules
        // (@theme/…, @docusaurus/…, @site/…, @generated/…) through @docusaurus/module-type-aliases.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `const {omitted: _, ...rest} = object` copies an object without a property.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
      // node:test runs top-level tests itself and reports their failures; awaiting them is not needed.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']},
          ],
        },
      ],
    },
  },
  {
    // Outside tsconfig.json: this config, the crawler config (plain JS for Algolia's editor) and
    // features/api-reference/sidebars.ts, which imports a file that only exists after `npm run api:gen`.
    files: ['**/*.{js,mjs}', 'features/api-reference/sidebars.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Browser code: the site's, and each feature's browser modules, theme and shared code.
    files: [
      'src/**/*.{ts,tsx}',
      'features/*/{browser,theme,shared}/**/*.{ts,tsx}',
      'tests/pages/**/*.tsx',
    ],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs['recommended-latest'],
      jsxA11y.flatConfigs.strict,
    ],
    languageOptions: {globals: globals.browser},
    settings: {react: {version: 'detect'}},
  },
  {
    // Node code: build plugins, features' build and command-line code, scripts, tests and the
    // config files at the root.
    files: [
      'plugins/**',
      'features/*/*.ts',
      'features/*/{build,cli,bench}/**',
      'scripts/**',
      'tests/**',
      '*.{ts,mjs,js}',
    ],
    ignores: ['tests/pages/**'],
    languageOptions: {globals: globals.node},
  },
  {
    // Loaders the bundler requires by path: CommonJS, type-checked through `// @ts-check`.
    files: ['plugins/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
