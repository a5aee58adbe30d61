/**
 * Search, in this folder top to bottom (README.md): the theme's DocSearch button, modal and search
 * page, answered by a local index of the built pages or by Algolia.
 * - `searchPlugin`: in local mode, hides the "Search by Algolia" credits (browser/localSearch.css);
 *   serves theme/ over the search theme's (the search page's wrapper).
 * - `searchIndex`: after each locale's build, reads its pages from the pass over them
 *   (plugins/docusaurus/built-pages) into DocSearch records, and writes `search-index.json` and its
 *   parts (the local engine's data and the source of `npm run search:upload`; common/indexFormat.ts).
 * The theme's SearchBar and search page get browser/'s button, modal and search client, and in local
 * mode a head without a preconnect to Algolia, through the import swaps of ./edits.ts.
 */
import {join} from 'node:path';

import type {PluginModule} from '@docusaurus/types';

import type {PageReaderFactory} from '../../plugins/docusaurus/built-pages/types';
import {encodeIndex, writeIndexFiles} from './build/indexFiles';
import type {SearchMode} from './build/mode';
import {extractRecords} from './build/records';
import {extractSidebarNames, namesByPath, type SidebarNames} from './build/sidebarNames';
import type {DocSearchRecord} from './common/types';

// What the rest of the site uses of search: the mode the environment asks for, the edits of
// dependency code, and the hosted-search build the browser tests run against.
export {searchEdits} from './edits';
export {hostedSearch} from './build/hostedFixture';
export {resolveSearchMode, type SearchMode} from './build/mode';

/** The plugin bound to the search mode the config resolved from the environment. */
export function searchPlugin(mode: SearchMode): PluginModule {
  return () => ({
    name: 'flowloom-search',
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () =>
      mode.kind === 'local' ? [join(__dirname, 'browser', 'localSearch.css')] : [],
  });
}

/** The index of a locale's pages: each route's records and sidebar names, as the pass reads it. */
export const searchIndex: PageReaderFactory = ({outDir, siteConfig}) => {
  const records: DocSearchRecord[] = [];
  const pages: {path: string; names: SidebarNames}[] = [];
  return {
    read({route, $}) {
      if (route === undefined) return;
      pages.push({path: route, names: extractSidebarNames($)});
      records.push(...extractRecords({html: $, url: siteConfig.url + route}));
    },
    finish() {
      if (records.length === 0) throw new Error(`Search: no page of ${outDir} could be indexed`);
      writeIndexFiles(outDir, encodeIndex(records, namesByPath(pages)));
    },
  };
};
