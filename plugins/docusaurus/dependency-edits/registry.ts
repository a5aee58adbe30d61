/**
 * Every change this site makes to a dependency's code, in one list: exact text replacements in
 * compiled modules, import swaps (a replacement of the import's specifier with a file of ours) and
 * the edit of Docusaurus's page template; and the site's own speed code that relies on a dependency's
 * internals, which `DOCS_EDITS_OFF` leaves out all the same. Each says what it changes, why, what it
 * buys (measured on the React build, or a behaviour a test checks) and what would let it go. The
 * bundler rules, the build report, the README table and the tests all read this list.
 */
import {join} from 'node:path';

import {startScriptsAfterPaint} from '../paint-first';
import type {DependencyEdit} from './types';

/** A file of this repository, as the specifier of a swapped import. */
const ours = (file: string): string => JSON.stringify(join(__dirname, '../../..', file));

const SEARCH_BAR = '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js';
const SEARCH_PAGE = '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js';
const DOCSEARCH = '@docsearch/react/dist/esm/index.js';
const OPENAPI_THEME = 'docusaurus-theme-openapi-docs/lib/theme';

const AXE_TEST =
  'tests/e2e/accessibility.spec.ts › the search modal, empty, with results and with recent searches';

export const registry: readonly DependencyEdit[] = [
  // --- Search: the theme's DocSearch UI, served by the local engine ---------------------------
  {
    id: 'search-button',
    what: "SearchBar imports DocSearch's button and shortcuts from src/search/DocSearchButton.tsx",
    why: "@docsearch/react is one bundle: importing its button put the whole modal into every page's main chunk. Ours renders the same button and shortcuts; the modal loads when a reader reaches for search.",
    figure: {
      kind: 'measured',
      value: '25.1 KB gzip less JS on every page (the modal no longer in the main chunk)',
      command: 'npm run bench:edits -- search-button',
    },
    upstream:
      'DocSearch publishing its button as a module of its own (@docsearch/react/button) that the theme imports.',
    replacements: [
      {
        module: SEARCH_BAR,
        from: "from '@docsearch/react';",
        to: `from ${ours('src/search/DocSearchButton.tsx')};`,
      },
    ],
  },
  {
    id: 'search-modal',
    what: 'SearchBar loads the modal from src/search/DocSearchModal.tsx',
    why: 'Adds what config cannot carry: the local search client, analytics to the data layer, the "Let us know" link, an error screen that stays, results that are links, Tab kept in the dialog, keys for stored searches.',
    figure: {
      kind: 'behaviour',
      value: 'local search, hits that are links, Tab kept in the dialog',
      test: 'tests/e2e/search.spec.ts',
    },
    upstream:
      'Docusaurus accepting a modal component (or DocSearch props such as hitComponent and transformSearchClient as functions) from a wrapper.',
    replacements: [
      {
        module: SEARCH_BAR,
        from: "import('@docsearch/react/modal')",
        to: `import(${ours('src/search/DocSearchModal.tsx')})`,
      },
    ],
  },
  {
    id: 'search-no-preconnect',
    what: "SearchBar's `<Head>` drops the preconnect to the Algolia host",
    why: 'Local search never contacts Algolia: the preconnect opened a connection to a host the page never uses.',
    figure: {
      kind: 'behaviour',
      value: 'no connection to Algolia in local mode',
      test: "tests/e2e/search.spec.ts › loads this locale's index lazily, on hover of the search button, and never calls Algolia",
    },
    upstream:
      'The theme adding the preconnect only when the app id is not a placeholder, or an option to turn it off.',
    localSearchOnly: true,
    replacements: [
      {
        module: SEARCH_BAR,
        from: "import Head from '@docusaurus/Head';",
        to: `import Head from ${ours('src/search/HeadWithoutPreconnect.tsx')};`,
      },
    ],
  },
  {
    id: 'search-page-client',
    what: 'SearchPage gets its search client from src/search/searchPageClient.ts',
    why: 'The local search client in local mode, and 20 hits a page (the page asks for 15).',
    figure: {
      kind: 'behaviour',
      value: 'the search page searches the local index, 20 hits a page',
      test: 'tests/e2e/search.spec.ts › \'"See all results" leads to the search page, which pages by 20\'',
    },
    upstream:
      'The search page taking its client from the same place as the modal (transformSearchClient).',
    replacements: [
      {
        module: SEARCH_PAGE,
        from: "import {liteClient} from 'algoliasearch/lite';",
        to: `import {liteClient} from ${ours('src/search/searchPageClient.ts')};`,
      },
    ],
  },
  {
    id: 'docsearch-result-lists',
    what: "Each result list gets the id that the search field's aria-controls names",
    why: 'DocSearch gives every list the same id (duplicate ids, a broken aria-controls: WCAG 4.1.2).',
    figure: {
      kind: 'behaviour',
      value: 'axe: no duplicate-id, aria-valid-attr-value',
      test: AXE_TEST,
    },
    upstream: 'DocSearch passing the source to getListProps (a pull request to algolia/docsearch).',
    replacements: [
      {
        module: DOCSEARCH,
        from: 'e.createElement("ul",t.getListProps(),',
        to: 'e.createElement("ul",t.getListProps({source:t.collection.source}),',
      },
    ],
  },
  {
    id: 'docsearch-dialog',
    what: "The modal is a dialog named by the search field's label; the backdrop is neither a second combobox nor a focusable button; the search bar and footer are not landmarks",
    why: 'axe finds a nested combobox, a focusable element without a name and duplicate banner and contentinfo landmarks (WCAG 1.3.1, 4.1.2).',
    figure: {
      kind: 'behaviour',
      value: 'axe: no nested-interactive, landmark-unique, aria-dialog-name faults',
      test: AXE_TEST,
    },
    upstream: 'Fixed in DocSearch 4 (its modal markup was rewritten); remove on upgrading.',
    replacements: [
      {
        module: DOCSEARCH,
        from: 'm({ref:F},re({"aria-expanded":!0}),{className:[',
        to: 'm({ref:F},{className:[',
      },
      {
        module: DOCSEARCH,
        from: ',role:"button",tabIndex:0,onMouseDown:',
        to: ',onMouseDown:',
      },
      {
        module: DOCSEARCH,
        from: 'e.createElement("div",{className:"DocSearch-Modal",ref:U}',
        to: 'e.createElement("div",{className:"DocSearch-Modal",ref:U,role:"dialog","aria-modal":"true","aria-labelledby":"docsearch-label"}',
      },
      {
        module: DOCSEARCH,
        from: 'e.createElement("header",{className:"DocSearch-SearchBar",',
        to: 'e.createElement("div",{className:"DocSearch-SearchBar",',
      },
      {
        module: DOCSEARCH,
        from: 'e.createElement("footer",{className:"DocSearch-Footer"}',
        to: 'e.createElement("div",{className:"DocSearch-Footer"}',
      },
    ],
  },
  {
    id: 'docsearch-stored-search-actions',
    what: "A stored search's save and remove buttons become mouse targets; its option names the keys that do the same (aria-keyshortcuts)",
    why: 'The buttons sat inside the result option: controls nested in a control (WCAG 4.1.2). The keyboard gets Delete and Ctrl+S (src/search/storedSearchKeys.ts).',
    figure: {
      kind: 'behaviour',
      value: 'axe: no nested-interactive; Delete and Ctrl+S act on the active search',
      test: 'tests/e2e/search.spec.ts › a recent search is saved with Ctrl+S and removed with Delete',
    },
    upstream: 'Fixed in DocSearch 4 (stored searches are rewritten); remove on upgrading.',
    replacements: (
      [
        ['s', 'save'],
        ['p', 'remove'],
        ['y', 'remove'],
      ] as const
    ).map(([title, action]) => ({
      module: DOCSEARCH,
      from: `e.createElement("button",{className:"DocSearch-Hit-action-button",title:${title},type:"submit",onClick:`,
      to: `e.createElement("span",{className:"DocSearch-Hit-action-button",title:${title},"aria-hidden":"true","data-action":"${action}",onClick:`,
    })),
  },
  {
    id: 'docsearch-option-link',
    what: "The list item hands its option role, id, state and handlers to the result component, which puts them on the result's link (src/search/DocSearchModal.tsx); a stored search's option names its keys",
    why: 'A result is a link (Ctrl, Cmd, Shift and middle clicks, copying the address) and the option of the listbox at once: a link inside an option would be a control nested in a control (WCAG 4.1.2).',
    figure: {
      kind: 'behaviour',
      value: 'hits are links with no nested control',
      test: 'tests/e2e/search.spec.ts › hits are links: their address, and Ctrl+Enter, Shift+Enter, Ctrl+click, Shift+click and a middle click open a new tab',
    },
    upstream:
      'DocSearch letting hitComponent receive the item props (a pull request to algolia/docsearch).',
    replacements: [
      {
        module: DOCSEARCH,
        from: 'onTransitionEnd:function(){y.current&&y.current()}},a({item:r,source:u.source,onClick:function(e){c(r,e)}})),e.createElement(g,{hit:r},',
        to: 'onTransitionEnd:function(){y.current&&y.current()},role:"none"}),e.createElement(g,{hit:r,option:m(a({item:r,source:u.source,onClick:function(e){c(r,e)}}),{"aria-keyshortcuts":{recentSearches:"Delete Control+S Meta+S",favoriteSearches:"Delete"}[u.source.sourceId]})},',
      },
    ],
  },

  // --- Page load: Docusaurus's page template ---------------------------------------------------
  {
    id: 'paint-first',
    what: 'The page template preloads the webpack runtime and main.js at the low priority of deferred scripts, and a small inline script starts them once the first contentful paint is on screen and the page is parsed, two frames later (plugins/docusaurus/paint-first.ts)',
    why: 'With defer, a fast connection ran them before the first paint, and the page already parsed waited for code that changes nothing on screen.',
    figure: {
      kind: 'measured',
      value:
        'long guide, mobile, 2026-11-28, Docusaurus 3.7.0, 7 runs per arm interleaved: TBT median 97 ms (IQR 71–107) with it, 172 ms (IQR 162–184) without; performance 99 (IQR 99–100) against 94 (IQR 93–96)',
      command: 'npm run bench:edits -- paint-first --pages "long guide"',
    },
    upstream:
      'Docusaurus starting its scripts after the first paint (an issue to facebook/docusaurus), or a custom ssrTemplate without a text edit.',
    appliedTo: 'template',
    replacements: [
      {
        module: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
        from: '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
        to: '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">',
      },
      {
        module: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
        from: '  </head>',
        to: `    <script>(${startScriptsAfterPaint})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>\n  </head>`,
      },
    ],
  },

  // --- Site code that relies on dependency internals (no replacement; DOCS_EDITS_OFF still applies)
  {
    id: 'root-transition',
    what: "src/theme/Root.tsx provides Docusaurus's browser context again, below Docusaurus's own providers, and turns it true in a transition",
    why: "Docusaurus turns `useIsBrowser()` true right after hydration as an urgent update: everything that reads it (BrowserOnly, the colour mode toggle, the OpenAPI theme's page) re-rendered in one long task, the longest of an API page on a phone. No config or hook reaches the update.",
    figure: {
      kind: 'measured',
      value:
        'API operation, mobile, 2026-11-29, Docusaurus 3.7.0, 7 runs per arm interleaved: TBT median 161 ms (IQR 142–177) with it, 287 ms (IQR 222–301) without; performance 98 (IQR 98–99) against 94 (IQR 94–96)',
      command: 'npm run bench:edits -- root-transition --pages "API operation"',
    },
    upstream:
      'Docusaurus setting its browser context in a transition (an issue to facebook/docusaurus).',
    appliedTo: 'site code',
    siteCode: {
      files: ['src/theme/Root.tsx'],
      internals: ['@docusaurus/core/lib/client/browserContext.js'],
    },
    replacements: [],
  },
  {
    id: 'guide-chunks',
    what: "plugins/docusaurus/bundle-layout.ts's chunk groups: the API reference's packages in async chunks of their own, and what draws Markdown content in one chunk",
    why: "Docusaurus's `common` chunk takes the modules half the pages use, and every page loads it: the API pages are more than half of all pages, so every guide would download the API reference's runtime.",
    figure: {
      kind: 'measured',
      value:
        '41.6 KB gzip less JS on every guide page (long guide 220.8 against 262.4 KB; search page 215.8 against 261.0); the API operation page the same (324.5 against 324.6)',
      command: 'npm run bench:edits -- guide-chunks --no-lighthouse',
    },
    upstream:
      "None while the API reference is most of the pages. The content group names theme-classic's internal module paths: an upgrade that moves them shows in this figure and in npm run bench:size.",
    appliedTo: 'site code',
    siteCode: {
      files: ['plugins/docusaurus/bundle-layout.ts'],
      internals: [
        '@docusaurus/theme-classic/lib/theme/MDXComponents',
        '@docusaurus/theme-common/lib/components/Details',
      ],
    },
    replacements: [],
  },

  // --- The API reference: lighter modules -------------------------------------------------------
  {
    id: 'openapi-inflated-operation',
    what: 'ApiItem gets the operation already inflated (src/openapi/inflatedAtBuild.ts) instead of pako',
    why: "The operation in each page's front matter is inflated when the page is compiled (plugins/remark/inflate-api-front-matter.ts): the page ships no inflater.",
    figure: {
      kind: 'measured',
      value: '13.9 KB gzip less JS on every API operation page (pako)',
      command: 'npm run bench:edits -- openapi-inflated-operation',
    },
    upstream:
      'docusaurus-plugin-openapi-docs writing the operation uncompressed, or inflating it at build time (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      {
        module: `${OPENAPI_THEME}/ApiItem/index.js`,
        from: 'require("pako")',
        to: `require(${ours('src/openapi/inflatedAtBuild.ts')})`,
      },
    ],
  },
  {
    id: 'openapi-sha1',
    what: "The explorer's storage utilities get SHA-1 from src/openapi/cryptoSha1.ts instead of crypto-js",
    why: 'SHA-1 is the only function used.',
    figure: {
      kind: 'measured',
      value: '21.0 KB gzip less JS when the API explorer opens (crypto-js)',
      command: 'npm run bench:edits -- openapi-sha1',
    },
    upstream:
      'The theme using the Web Crypto API (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      {
        module: `${OPENAPI_THEME}/ApiExplorer/storage-utils.js`,
        from: 'require("crypto-js")',
        to: `require(${ours('src/openapi/cryptoSha1.ts')})`,
      },
    ],
  },
  {
    id: 'openapi-markdown-plugins',
    what: "The theme's Markdown renderer gets no raw-HTML parser (src/openapi/noRawHtml.ts) and GitHub Flavored Markdown tables only (src/openapi/remarkGfmTables.ts)",
    why: 'Descriptions hold no raw HTML and, of GFM, tables only: npm run api:gen stops, naming the operation, when one uses more.',
    figure: {
      kind: 'measured',
      value: '55.9 KB gzip less JS on every API operation page (rehype-raw, remark-gfm)',
      command: 'npm run bench:edits -- openapi-markdown-plugins',
    },
    upstream:
      'None while the descriptions use this subset; remove if openapi.json needs raw HTML or more GFM.',
    replacements: [
      {
        module: `${OPENAPI_THEME}/Markdown/index.js`,
        from: 'import rehypeRaw from "rehype-raw";',
        to: `import rehypeRaw from ${ours('src/openapi/noRawHtml.ts')};`,
      },
      {
        module: `${OPENAPI_THEME}/Markdown/index.js`,
        from: 'import remarkGfm from "remark-gfm";',
        to: `import remarkGfm from ${ours('src/openapi/remarkGfmTables.ts')};`,
      },
    ],
  },
  {
    id: 'openapi-live-editor-no-eval',
    what: "The explorer's request body editor gets react-live's editor and context from src/openapi/liveWithoutEval.tsx, whose provider does not compile and run the body",
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
      {
        module: `${OPENAPI_THEME}/ApiExplorer/LiveEditor/index.js`,
        from: 'require("react-live")',
        to: `require(${ours('src/openapi/liveWithoutEval.tsx')})`,
      },
    ],
  },
  {
    id: 'openapi-plain-chalk',
    what: 'createSchemaExample gets a chalk without colours (src/openapi/plainChalk.ts)',
    why: 'Terminal colours for one browser console message.',
    figure: {
      kind: 'measured',
      value: '7.1 KB gzip less JS on every API operation page (chalk)',
      command: 'npm run bench:edits -- openapi-plain-chalk',
    },
    upstream:
      'The plugin not importing chalk in browser code (an issue to PaloAltoNetworks/docusaurus-openapi-docs).',
    replacements: [
      {
        module: 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js',
        from: 'require("chalk")',
        to: `require(${ours('src/openapi/plainChalk.ts')})`,
      },
    ],
  },

  // --- Code highlighting: at build time for guides, in the API reference's chunks only ----------
  {
    id: 'api-lazy-code-block',
    what: "The API reference gets the classic theme's highlighting CodeBlock loaded when a code block is first drawn (src/code/LazyCodeBlock.tsx)",
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
      {
        module: `${OPENAPI_THEME}/ApiItem/index.js`,
        from: 'require("@theme/CodeBlock")',
        to: `require(${ours('src/code/LazyCodeBlock.tsx')})`,
      },
      {
        module: `${OPENAPI_THEME}/CodeSamples/index.js`,
        from: 'require("@theme/CodeBlock")',
        to: `require(${ours('src/code/LazyCodeBlock.tsx')})`,
      },
      {
        module: `${OPENAPI_THEME}/Markdown/index.js`,
        from: 'import CodeBlock from "@theme/CodeBlock";',
        to: `import CodeBlock from ${ours('src/code/LazyCodeBlock.tsx')};`,
      },
    ],
  },
  {
    id: 'prism-where-used',
    what: "Prism gets the site's extra languages where it highlights (src/code/prismWithLanguages.ts), not in a client module of every page",
    why: "Guide pages no longer highlight in the browser: the theme's client module loaded Prism and its languages on every page for nothing.",
    figure: {
      kind: 'measured',
      value: '33 KB gzip less JS on every guide page (Prism and its languages)',
      command: 'npm run bench:edits -- prism-where-used',
    },
    upstream:
      'Docusaurus loading prism-include-languages with the CodeBlock rather than as a client module (an issue to facebook/docusaurus).',
    replacements: [
      {
        module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        from: "import { Prism } from 'prism-react-renderer';\nimport prismIncludeLanguages from '@theme/prism-include-languages';\nprismIncludeLanguages(Prism);",
        to: '// Languages are registered where Prism highlights (src/code/prismWithLanguages.ts).',
      },
      {
        module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
        from: "from 'prism-react-renderer';",
        to: `from ${ours('src/code/prismWithLanguages.ts')};`,
      },
      ...[
        'ApiExplorer/ApiCodeBlock/Content/String.js',
        'ApiExplorer/ApiCodeBlock/ExpandButton/index.js',
      ].map((file) => ({
        module: `${OPENAPI_THEME}/${file}`,
        from: 'require("prism-react-renderer")',
        to: `require(${ours('src/code/prismWithLanguages.ts')})`,
      })),
    ],
    appliedTo: 'browser bundle',
  },
];
