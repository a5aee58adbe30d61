/**
 * Algolia Crawler configuration for the Flowloom docs (https://flowloom.dev/docs/workflow/, English and
 * 简体中文), for teams that serve search from hosted Algolia and let the DocSearch crawler fill the index
 * instead of running `npm run search:upload`.
 *
 * Paste it into the crawler's editor (dashboard.algolia.com → Data sources → Crawler → your crawler →
 * Editor), fill in the app ID and the crawler API key, save, then start a crawl.
 *
 * It produces records equivalent to the site's own build-time index: the same selectors and removed
 * chrome as src/search/selectors.ts, the same lvl0 and page rank rules as plugins/search, and the same
 * index settings as scripts/search/algolia-settings.ts. The editor cannot import project code, so these
 * are copies; tests/unit/search-upload.test.ts fails when they drift.
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://flowloom.dev/docs/workflow/', 'https://flowloom.dev/docs/workflow/zh-Hans/'],
  sitemaps: [
    'https://flowloom.dev/docs/workflow/sitemap.xml',
    'https://flowloom.dev/docs/workflow/zh-Hans/sitemap.xml',
  ],
  discoveryPatterns: ['https://flowloom.dev/docs/workflow/**'],
  // As in DocSearch's Docusaurus template: a page reached by another URL than its canonical one is still indexed.
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'flowloom_docs',
      pathsToMatch: ['https://flowloom.dev/docs/workflow/**'],
      recordExtractor: ({$, helpers}) => {
        // Chrome that is not page text: heading anchors, edit link, pager, mobile TOC, breadcrumbs.
        $(
          '.hash-link, .theme-edit-this-page, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-breadcrumbs',
        ).remove();

        // lvl0: the active sidebar category, else the active navbar section (first match wins), else the default.
        const textOf = (selector) =>
          $(selector)
            .first()
            .text()
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim();
        const lvl0 =
          [
            '.menu__link.menu__link--sublist.menu__link--active',
            '.navbar__item.navbar__link--active',
          ]
            .map(textOf)
            .find(Boolean) || 'Documentation';
        // Guides (the default docs instance) outrank the API reference when text relevance ties.
        const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || '';

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: 'header h1, article h1',
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
            pageRank: docusaurusTag.startsWith('docs-default-') ? '1' : '0',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    flowloom_docs: {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: [
        'filterOnly(language)',
        'filterOnly(docusaurus_tag)',
        'filterOnly(type)',
      ],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      minWordSizefor1Typo: 5,
      minWordSizefor2Typos: 9,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      attributeCriteriaComputedByMinProximity: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
      queryLanguages: ['zh', 'en'],
      removeStopWords: true,
      ignorePlurals: true,
    },
  },
});
