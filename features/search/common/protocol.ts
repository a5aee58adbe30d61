/**
 * The Algolia search REST API, answered from local indexes: the requests the Algolia client sends for
 * DocSearch and for the search page (algoliasearch-helper) come here instead of going to Algolia.
 * Every answer is a status and a JSON body; errors are Algolia-style `{message, status}`. The one
 * throw is an index part that could not be fetched: a network failure, which the client handles as one.
 */
import {
  IndexUnavailableError,
  SearchError,
  type LocalSearchIndex,
  type SearchParams,
} from './engine';
import {inert, quote} from './engine/errors';

export interface AlgoliaRequest {
  method: string;
  /** Absolute (`https://APPID-dsn.algolia.net/1/indexes/*\/queries?x-algolia-api-key=…`) or a path. */
  url: string;
  data?: string;
}

export interface AlgoliaResponse {
  status: number;
  content: string;
}

export type IndexLookup = (indexName: string) => LocalSearchIndex | undefined;

type Json = Record<string, unknown>;

const ROUTES =
  'POST /1/indexes/*/queries, POST /1/indexes/{indexName}/query and POST /1/indexes/{indexName}/facets/{facetName}/query';
/** Request fields that say where and what to search rather than how: not search parameters. */
const ROUTING_FIELDS = new Set(['indexName', 'params', 'type', 'facet', 'facetQuery']);
/** Text parameters: never decoded as JSON, since a query may well be `true`, `12` or `[1]`. */
const TEXT_PARAMS = new Set([
  'query',
  'facetQuery',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
]);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A v4 `params` string. Its client JSON-encodes arrays, objects, numbers and booleans; a value that is
 * not JSON is a plain string (a single facet filter, or comma-separated attribute names).
 */
function decodeParamsString(params: string): Json {
  const decoded: Json = {};
  for (const [name, value] of new URLSearchParams(params)) {
    if (TEXT_PARAMS.has(name)) {
      decoded[name] = value;
      continue;
    }
    try {
      decoded[name] = JSON.parse(value);
    } catch {
      if (/^\s*[[{]/.test(value))
        throw new SearchError(400, `params: ${name} is not valid JSON: ${quote(value)}`);
      decoded[name] = value;
    }
  }
  return decoded;
}

/** Everything a request asks: v4 sends the search parameters URL-encoded in `params`, v5 flattens them into the request. */
function requestFields(request: Json): Json {
  const {params} = request;
  if (params === undefined) return request;
  if (typeof params === 'string') return {...request, ...decodeParamsString(params)};
  if (isObject(params)) return {...request, ...params};
  throw new SearchError(
    400,
    `params must be a URL-encoded string or an object, not ${quote(params)}`,
  );
}

function searchParamsOf(fields: Json): SearchParams {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !ROUTING_FIELDS.has(name)));
}

function lookUp(indexes: IndexLookup, indexName: unknown, field: string): LocalSearchIndex {
  if (typeof indexName !== 'string')
    throw new SearchError(400, `${field} must be a string, not ${quote(indexName)}`);
  const index = indexes(indexName);
  if (!index) throw new SearchError(404, `Index ${quote(indexName)} does not exist`);
  return index;
}

async function searchResult(
  index: LocalSearchIndex,
  indexName: string,
  request: Json,
): Promise<object> {
  const result = {
    ...(await index.search(searchParamsOf(requestFields(request)))),
    index: indexName,
  };
  // Algolia echoes the parameters as asked: a v4 string as it came (the engine echoes the others).
  return typeof request.params === 'string' ? {...result, params: request.params} : result;
}

async function facetResult(
  index: LocalSearchIndex,
  facetName: unknown,
  request: Json,
): Promise<object> {
  if (typeof facetName !== 'string')
    throw new SearchError(
      400,
      `facet must be the name of the facet to search, not ${quote(facetName)}`,
    );
  const fields = requestFields(request);
  const facetQuery = fields.facetQuery ?? '';
  if (typeof facetQuery !== 'string')
    throw new SearchError(400, `facetQuery must be a string, not ${quote(facetQuery)}`);
  return index.searchForFacetValues(facetName, facetQuery, searchParamsOf(fields));
}

/** One request of a multi-query: a search (`type: 'default'`) or a facet search (`type: 'facet'`). */
async function answerQuery(
  request: unknown,
  position: number,
  indexes: IndexLookup,
): Promise<object> {
  const at = `requests[${position}]`;
  if (!isObject(request))
    throw new SearchError(400, `${at} must be an object, not ${quote(request)}`);
  const index = lookUp(indexes, request.indexName, `${at}.indexName`);
  switch (request.type ?? 'default') {
    case 'default':
      return searchResult(index, request.indexName as string, request);
    case 'facet':
      return facetResult(index, request.facet, request);
    default:
      throw new SearchError(
        400,
        `${at}.type must be "default" or "facet", not ${quote(request.type)}`,
      );
  }
}

function readBody(data: string | undefined): Json {
  if (data === undefined || data.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch (error) {
    throw new SearchError(
      400,
      `The request body is not valid JSON: ${inert(error instanceof Error ? error.message : String(error))}`,
    );
  }
  if (!isObject(body))
    throw new SearchError(400, `The request body must be a JSON object, not ${quote(body)}`);
  return body;
}

/** The path of an absolute URL or of a path, without its query string (where the credentials travel). */
function pathSegments(url: string): string[] {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0]!;
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new SearchError(400, `The path ${quote(path)} is not valid URL encoding`);
      }
    });
}

async function route({method, url, data}: AlgoliaRequest, indexes: IndexLookup): Promise<object> {
  const segments = pathSegments(url);
  const [version, collection, indexName = '', ...rest] = segments;
  const action = rest.join('/');
  const isQueries = indexName === '*' && action === 'queries';
  const isQuery = action === 'query';
  const isFacetQuery = rest.length === 3 && rest[0] === 'facets' && rest[2] === 'query';
  const path = `/${segments.join('/')}`;
  if (version !== '1' || collection !== 'indexes' || !(isQueries || isQuery || isFacetQuery)) {
    throw new SearchError(
      404,
      `The local search does not support ${quote(`${method} ${path}`)}: it answers ${ROUTES}`,
    );
  }
  if (method.toUpperCase() !== 'POST') {
    throw new SearchError(
      405,
      `The local search answers ${path} to POST only, not ${quote(method)}`,
    );
  }
  const body = readBody(data);
  if (isQueries) {
    const {requests} = body;
    if (!Array.isArray(requests))
      throw new SearchError(400, 'The body of /1/indexes/*/queries must be {"requests": [...]}');
    return {
      results: await Promise.all(
        requests.map((request, position) => answerQuery(request, position, indexes)),
      ),
    };
  }
  const index = lookUp(indexes, indexName, 'The index name');
  return isQuery ? searchResult(index, indexName, body) : facetResult(index, rest[1], body);
}

export async function answerAlgoliaRequest(
  request: AlgoliaRequest,
  indexes: IndexLookup,
): Promise<AlgoliaResponse> {
  try {
    return {status: 200, content: JSON.stringify(await route(request, indexes))};
  } catch (error) {
    if (error instanceof IndexUnavailableError) throw error;
    // A SearchError is the caller's mistake (4xx); anything else is the engine's (500).
    const status = error instanceof SearchError ? error.status : 500;
    const message =
      error instanceof SearchError
        ? error.message
        : `The local search failed: ${inert(String(error))}`;
    return {status, content: JSON.stringify({message, status})};
  }
}
