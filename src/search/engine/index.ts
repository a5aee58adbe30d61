/**
 * In-browser search engine answering like Algolia from the local DocSearch records (see
 * ../protocol.ts for the HTTP side). Browser-safe: runs in Node too, for tests and benchmarks.
 */
export {SearchError} from './errors';
export {createSearchIndex} from './searchIndex';
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
