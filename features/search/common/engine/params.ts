/** Search parameters: validated, with Algolia's defaults, in the shape the engine works with. */
import {FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, type SearchableAttribute} from '../types';
import {searchableAttributesNamed} from './attributes';
import {quote, SearchError} from './errors';
import {compileFacetFilters, type RecordFilter} from './facetFilters';
import type {FacetAttribute} from './facets';
import type {Markup} from './highlight';
import type {SearchParams} from './types';

export interface ResolvedParams {
  query: string;
  hitsPerPage: number;
  page: number;
  filter: RecordFilter | undefined;
  /** The filters as given, as a key under which their verdict on each record can be kept. */
  filterKey: string;
  facets: readonly FacetAttribute[];
  /** Dotted paths split on dots; undefined retrieves every attribute. */
  retrieve: readonly (readonly string[])[] | undefined;
  /** In SEARCHABLE_ATTRIBUTES order, so that hierarchy levels come out lvl0 to lvl6. */
  highlight: readonly SearchableAttribute[];
  /** Words per snippet, by attribute. */
  snippet: ReadonlyMap<SearchableAttribute, number>;
  markup: Markup;
  clickAnalytics: boolean;
  /** Hits kept per url; 0 keeps all. */
  distinct: number;
  maxFacetHits: number;
}

const MAX_HITS_PER_PAGE = 1000;
/** Algolia's limit on a query, in bytes of UTF-8: a longer one is cut there, and answered at once. */
export const MAX_QUERY_BYTES = 512;

/** `query` cut to at most MAX_QUERY_BYTES bytes of UTF-8, never inside a character. */
export function capQuery(query: string): string {
  let bytes = 0;
  let end = 0;
  for (const char of query) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes > MAX_QUERY_BYTES) break;
    end += char.length;
  }
  return query.slice(0, end);
}
/** Algolia's default snippet length, in words. */
const SNIPPET_WORDS = 10;
/** The hosted index's setting (features/search/build/algoliaSettings.ts): the search page shows content snippets without asking for them. */
const DEFAULT_SNIPPETS = [`content:${SNIPPET_WORDS}`];

function fail(name: string, value: unknown, expected: string): never {
  throw new SearchError(400, `${name} must be ${expected}, not ${quote(value)}`);
}

function stringParam(params: SearchParams, name: string, fallback: string): string {
  const value = params[name] ?? fallback;
  return typeof value === 'string' ? value : fail(name, value, 'a string');
}

function integerParam(
  params: SearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = params[name] ?? fallback;
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fail(name, value, `an integer from ${min} to ${max}`);
}

/** A list of names: an array of strings, or one string of comma-separated names. */
function listParam(params: SearchParams, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return fail(name, value, 'an array of attribute names');
}

function searchableIn(names: readonly string[]): SearchableAttribute[] {
  const named = new Set(names.flatMap(searchableAttributesNamed));
  return SEARCHABLE_ATTRIBUTES.filter((attribute) => named.has(attribute));
}

function snippetParam(params: SearchParams): Map<SearchableAttribute, number> {
  const sizes = new Map<SearchableAttribute, number>();
  for (const item of listParam(params, 'attributesToSnippet') ?? DEFAULT_SNIPPETS) {
    const [name = '', words = String(SNIPPET_WORDS)] = item.split(':');
    const size = Number(words);
    if (!Number.isInteger(size) || size < 1)
      fail(
        'attributesToSnippet',
        item,
        '"attribute" or "attribute:words", words an integer from 1',
      );
    for (const attribute of searchableAttributesNamed(name)) sizes.set(attribute, size);
  }
  return new Map(
    SEARCHABLE_ATTRIBUTES.filter((attribute) => sizes.has(attribute)).map((attribute) => [
      attribute,
      sizes.get(attribute)!,
    ]),
  );
}

function distinctParam(params: SearchParams): number {
  const value = params.distinct ?? true;
  if (typeof value === 'boolean') return value ? 1 : 0;
  // Algolia's limit: at most 4 hits per distinct group.
  return integerParam(params, 'distinct', 1, 0, 4);
}

function booleanParam(params: SearchParams, name: string): boolean {
  const value = params[name] ?? false;
  return typeof value === 'boolean' ? value : fail(name, value, 'true or false');
}

export function resolveParams(params: SearchParams): ResolvedParams {
  const facets = listParam(params, 'facets') ?? [];
  const retrieve = listParam(params, 'attributesToRetrieve');
  return {
    query: capQuery(stringParam(params, 'query', '')),
    hitsPerPage: integerParam(params, 'hitsPerPage', 20, 0, MAX_HITS_PER_PAGE),
    page: integerParam(params, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    filter: compileFacetFilters(params.facetFilters),
    filterKey: JSON.stringify(params.facetFilters ?? null),
    // Facets the index does not have are ignored, as Algolia ignores attributes not declared for faceting.
    facets: facets.includes('*')
      ? FACET_ATTRIBUTES
      : FACET_ATTRIBUTES.filter((attribute) => facets.includes(attribute)),
    retrieve:
      retrieve === undefined || retrieve.includes('*')
        ? undefined
        : retrieve.map((path) => path.split('.')),
    highlight: searchableIn(listParam(params, 'attributesToHighlight') ?? ['*']),
    snippet: snippetParam(params),
    markup: {
      preTag: stringParam(params, 'highlightPreTag', '<em>'),
      postTag: stringParam(params, 'highlightPostTag', '</em>'),
      ellipsis: stringParam(params, 'snippetEllipsisText', '…'),
    },
    clickAnalytics: booleanParam(params, 'clickAnalytics'),
    distinct: distinctParam(params),
    maxFacetHits: integerParam(params, 'maxFacetHits', 10, 1, 100),
  };
}

/** Parameters as Algolia echoes them in a result: URL-encoded, non-string values as JSON. */
export function serializeParams(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
}
