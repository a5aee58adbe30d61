import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';

import {apiReferencePlugins, apiStylesheet, openApiDocument} from './features/api-reference';
import {releaseNotesPlugin, remarkOperationMarks} from './features/release-notes';
import {resolveSearchMode, searchIndex, searchPlugin} from './features/search';
import analytics from './plugins/docusaurus/analytics';
import builtPages from './plugins/docusaurus/built-pages';
import bundleLayout from './plugins/docusaurus/bundle-layout';
import codeHighlight, {remarkCodeHighlight} from './plugins/docusaurus/code-highlight';
import dependencyEdits, {checkEditIds, pageTemplate} from './plugins/docusaurus/dependency-edits';
import envExample, {ENV_EXAMPLE_DIR} from './plugins/docusaurus/env-example';
import exampleFiles from './plugins/docusaurus/example-files';
import flowFiles from './plugins/docusaurus/flow-files';
import localePictures from './plugins/docusaurus/locale-pictures';
import {markdownTwins} from './plugins/docusaurus/markdown-twins';
import {securityHeadersOf} from './plugins/docusaurus/security-headers';
import {parseOrigins, serverOrigins} from './plugins/docusaurus/security-headers/policy';
import {contentDates} from './plugins/helpers/contentDates';
import remarkExampleFile from './plugins/remark/remark-example-file';
import remarkFacts from './plugins/remark/remark-facts';
import {listOperations} from './plugins/helpers/openApiOperations';
import {guideRemarkPlugins} from './plugins/remark/guidePlugins';
import robotsTxt from './plugins/docusaurus/robots-txt';
import utf8Scripts from './plugins/docusaurus/utf8-scripts';
import {
  darkCodeTheme,
  lightCodeTheme,
  prismLanguages,
} from './plugins/docusaurus/code-highlight/prismThemes';
import {facts} from './data/facts';
import {legacyRedirects} from './data/redirects';
import {
  announcement,
  builtLocales,
  configLocale,
  cookieSettingsButton,
  copyright,
  localeConfigs,
  releaseNotesLabel,
  siteDefaults,
} from './data/site';
import {envSwitch} from './plugins/helpers/envSwitch';

// Environment, read once. Every optional part of the site switches on these.
const SITE_URL = process.env.DOCS_SITE_URL ?? siteDefaults.url;
const GTM_CONTAINER_ID = process.env.DOCS_GTM_ID ?? siteDefaults.gtmContainerId;
const GTAG_TRACKING_ID = process.env.DOCS_GTAG_ID ?? siteDefaults.gtagTrackingId;
/** Rspack, SWC and Lightning CSS; `DOCS_FASTER=false` builds with webpack and Babel for comparison. */
const FASTER = envSwitch(process.env, 'DOCS_FASTER', true);
/** Adds the pages under tests/pages (crash trigger and the like) for the browser tests; never set for a deploy. */
const TEST_PAGES = envSwitch(process.env, 'DOCS_TEST_PAGES', false);
/** The locale this config is loaded for: `npm start` without `--locale` serves the default one. */
const LOCALE = configLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);
/**
 * `DOCS_API_REFERENCE=false` leaves the API reference out: a faster preview while writing guides, and
 * `npm run bench:build`'s measure of what the reference costs. Links into it are then warned about.
 */
