/** The engine's public types: Algolia search parameters and responses, narrowed to what DocSearch uses. */
import type {HierarchyLevel} from '../types';

/** One `attribute:value` filter, or several ORed together. */
export type FacetFilter = string | readonly string[];
/** Algolia's facetFilters: the elements are ANDed; a bare string is one filter. */
export type FacetFilters = string | readonly FacetFilter[];

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Attributes to count values of; `'*'` for all of FACET_ATTRIBUTES. */
  facets?: string | readonly string[];
  /** Attribute names or dotted paths (`hierarchy.lvl0`); `'*'` for all. */
  attributesToRetrieve?: string | readonly string[];
  attributesToHighlight?: string | readonly string[];
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: string | readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /** Hits kept per `url`: true is 1, false or 0 keeps all. */
  distinct?: boolean | number;
  /** Facet values returned by a facet search. */
  maxFacetHits?: number;
  /** Other Algolia parameters (analytics, advancedSyntax, userToken…) are accepted and ignored. */
  [parameter: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML: the escaped value with the matches wrapped in the highlight tags. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  /** Present when matchLevel is full: whether every word of the value is highlighted. */
  fullyHighlighted?: boolean;
}

export type SnippetResult = Omit<HighlightResult, 'fullyHighlighted'>;

/** Per searchable attribute; only the hierarchy levels that hold text, and content only when not null. */
export interface AttributeResults<Result> {
  hierarchy?: Partial<Record<HierarchyLevel, Result>>;
  content?: Result;
}

export interface SearchHit {
  objectID: string;
  _highlightResult?: AttributeResults<HighlightResult>;
  _snippetResult?: AttributeResults<SnippetResult>;
  /** The retrieved record attributes. */
  [attribute: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  /** The parameters asked, URL-encoded. */
  params: string;
  /** Set by the protocol layer, which knows the index name. */
  index?: string;
  processingTimeMS: number;
  /** With clickAnalytics: 32 hex characters. */
  queryID?: string;
  /** Value counts per requested facet, over all hits. */
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount: true;
}

export interface FacetHit {
  value: string;
  /** HTML, escaped, with the matched prefixes in the highlight tags. */
  highlighted: string;
  count: number;
}

export interface FacetSearchResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

/** Answers once the index parts the query needs are fetched. */
export interface LocalSearchIndex {
  search(params?: SearchParams): Promise<SearchResult>;
  /** Values of a facet among the records matching `params`, filtered by a prefix query. */
  searchForFacetValues(
    facetName: string,
    facetQuery: string,
    params?: SearchParams,
  ): Promise<FacetSearchResult>;
}
