/**
 * The edits of dependency code that the API reference needs (listed in the site's registry,
 * plugins/docusaurus/dependency-edits/registry.ts): import swaps that give the OpenAPI theme lighter
 * modules of this folder (browser/), and Prism's languages where the reference highlights.
 */
import {join} from 'node:path';

import {importSwap} from '../../plugins/docusaurus/dependency-edits/importSwap';
import type {DependencyEdit} from '../../plugins/docusaurus/dependency-edits/types';

/** A browser module of this folder, swapped in for a package's. */
const browser = (file: string): string => join(__dirname, 'browser', file);

const OPENAPI_THEME = 'docusaurus-theme-openapi-docs/lib/theme';

export const apiReferenceEdits: readonly DependencyEdit[] = [
  {
    id: 'openapi-inflated-operation',
    what: 'ApiItem gets the operation already inflated (features/api-reference/browser/inflatedAtBuild.ts) instead of pako',
    why: "The operation in each page's front matter is inflated when the page is compiled (features/api-reference/build/remark/operation.ts): the page ships no inflater.",
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 14.0 KB gzip less JS on every API operation page (pako): 315.7 against 329.7 KB',
      command: 'npm run bench:edits -- openapi-inflated-operation',
      holds:
        'with openapi-plain-chalk, the API operation page within its 330.4 KB gzip JS and CSS budget: without both it is 336.9 KB and fails it (without this one alone, 329.7 KB)',
    },
    upstream:
      'docusaurus-plugin-openapi-docs writing the operation uncompressed, or inflating it at build time (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      importSwap(
        `${OPENAPI_THEME}/ApiItem/index.js`,
        'require("pako")',
        'pako',
        browser('inflatedAtBuild.ts'),
      ),
    ],
  },
  {
    id: 'openapi-sha1',
    what: "The explorer's storage utilities get SHA-1 from features/api-reference/browser/cryptoSha1.ts instead of crypto-js",
    why: 'SHA-1 is the only function used.',
    figure: {
      kind: 'measured',
      value: '21.0 KB gzip less JS when the API explorer opens (crypto-js)',
      command: 'npm run bench:edits -- openapi-sha1',
      holds:
        "no page budget: the explorer's code loads only when a reader asks for request samples; without it that download is 21.0 KB gzip larger, on a phone's connection",
    },
    upstream:
      'The theme using the Web Crypto API (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      importSwap(
        `${OPENAPI_THEME}/ApiExplorer/storage-utils.js`,
        'require("crypto-js")',
        'crypto-js',
        browser('cryptoSha1.ts'),
      ),
    ],
  },
  {
    id: 'openapi-markdown-plugins',
    what: "The theme's Markdown renderer gets no raw-HTML parser (features/api-reference/browser/noRawHtml.ts) and GitHub Flavored Markdown tables only (features/api-reference/browser/remarkGfmTables.ts)",
    why: 'Descriptions hold no raw HTML and, of GFM, tables only: npm run api:gen stops, naming the operation, when one uses more.',
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 56.2 KB gzip less JS on every API operation page (rehype-raw, remark-gfm): 315.7 against 371.9 KB',
      command: 'npm run bench:edits -- openapi-markdown-plugins',
      holds:
        'the API operation page within its 330.4 KB gzip JS and CSS budget: without it the page is 371.9 KB and fails it',
    },
    upstream:
      'None while the descriptions use this subset; remove if openapi.json needs raw HTML or more GFM.',
    replacements: [
      importSwap(
        `${OPENAPI_THEME}/Markdown/index.js`,
        'import rehypeRaw from "rehype-raw";',
        'rehype-raw',
        browser('noRawHtml.ts'),
      ),
      importSwap(
        `${OPENAPI_THEME}/Markdown/index.js`,
        'import remarkGfm from "remark-gfm";',
        'remark-gfm',
        browser('remarkGfmTables.ts'),
      ),
    ],
  },
  {
    id: 'openapi-live-editor-no-eval',
    what: "The explorer's request body editor gets react-live's editor and context from features/api-reference/browser/liveWithoutEval.tsx, whose provider does not compile and run the body",
    why: "react-live runs the code it holds with `Function` on every change, to draw a preview the explorer never shows; the site's Content-Security-Policy has no 'unsafe-eval', so each run was a violation.",
    figure: {
      kind: 'behaviour',
      value:
        "the API explorer's body editor works under the Content-Security-Policy, without 'unsafe-eval'",
      test: 'tests/e2e/api-reference.spec.ts',
    },
    upstream:
      'The theme editing the request body with a plain code editor instead of react-live (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      importSwap(
        `${OPENAPI_THEME}/ApiExplorer/LiveEditor/index.js`,
        'require("react-live")',
        'react-live',
        browser('liveWithoutEval.tsx'),
      ),
    ],
  },
  {
    id: 'openapi-plain-chalk',
    what: 'createSchemaExample gets a chalk without colours (features/api-reference/browser/plainChalk.ts)',
    why: 'Terminal colours for one browser console message.',
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 7.1 KB gzip less JS on every API operation page (chalk): 315.7 against 322.8 KB',
      command: 'npm run bench:edits -- openapi-plain-chalk',
      holds:
        'with openapi-inflated-operation, the API operation page within its 330.4 KB gzip JS and CSS budget: without both it is 336.9 KB and fails it (without this one alone, 322.8 KB)',
    },
    upstream:
      'The plugin not importing chalk in browser code (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      importSwap(
        'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js',
        'require("chalk")',
        'chalk',
        browser('plainChalk.ts'),
      ),
    ],
  },

  {
    id: 'api-lazy-code-block',
    what: "The API reference gets the classic theme's highlighting CodeBlock loaded when a code block is first drawn (features/api-reference/browser/LazyCodeBlock.tsx)",
    why: "Guide pages are highlighted at build time and draw code with the site's own CodeBlock; the API reference renders code from data at run time, and importing the highlighting CodeBlock ran Prism's setup in every API page's hydration.",
    figure: {
      kind: 'behaviour',
      value:
        "the API reference's request samples, response examples and code in descriptions are drawn, highlighted (without it they fail: the site's CodeBlock draws only code highlighted at build time)",
      test: 'tests/e2e/api-reference.spec.ts',
    },
    upstream:
      'None: it follows from highlighting guides at build time (plugins/docusaurus/code-highlight).',
    everyImporter: {folder: OPENAPI_THEME, request: '@theme/CodeBlock'},
    replacements: [
      importSwap(
        `${OPENAPI_THEME}/ApiItem/index.js`,
        'require("@theme/CodeBlock")',
        '@theme/CodeBlock',
        browser('LazyCodeBlock.tsx'),
      ),
      importSwap(
        `${OPENAPI_THEME}/CodeSamples/index.js`,
        'require("@theme/CodeBlock")',
        '@theme/CodeBlock',
        browser('LazyCodeBlock.tsx'),
      ),
      importSwap(
        `${OPENAPI_THEME}/Markdown/index.js`,
        'import CodeBlock from "@theme/CodeBlock";',
        '@theme/CodeBlock',
        browser('LazyCodeBlock.tsx'),
      ),
    ],
  },
  {
    id: 'prism-where-used',
    what: "Prism gets the site's extra languages where it highlights (features/api-reference/browser/prismWithLanguages.ts), not in a client module of every page",
    why: "Guide pages no longer highlight in the browser: the theme's client module loaded Prism and its languages on every page for nothing.",
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 32.8 KB gzip less JS on every page (Prism and its languages): long guide 220.8 against 253.6 KB, API operation 315.7 against 348.6',
      command: 'npm run bench:edits -- prism-where-used',
      holds:
        'every guide within the 225 KB gzip JS and CSS budget, and the API operation page within its 330.4 KB: without it the long guide is 253.6 KB and the API operation page 348.6 KB, and both fail',
    },
    upstream:
      'Docusaurus loading prism-include-languages with the CodeBlock rather than as a client module (an issue to facebook/docusaurus).',
    replacements: [
      {
        module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        from: "import { Prism } from 'prism-react-renderer';\nimport prismIncludeLanguages from '@theme/prism-include-languages';\nprismIncludeLanguages(Prism);",
        to: '// Languages are registered where Prism highlights (features/api-reference/browser/prismWithLanguages.ts).',
      },
      importSwap(
        '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
        "from 'prism-react-renderer';",
        'prism-react-renderer',
        browser('prismWithLanguages.ts'),
      ),
      ...[
        'ApiExplorer/ApiCodeBlock/Content/String.js',
        'ApiExplorer/ApiCodeBlock/ExpandButton/index.js',
      ].map((file) =>
        importSwap(
          `${OPENAPI_THEME}/${file}`,
          'require("prism-react-renderer")',
          'prism-react-renderer',
          browser('prismWithLanguages.ts'),
        ),
      ),
    ],
    appliedTo: 'browser bundle',
  },
];
