/**
 * Where the indexer finds each level of a page's hierarchy: the Docusaurus DocSearch template's
 * selectors. The crawler configuration (`npm run search:crawler-config`) is made from these too, so
 * the local index and a hosted crawl produce equivalent records.
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

/** Removed before extraction: anchors' "#" links and other chrome that is not page text, such as "Was this page helpful?". */
export const ignoredSelectors =
  '.hash-link, .theme-edit-this-page, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-breadcrumbs, .page-feedback';

/** The docusaurus_tag of guide pages (the default docs instance): they outrank the API reference. */
export const GUIDES_TAG_PREFIX = 'docs-default-';
