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

/**
 * Removed before extraction: anchors' "#" links and other chrome that is not page text, such as "Was
 * this page helpful?". On an API operation page, too: its parameters, request and response schemas
 * and their media type and schema tabs, and the explorer's placeholder, all drawn into the HTML for
 * readers; their field names and limits, repeated on every operation, would outweigh the operation's
 * own description and the guides, and a guide's field tables already index the fields readers ask for.
 * And what a page marks as repeating other pages (`.indexed-elsewhere`: the Troubleshooting page's
 * lists of the guides' entries): a search finds that text on the page that explains it.
 */
export const ignoredSelectors = [
  '.hash-link',
  '.indexed-elsewhere',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.page-feedback',
  '.openapi-markdown__details',
  '.openapi-tabs__mime-container',
  '.openapi-tabs__schema-tabs-container',
  'section[aria-labelledby="api-explorer-title"]',
].join(', ');

/** The docusaurus_tag of guide pages (the default docs instance): they outrank the API reference. */
export const GUIDES_TAG_PREFIX = 'docs-default-';

/**
 * Hubs, pages that send readers to others rather than answer them: the guides' home page and the
 * glossary, by the classes Docusaurus gives a doc page's `<html>` (the same in every locale): its
 * docs instance and `docs-doc-id-*`. Their short blurbs hold a question's words as often as the
 * guides they point to.
 */
export const HUB_PAGES = ['index', 'reference/glossary']
  .map((id) => `html.plugin-id-default[class~="docs-doc-id-${id}"]`)
  .join(', ');

/**
 * A page's rank (`weight.pageRank`), the custom ranking's first criterion: guides, then the API
 * reference, then hubs. The local engine also puts a hub's records after the others' that hold as
 * many of a query's words (engine/ranking.ts).
 */
export const PageRank = {guide: 2, reference: 1, hub: 0} as const;
