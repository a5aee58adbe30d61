/**
 * Where the indexer finds each level of a page's hierarchy: the Docusaurus DocSearch template's
 * selectors. `search/docsearch-crawler.config.js` carries the same strings (a unit test holds them equal),
 * so the local index and a hosted crawl produce equivalent records.
 */
export const recordSelectors = {
  /** Tried in order: the active sidebar category, else the active navbar section. */
  lvl0: {
    selectors: [
      '.menu__link.menu__link--sublist.menu__link--active',
      '.navbar__item.navbar__link--active',
    ],
    defaultValue: 'Documentation',
  },
  lvl1: 'header h1, article h1',
  lvl2: 'article h2',
  lvl3: 'article h3',
  lvl4: 'article h4',
  lvl5: 'article h5, article td:first-child',
  lvl6: 'article h6',
  content: 'article p, article li, article td:last-child',
} as const;

/** Removed before extraction: anchors' "#" links and other chrome that is not page text. */
export const ignoredSelectors =
  '.hash-link, .theme-edit-this-page, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-breadcrumbs';
