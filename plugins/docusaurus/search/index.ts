/**
 * Search without ejecting the theme's components:
 * - after each locale's build, index its HTML into `search-index.json` and its parts (the local
 *   engine's data and the source of `npm run search:upload`; see src/search/indexFormat.ts);
 * - in local mode, hide the "Search by Algolia" credits (src/search/localSearch.css).
 * The theme's search components get our button, modal, search client and, in local mode, a head
 * without a preconnect to Algolia through import swaps in plugins/docusaurus/dependency-edits/registry.ts.
 */
import {join} from 'node:path';

import type {PluginModule} from '@docusaurus/types';
import {load} from 'cheerio';
import {readOutputHTMLFile} from '@docusaurus/utils';

import {encodeIndex, writeIndexFiles} from './indexEncoder';
import {GUIDES_TAG_PREFIX} from '../../../src/search/selectors';
import type {DocSearchRecord} from '../../../src/search/types';
import {extractSidebarNames, namesByPath, type SidebarNames} from './extractNames';
import {extractRecords} from './extractRecords';
import type {SearchMode} from './mode';

const searchSource = (file: string) => join(__dirname, '../../../src/search', file);

/** Guides (the default docs instance) before the API reference when text relevance ties. */
const pageRankOf = (docusaurusTag: string) => (docusaurusTag.startsWith(GUIDES_TAG_PREFIX) ? 1 : 0);

/**
 * The HTML Docusaurus wrote for a route. The trailing-slash setting is left undecided on purpose:
 * with `trailingSlash: false` pages are `page.html`, but the locale root is still `index.html`.
 */
export async function readRouteHtml(
  routePath: string,
  baseUrl: string,
  outDir: string,
): Promise<string> {
  return (await readOutputHTMLFile(routePath.slice(baseUrl.length), outDir, undefined)).toString(
    'utf8',
  );
}

/** A plugin module bound to the search mode the config resolved from the environment. */
export default function createSearchPlugin(mode: SearchMode): PluginModule {
  return (context) => ({
    name: 'flowloom-search',

    getClientModules() {
      return mode.kind === 'local' ? [searchSource('localSearch.css')] : [];
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const records: DocSearchRecord[] = [];
      const pages: {path: string; names: SidebarNames}[] = [];
      for (const routePath of routesPaths) {
        const $ = load(await readRouteHtml(routePath, context.baseUrl, outDir));
        pages.push({path: routePath, names: extractSidebarNames($)});
        records.push(...extractRecords({html: $, url: siteConfig.url + routePath, pageRankOf}));
      }
      if (records.length === 0) throw new Error(`Search: no page of ${outDir} could be indexed`);
      writeIndexFiles(outDir, encodeIndex(records, namesByPath(pages)));
    },
  });
}
