/**
 * The Algolia Crawler configuration for the deployed site (`npm run search:crawler-config`), for teams that serve search from hosted Algolia
 * and let the DocSearch crawler fill the index instead of running `npm run search:upload`. It is made
 * from the indexer's own selectors (features/search/common/selectors.ts), page rank rule and index settings
 * (./algoliaSettings.ts), so a crawl gives the records the build would. Paste the output into the
 * crawler's editor (dashboard.algolia.com → Data sources → Crawler → Editor) and fill in the app ID
 * and the crawler API key. The synonyms and the name rules go by `npm run search:upload -- --no-records`.
 */
import {builtLocales, localeDir, siteDefaults} from '../../../data/site';
import {DEFAULT_INDEX_NAME} from '../common/constants';
import {
  GUIDES_TAG_PREFIX,
  HUB_PAGES,
  ignoredSelectors,
  PageRank,
  recordSelectors,
} from '../common/selectors';
import {docsearchIndexSettings} from './algoliaSettings';

const json = (value: unknown, indent = 0): string =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${' '.repeat(indent)}`);

/** The crawler's script: one `new Crawler({...})` for the site at `siteUrl`. */
export function crawlerConfig(siteUrl: string): string {
  const root = `${siteUrl}${siteDefaults.baseUrl}`;
  const localeRoots = builtLocales.map((locale) => `${root}${localeDir(locale)}`);
  const {lvl0, ...levels} = recordSelectors;
  return `// Algolia Crawler configuration for ${root}, made by \`npm run search:crawler-config\`.
// Fill in the app ID and the crawler API key, save, then start a crawl. Synonyms and query rules
// are not part of a crawler's configuration: after the first crawl, send them (with the settings)
// from a build: \`npm run search:upload -- --no-records\`.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ${json(localeRoots, 2)},
  sitemaps: ${json(
    localeRoots.map((url) => `${url}sitemap.xml`),
    2,
  )},
  discoveryPatterns: ${json([`${root}**`], 2)},
  // A page reached by another URL than its canonical one is still indexed.
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: ${json(DEFAULT_INDEX_NAME)},
      pathsToMatch: ${json([`${root}**`], 6)},
      recordExtractor: ({$, helpers}) => {
        // Chrome that is not page text.
        $(${json(ignoredSelectors)}).remove();
        // lvl0: the first of these selectors that matches, else the default.
        const textOf = (selector) =>
          $(selector).first().text().replace(/\\u200b/g, '').replace(/\\s+/g, ' ').trim();
        const lvl0 = ${json(lvl0.selectors, 8)}.map(textOf).find(Boolean) || ${json(lvl0.defaultValue)};
        // Guides, then the API reference, then hubs (the home page, the glossary).
        const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || '';
        const pageRank =
          $(${json(HUB_PAGES)}).length > 0
            ? ${PageRank.hub}
            : docusaurusTag.startsWith(${json(GUIDES_TAG_PREFIX)})
              ? ${PageRank.guide}
              : ${PageRank.reference};
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            ...${json(levels, 12)},
            pageRank: String(pageRank),
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    ${json(DEFAULT_INDEX_NAME)}: ${json(docsearchIndexSettings, 4)},
  },
});
`;
}
