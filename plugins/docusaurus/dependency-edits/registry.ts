/**
 * Every change this site makes to a dependency's code, in one list: exact text replacements in
 * compiled modules, import swaps (a replacement of the import's specifier with a module of ours) and
 * the edit of Docusaurus's page template; and the site's own speed code that relies on a dependency's
 * internals, which `DOCS_EDITS_OFF` leaves out all the same. Each says what it changes, why, what it
 * buys (measured on the React build, or a behaviour a test checks) and what would let it go. A
 * feature's edits live in its folder (features/search/edits.ts, features/api-reference/edits.ts);
 * the site-wide ones are here. The bundler rules, the build report, the README tables and the tests
 * all read this list.
 */
import {apiReferenceEdits} from '../../../features/api-reference';
import {searchEdits} from '../../../features/search';
import {startScriptsAfterPaint} from '../paint-first';
import type {DependencyEdit} from './types';

/** The site-wide edits: Docusaurus's page template, and speed code of ours on dependency internals. */
export const siteEdits: readonly DependencyEdit[] = [
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
      holds:
        'the long guide at or above the mobile Lighthouse target of 95 (`npm run bench:lighthouse`): without it the median is 94',
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
      holds:
        'the API operation page at or above the mobile Lighthouse target of 95 (`npm run bench:lighthouse`): without it the median is 94',
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
    what: "The chunk groups of plugins/docusaurus/bundle-layout.ts and features/api-reference/build/chunks.ts: the API reference's packages in async chunks of their own, and what draws Markdown content in one chunk",
    why: "Docusaurus's `common` chunk takes the modules half the pages use, and every page loads it: the API pages are more than half of all pages, so every guide would download the API reference's runtime.",
    figure: {
      kind: 'measured',
      value:
        '2026-12-04, Docusaurus 3.7.0: 41.7 KB gzip less JS on every guide page (long guide 220.8 against 262.5 KB; search page 215.7 against 261.1); the API operation page the same (315.7 against 316.0)',
      command: 'npm run bench:edits -- guide-chunks --no-lighthouse',
      holds:
        'every guide and the search page within the 225 KB gzip JS and CSS budget: without it the long guide is 262.5 KB and the search page 261.1 KB, and both fail',
    },
    upstream:
      "None while the API reference is most of the pages. The content group names theme-classic's internal module paths: an upgrade that moves them shows in this figure and in npm run bench:size.",
    appliedTo: 'site code',
    siteCode: {
      files: ['plugins/docusaurus/bundle-layout.ts', 'features/api-reference/build/chunks.ts'],
      internals: [
        '@docusaurus/theme-classic/lib/theme/MDXComponents',
        '@docusaurus/theme-common/lib/components/Details',
      ],
    },
    replacements: [],
  },
];

export const registry: readonly DependencyEdit[] = [
  ...searchEdits,
  ...siteEdits,
  ...apiReferenceEdits,
];
