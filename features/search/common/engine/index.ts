/**
 * In-browser search engine answering like Algolia from the local DocSearch records (see
 * ../protocol.ts for the HTTP side), with MiniSearch's BM25 scoring (./scoring.ts). Browser-safe: runs in Node too, for
 * tests and benchmarks.
 */
export {IndexUnavailableError, SearchError} from './errors';
export {createSearchIndex, type IndexParts} from './searchIndex';
export type {
  AttributeResults,
  FacetFilter,
  FacetFilters,
  FacetHit,
  FacetSearchResult,
  HighlightResult,
  LocalSearchIndex,
  MatchLevel,
  SearchHit,
  SearchParams,
  SearchResult,
  SnippetResult,
} from './types';