const API_REFERENCE = envSwitch(process.env, 'DOCS_API_REFERENCE', true);
/** When each guide last changed, from one pass over the Git history. */
const CONTENT_DATES = contentDates();
/** The guides of every locale: the English docs and each translation's. */
const GUIDE_FILE = /(^|\/)(docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\//;

/**
 * Origins the API explorer may send requests to, besides the servers of openapi.json: the
 * Content-Security-Policy allows no other (`connect-src`). A host whose readers try a remote Flowloom
 * server adds its origin here.
 */
const API_ORIGINS = [
  ...serverOrigins(openApiDocument().servers),
  ...parseOrigins(process.env.DOCS_CSP_API_ORIGINS, 'DOCS_CSP_API_ORIGINS'),
];
/** The local index unless DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_SEARCH_KEY and DOCS_ALGOLIA_INDEX_NAME are all set. */
const SEARCH = resolveSearchMode(process.env);
/**
 * Edits of dependency code left out (comma-separated ids of plugins/docusaurus/dependency-edits/registry.ts), to
 * measure what one buys (`npm run bench:edits`); an unknown id stops the build. Never set for a deploy.
 */
const EDITS_OFF = checkEditIds(
  (process.env.DOCS_EDITS_OFF ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean),
);

// The API reference (features/api-reference): its own docs instance, so guide pages never load its
// code, and the pages generated from openapi.json into it.
const OPERATIONS = listOperations(openApiDocument());
const apiReference: PluginConfig[] = API_REFERENCE
  ? apiReferencePlugins({
      locale: LOCALE,
      chunkGroups: !EDITS_OFF.has('guide-chunks'),
      remarkPlugins: [[remarkOperationMarks, {locale: LOCALE, operations: OPERATIONS}]],
    })
  : [];

// Spread, not `TEST_PAGES && plugin`: the OpenAPI plugin's CLI reads `entry[1].id` of every entry.
const testPagesPlugins: PluginConfig[] = TEST_PAGES
  ? [
      [
        '@docusaurus/plugin-content-pages',
        {id: 'test-pages', path: 'tests/pages', routeBasePath: '/__tests'} satisfies PagesOptions,
      ],
    ]
  : [];

const config = {
  title: 'Flowloom Docs',
  tagline: 'Build RAG and multi-agent AI applications visually, then ship them as APIs.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: siteDefaults.baseUrl,
  trailingSlash: false,
  // Pages paint before their scripts run (the "paint-first" edit of plugins/docusaurus/dependency-edits).
  ssrTemplate: pageTemplate(EDITS_OFF),

  onBrokenLinks: API_REFERENCE ? 'throw' : 'warn',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: API_REFERENCE ? 'throw' : 'warn',
  onDuplicateRoutes: 'throw',
  // Files generated before bundling (the `.env` example of plugins/docusaurus/env-example.ts) join static/.
  staticDirectories: ['static', ENV_EXAMPLE_DIR],

  i18n: {
    defaultLocale: 'en',
    locales: [...builtLocales],
    localeConfigs,
  },

  future: {
    experimental_faster: FASTER,
  },

  markdown: {
    // Each guide's date as front matter: Docusaurus shows it and puts it in the sitemap without a
    // `git log` of its own per file (plugins/helpers/contentDates.ts).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const file = params.filePath.split('\\').join('/');
      if (GUIDE_FILE.test(file) && result.frontMatter.last_update === undefined)
        result.frontMatter.last_update = {
          date: CONTENT_DATES.dateOf(params.filePath).toISOString(),
        };
      return result;
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${facts.links.docsRepo}/edit/main/`,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          ...guideRemarkPlugins(LOCALE),
        },
        blog: false,
        pages: {
          remarkPlugins: [remarkFacts, [remarkExampleFile, {locale: LOCALE}], remarkCodeHighlight],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: 'datetime',
          changefreq: null,
          priority: null,
          // The search page holds no content of its own (crawlers should not index result pages),
          // and every page the sitemap lists has a Markdown twin.
          ignorePatterns: [
            `${siteDefaults.baseUrl}**/__tests/**`,
            `${siteDefaults.baseUrl}__tests/**`,
            `${siteDefaults.baseUrl}search`,
            `${siteDefaults.baseUrl}*/search`,
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Tag Manager and gtag, only with the reader's consent (instead of the preset's options).
    [analytics({gtm: GTM_CONTAINER_ID, gtag: GTAG_TRACKING_ID}), {}],
    ...apiReference,
    // The release notes' feeds, linked from every page's head (features/release-notes).
    [releaseNotesPlugin({locale: LOCALE, operations: OPERATIONS}), {}],
    // As [plugin, options]: the OpenAPI plugin's CLI reads `entry[1].id` of every plugin entry.
    [bundleLayout({chunkGroups: !EDITS_OFF.has('guide-chunks')}), {}],
    [utf8Scripts, {}],
    [codeHighlight, {}],
    [dependencyEdits({off: EDITS_OFF, localSearch: SEARCH.kind === 'local'}), {}],
    'docusaurus-plugin-image-zoom',
    [searchPlugin(SEARCH), {}],
    // After each locale's build, one pass over its pages: each is read and parsed once, and each of
    // these reads it in turn.
    [
      builtPages([
        // Links the API reference's stylesheet into its pages: the pass writes them, then reads them.
        apiStylesheet,
        searchIndex,
        markdownTwins,
        // Writes the client redirects' pages first; the policy allows every inline script by hash.
        securityHeadersOf({
          algoliaAppId: SEARCH.kind === 'hosted' ? SEARCH.appId : undefined,
          apiOrigins: API_ORIGINS,
          redirects: {redirects: legacyRedirects} satisfies ClientRedirectsOptions,
        }),
      ]),
      {},
    ],
    [robotsTxt, {}],
    [envExample, {}],
    [exampleFiles, {}],
    [flowFiles, {}],
    [localePictures, {}],
    ...testPagesPlugins,
  ],

  clientModules: [
    './src/clientModules/chunkRecovery.ts',
    './src/clientModules/dropdownEscape.ts',
    './src/clientModules/pageViews.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'Flowloom, RAG, agents, low-code, LLM, workflow builder, MCP'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content[LOCALE],
      backgroundColor: 'var(--flowloom-announcement-bg)',
      textColor: 'var(--flowloom-announcement-fg)',
      isCloseable: true,
    },
    navbar: {
      title: facts.name,
      hideOnScroll: true,
      logo: {
        alt: 'Flowloom logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'guides', position: 'left', label: 'Guides'},
        ...(API_REFERENCE
          ? [
              {
                type: 'docSidebar',
                sidebarId: 'api',
                docsPluginId: 'api',
                position: 'left',
                label: 'API reference',
              } as const,
            ]
          : []),
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With a single version the theme renders a plain link; the release notes make it a menu.
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {to: '/release-notes', label: releaseNotesLabel[LOCALE]},
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {
          href: facts.links.repo,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'Flowloom source repository on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'Flowloom',
        src: 'img/logo-dark.svg',
        srcDark: 'img/logo-dark.svg',
        width: 40,
        height: 40,
        href: facts.links.repo,
      },
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Welcome', to: '/'},
            {label: 'Installation', to: '/get-started-installation'},
            {label: 'Quickstart', to: '/get-started-quickstart'},
            {label: 'Concepts', to: '/concepts-overview'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Chat', href: facts.links.chat},
            {label: 'Discussions', href: facts.links.discussions},
            {label: 'Report an issue', href: facts.links.issues},
          ],
        },
        {
          title: 'Get Flowloom',
          items: [
            {label: 'Source code', href: facts.links.repo},
            {label: 'Releases', href: facts.links.releases},
            {label: 'Container image', href: facts.links.registry},
            {label: 'Python package', href: facts.links.pypi},
          ],
        },
        {
          title: 'About these docs',
          items: [
            {label: 'Docs source', href: facts.links.docsRepo},
            {html: cookieSettingsButton(LOCALE)},
          ],
        },
      ],
      copyright: copyright[LOCALE],
    },
    zoom: {
      selector: '.markdown img',
      background: {
        light: 'rgb(255, 255, 255)',
        dark: 'rgb(27, 29, 34)',
      },
      config: {
        margin: 24,
        scrollOffset: 40,
      },
    },
    algolia: {
      appId: SEARCH.appId,
      apiKey: SEARCH.apiKey,
      indexName: SEARCH.indexName,
      // Facet filters on language and docs version: readers see results of the locale they read.
      contextualSearch: true,
      searchPagePath: 'search',
      // Analytics go to the data layer (features/search/browser/analytics.ts), never to Algolia Insights.
      insights: false,
    },
    // Request samples of the API reference, in this order.
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl'},
      {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
      {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios'},
    ],
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: prismLanguages,
    },
  } satisfies Preset.ThemeConfig & OpenApiThemeConfig,
} satisfies Config;

export default config;
