/**
 * The edits of dependency code that search needs (listed in the site's registry,
 * plugins/docusaurus/dependency-edits/registry.ts): the theme's SearchBar and search page get this
 * folder's button, modal and search client through import swaps, and DocSearch's markup is made
 * accessible by exact text replacements.
 */
import {join} from 'node:path';

import {importSwap} from '../../plugins/docusaurus/dependency-edits/importSwap';
import type {DependencyEdit} from '../../plugins/docusaurus/dependency-edits/types';
import {SEARCH_INPUT_MAX_LENGTH} from './common/constants';

/** A browser module of this folder, swapped in for a package's. */
const browser = (file: string): string => join(__dirname, 'browser', file);

const SEARCH_BAR = '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js';
const SEARCH_PAGE = '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js';
const DOCSEARCH = '@docsearch/react/dist/esm/index.js';

const AXE_TEST =
  'tests/e2e/accessibility.spec.ts › the search modal, empty, with results and with recent searches';

export const searchEdits: readonly DependencyEdit[] = [
  {
    id: 'search-button',
    what: "SearchBar imports DocSearch's button and shortcuts from features/search/browser/DocSearchButton.tsx",
    why: "@docsearch/react is one bundle: importing its button put the whole modal into every page's main chunk. Ours renders the same button and shortcuts; the modal loads when a reader reaches for search.",
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 24.8 KB gzip less JS on every page (the modal no longer in the main chunk): long guide 220.8 against 245.6 KB',
      command: 'npm run bench:edits -- search-button',
      holds:
        'every guide and the search page within the 225 KB gzip JS and CSS budget: without it the long guide is 245.6 KB and the search page 240.6 KB, and both fail',
    },
    upstream:
      'DocSearch publishing its button as a module of its own (@docsearch/react/button) that the theme imports.',
    replacements: [
      importSwap(
        SEARCH_BAR,
        "from '@docsearch/react';",
        '@docsearch/react',
        browser('DocSearchButton.tsx'),
      ),
    ],
  },
  {
    id: 'search-modal',
    what: 'SearchBar loads the modal from features/search/browser/DocSearchModal.tsx',
    why: 'Adds what config cannot carry: the local search client, analytics to the data layer, the "Let us know" link, an error screen that stays, results that are links, Tab kept in the dialog, keys for stored searches.',
    figure: {
      kind: 'behaviour',
      value: 'local search, hits that are links, Tab kept in the dialog',
      test: 'tests/e2e/search.spec.ts',
    },
    upstream:
      'Docusaurus accepting a modal component (or DocSearch props such as hitComponent and transformSearchClient as functions) from a wrapper.',
    replacements: [
      importSwap(
        SEARCH_BAR,
        "import('@docsearch/react/modal')",
        '@docsearch/react/modal',
        browser('DocSearchModal.tsx'),
      ),
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
      importSwap(
        SEARCH_BAR,
        "import Head from '@docusaurus/Head';",
        '@docusaurus/Head',
        browser('HeadWithoutPreconnect.tsx'),
      ),
    ],
  },
  {
    id: 'search-page-client',
    what: 'SearchPage gets its search client from features/search/browser/searchPageClient.ts',
    why: 'The local search client in local mode, and 20 hits a page (the page asks for 15).',
    figure: {
      kind: 'behaviour',
      value: 'the search page searches the local index, 20 hits a page',
      test: 'tests/e2e/search.spec.ts › \'"See all results" leads to the search page, which pages by 20\'',
    },
    upstream:
      'The search page taking its client from the same place as the modal (transformSearchClient).',
    replacements: [
      importSwap(
        SEARCH_PAGE,
        "import {liteClient} from 'algoliasearch/lite';",
        'algoliasearch/lite',
        browser('searchPageClient.ts'),
      ),
    ],
  },
  {
    id: 'search-page-query',
    what: `SearchPage reads at most ${SEARCH_INPUT_MAX_LENGTH} characters of its query, as its field takes, and starts in its loading state when the address carries one`,
    why: `The modal takes ${SEARCH_INPUT_MAX_LENGTH} characters, the page any length (a long ?q= went whole to the search); and on every ?q= load the page showed "No results were found" for a frame before its first search began.`,
    figure: {
      kind: 'behaviour',
      value: `a ${SEARCH_INPUT_MAX_LENGTH}-character field and query; no "No results" before the first answer`,
      test: "tests/e2e/search.spec.ts › the search page takes 64 characters, as the modal, and shows no 'No results' before its first answer",
    },
    upstream:
      "The theme giving its search page input the modal's maxLength, and an initial state that is loading when a query is present.",
    replacements: [
      {
        module: SEARCH_PAGE,
        from: 'const [searchQuery, setSearchQuery] = useSearchQueryString();',
        to: `const [fullQuery, setSearchQuery] = useSearchQueryString();\n  const searchQuery = fullQuery.slice(0, ${SEARCH_INPUT_MAX_LENGTH});`,
      },
      {
        module: SEARCH_PAGE,
        from: '    initialSearchResultState,\n  );',
        to: '    {...initialSearchResultState, loading: searchQuery ? true : null},\n  );',
      },
      {
        module: SEARCH_PAGE,
        from: 'autoComplete="off"',
        to: `autoComplete="off"\n              maxLength={${SEARCH_INPUT_MAX_LENGTH}}`,
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
    why: 'The buttons sat inside the result option: controls nested in a control (WCAG 4.1.2). The keyboard gets Delete and Ctrl+S (features/search/browser/storedSearchKeys.ts).',
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
    what: "The list item hands its option role, id, state and handlers to the result component, which puts them on the result's link (features/search/browser/DocSearchModal.tsx); a stored search's option names its keys",
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
];
