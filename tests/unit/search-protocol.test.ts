import assert from 'node:assert/strict';
import {test} from 'node:test';
import algoliasearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import {
  createSearchIndex,
  type FacetSearchResult,
  type LocalSearchIndex,
  type SearchResult,
} from '../../features/search/common/engine';
import {encodeIndex, inMemory} from '../../features/search/build/indexFiles';
import {answerAlgoliaRequest, type AlgoliaRequest} from '../../features/search/common/protocol';
import {ORIGIN, page} from './searchRecords';

const INDEX = 'flowloom_docs';

const records = [
  ...page({
    path: 'concepts-flows',
    lvl0: 'Concepts',
    records: [
      ['lvl1', 'Flows'],
      ['content', 'A flow connects components into a pipeline.'],
      ['lvl2', 'Run a flow', 'h2'],
    ],
  }),
  ...page({
    path: 'components-vector-stores',
    lvl0: 'Components',
    records: [
      ['lvl1', 'Vector stores'],
      ['content', 'Vector stores keep embeddings in a vector database.'],
    ],
  }),
  ...page({
    path: 'zh-Hans/concepts-flows',
    language: 'zh-Hans',
    lvl0: '概念',
    records: [['lvl1', '构建流程']],
  }),
  ...page({
    path: 'zh-Hans/components-agents',
    language: 'zh-Hans',
    lvl0: '组件',
    records: [
      ['lvl1', '智能体'],
      ['content', '智能体使用语言模型决定调用哪些工具。'],
    ],
  }),
];
const index = createSearchIndex(inMemory(encodeIndex(records)), ORIGIN);
const indexes = (name: string): LocalSearchIndex | undefined =>
  name === INDEX ? index : undefined;

const QUERIES_URL =
  'https://APPID-dsn.algolia.net/1/indexes/*/queries?x-algolia-api-key=secret&x-algolia-application-id=APPID';
const post = (url: string, body: unknown) =>
  answerAlgoliaRequest(
    {method: 'POST', url, data: typeof body === 'string' ? body : JSON.stringify(body)},
    indexes,
  );
/** An answer's JSON body, of the shape the test expects. */
const json = <Body>(answer: {status: number; content: string}): Body =>
  JSON.parse(answer.content) as Body;
type Results<Result = SearchResult> = {results: Result[]};
type ErrorBody = {message: string; status: number};

function assertError(
  answer: {status: number; content: string},
  status: number,
  message: RegExp,
): void {
  assert.equal(answer.status, status, answer.content);
  const body = json<ErrorBody>(answer);
  assert.equal(body.status, status);
  assert.match(body.message, message);
}

test('multi-queries with v4 params strings: one result per request, in order, params echoed', async () => {
  const params =
    'query=flo&hitsPerPage=1&facetFilters=%5B%22language%3Aen%22%5D&attributesToSnippet=%5B%22content%3A5%22%5D&clickAnalytics=true';
  const answer = await post(QUERIES_URL, {
    requests: [
      {indexName: INDEX, params},
      {
        indexName: INDEX,
        params:
          'query=%E6%99%BA%E8%83%BD%E4%BD%93&facetFilters=language%3Azh-Hans&facets=%5B%22language%22%5D',
      },
    ],
  });
  assert.equal(answer.status, 200);
  const [first, second] = json<Results>(answer).results;
  assert.ok(first && second);
  assert.equal(first.index, INDEX);
  assert.equal(first.params, params);
  assert.equal(first.query, 'flo');
  assert.equal(first.hitsPerPage, 1);
  assert.equal(first.hits.length, 1);
  assert.equal(first.nbHits, 2);
  assert.equal(first.nbPages, 2);
  assert.match(first.queryID ?? '', /^[0-9a-f]{32}$/);
  assert.equal(first.hits[0]?.objectID, '/docs/workflow/concepts-flows#0');
  assert.equal(first.hits[0]._highlightResult?.hierarchy?.lvl1?.value, '<em>Flo</em>ws');
  // A bare (non-JSON) facetFilters string is one filter.
  assert.equal(second.query, '智能体');
  assert.equal(second.hits[0]?.objectID, '/docs/workflow/zh-Hans/components-agents#0');
  assert.deepEqual(second.facets, {language: {'zh-Hans': 1}});
});

test('v4 text parameters stay text; numbers and booleans are decoded', async () => {
  const [result] = json<Results>(
    await post(QUERIES_URL, {
      requests: [{indexName: INDEX, params: 'query=true&distinct=false&hitsPerPage=3'}],
    }),
  ).results;
  assert.ok(result);
  assert.equal(result.query, 'true');
  assert.equal(result.hitsPerPage, 3);
  assert.equal(result.nbHits, 0);
});

test('multi-queries with v5 flattened fields', async () => {
  const answer = await post(QUERIES_URL, {
    requests: [
      {
        indexName: INDEX,
        query: 'vector database',
        hitsPerPage: 20,
        facetFilters: [['language:en', 'language:fr'], '-type:lvl1'],
        attributesToRetrieve: ['hierarchy.lvl1', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
        analytics: false,
        type: 'default',
      },
    ],
  });
  assert.equal(answer.status, 200);
  const [result] = json<Results>(answer).results;
  assert.ok(result);
  assert.equal(result.nbHits, 1);
  const [hit] = result.hits;
  assert.ok(hit);
  assert.deepEqual(Object.keys(hit).sort(), [
    '_highlightResult',
    '_snippetResult',
    'hierarchy',
    'objectID',
    'url',
  ]);
  assert.equal(
    hit._snippetResult?.content?.value,
    '<mark>Vector</mark> stores keep embeddings in a <mark>vector</mark> <mark>database</mark>.',
  );
  assert.equal(hit._snippetResult.hierarchy?.lvl1?.value, '<mark>Vector</mark> stores');
  assert.match(result.params, /^query=vector%20database&hitsPerPage=20&facetFilters=/);
  assert.doesNotMatch(result.params, /indexName|type=/);
});

test('facet-type requests answer facet hits', async () => {
  const answer = await post(QUERIES_URL, {
    requests: [
      {indexName: INDEX, type: 'facet', facet: 'language', facetQuery: 'zh', maxFacetHits: 5},
      {
        indexName: INDEX,
        type: 'facet',
        facet: 'type',
        params: 'facetQuery=lvl&query=flows&distinct=false',
      },
    ],
  });
  assert.equal(answer.status, 200);
  const [languages, types] = json<Results<FacetSearchResult>>(answer).results;
  assert.ok(languages && types);
  assert.deepEqual(languages, {
    facetHits: [{value: 'zh-Hans', highlighted: '<em>zh</em>-Hans', count: 2}],
    exhaustiveFacetsCount: true,
    processingTimeMS: languages.processingTimeMS,
  });
  assert.deepEqual(
    types.facetHits.map(({value, count}) => [value, count]),
    [
      ['lvl1', 1],
      ['lvl2', 1],
    ],
  );
});

test('the single-index query path takes a params object or a params string', async () => {
  const url = `https://APPID-dsn.algolia.net/1/indexes/${INDEX}/query?x-algolia-api-key=secret`;
  const fromObject = json<SearchResult>(await post(url, {query: 'pipeline', hitsPerPage: 5}));
  assert.equal(fromObject.index, INDEX);
  assert.equal(fromObject.hits[0]?.objectID, '/docs/workflow/concepts-flows#1');
  const fromString = json<SearchResult>(
    await post(`/1/indexes/${INDEX}/query`, {params: 'query=pipeline&hitsPerPage=5'}),
  );
  assert.deepEqual(fromString.hits, fromObject.hits);
  assert.equal(fromString.params, 'query=pipeline&hitsPerPage=5');
});

test('the facet search path', async () => {
  const answer = await post(`/1/indexes/${INDEX}/facets/language/query`, {
    params: 'facetQuery=e&maxFacetHits=10',
  });
  assert.equal(answer.status, 200);
  const body = json<FacetSearchResult>(answer);
  // Counted over the hits, one per url: the en records have 3 urls.
  assert.deepEqual(body.facetHits, [{value: 'en', highlighted: '<em>e</em>n', count: 3}]);
  assert.equal(body.exhaustiveFacetsCount, true);
  assert.equal(typeof body.processingTimeMS, 'number');
  assertError(
    await post(`/1/indexes/${INDEX}/facets/url/query`, {}),
    400,
    /Cannot search the values of "url": the facets are language, docusaurus_tag, type/,
  );
});

test('unsupported paths and methods answer a 4xx JSON error naming them', async () => {
  assertError(
    await post('https://APPID-dsn.algolia.net/1/indexes/*/recommendations?x-algolia-api-key=k', {
      requests: [],
    }),
    404,
    /does not support "POST \/1\/indexes\/\*\/recommendations"/,
  );
  assertError(
    await post('/1/indexes/flowloom_docs/browse', {}),
    404,
    /does not support "POST \/1\/indexes\/flowloom_docs\/browse"/,
  );
  assertError(await post('/2/whatever', {}), 404, /it answers POST \/1\/indexes\/\*\/queries/);
  assertError(
    await answerAlgoliaRequest({method: 'GET', url: '/1/indexes/flowloom_docs/query'}, indexes),
    405,
    /POST only, not "GET"/,
  );
});

test('unknown indexes and malformed requests answer a 4xx JSON error saying what is wrong', async () => {
  assertError(
    await post(QUERIES_URL, {
      requests: [{indexName: INDEX}, {indexName: 'other_docs', query: 'x'}],
    }),
    404,
    /Index "other_docs" does not exist/,
  );
  assertError(
    await post(`/1/indexes/other_docs/query`, {}),
    404,
    /Index "other_docs" does not exist/,
  );
  assertError(await post(QUERIES_URL, '{"requests": ['), 400, /The request body is not valid JSON/);
  assertError(await post(QUERIES_URL, '[1]'), 400, /must be a JSON object/);
  assertError(await post(QUERIES_URL, {queries: []}), 400, /must be \{"requests": \[...\]\}/);
  assertError(
    await post(QUERIES_URL, {requests: ['query=x']}),
    400,
    /requests\[0\] must be an object/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{query: 'x'}]}),
    400,
    /requests\[0\]\.indexName must be a string/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{indexName: INDEX, type: 'browse'}]}),
    400,
    /requests\[0\]\.type must be "default" or "facet", not "browse"/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{indexName: INDEX, type: 'facet'}]}),
    400,
    /facet must be the name of the facet/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{indexName: INDEX, hitsPerPage: 'many'}]}),
    400,
    /hitsPerPage must be an integer from 0 to 1000, not "many"/,
  );
  assertError(
    await post(QUERIES_URL, {
      requests: [{indexName: INDEX, params: 'facetFilters=%5B%22language%3Aen%22'}],
    }),
    400,
    /facetFilters is not valid JSON/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{indexName: INDEX, facetFilters: [[['language:en']]]}]}),
    400,
    /facetFilters: \["language:en"\] is not a string/,
  );
  assertError(
    await post(QUERIES_URL, {requests: [{indexName: INDEX, params: 42}]}),
    400,
    /params must be a URL-encoded string or an object/,
  );
  assertError(await post('/1/indexes/%E0%A4%A/query', {}), 400, /not valid URL encoding/);
});

test('error messages echo caller input inert', async () => {
  const answer = await post(QUERIES_URL, {requests: [{indexName: '<img src=x onerror=alert(1)>'}]});
  assert.equal(answer.status, 404);
  assert.doesNotMatch(json<ErrorBody>(answer).message, /[<>]/);
  assert.doesNotMatch(
    json<ErrorBody>(await post(QUERIES_URL, '<script>alert(1)</script>')).message,
    /[<>]/,
  );
});

test('never throws: a failing index lookup is a 500 JSON error', async () => {
  const answer = await answerAlgoliaRequest(
    {method: 'POST', url: QUERIES_URL, data: JSON.stringify({requests: [{indexName: INDEX}]})},
    () => {
      throw new Error('index <not> loaded');
    },
  );
  assertError(answer, 500, /The local search failed: Error: index \\u003cnot\\u003e loaded/);
  for (const request of [
    {method: 'POST', url: ''},
    {method: '', url: '/1/indexes/*/queries'},
    {method: 'POST', url: '/1/indexes/*/queries', data: 'null'},
  ] as AlgoliaRequest[]) {
    const response = await answerAlgoliaRequest(request, indexes);
    assert.ok(response.status >= 400 && response.status < 500, JSON.stringify(request));
  }
});

test('the Algolia v5 lite client and algoliasearch-helper work against it', async () => {
  const sent: string[] = [];
  const client = liteClient('APPID', 'search-key', {
    requester: {
      async send(request) {
        sent.push(request.url);
        return {
          ...(await answerAlgoliaRequest(
            {method: request.method, url: request.url, data: request.data as string},
            indexes,
          )),
          isTimedOut: false,
        };
      },
    },
  });
  // What DocSearch sends.
  const {results} = await client.search({
    requests: [
      {
        indexName: INDEX,
        query: 'vector',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: true,
        facetFilters: [
          'language:en',
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ],
      },
    ],
  });
  const [result] = results as {hits: {objectID: string}[]; queryID: string}[];
  assert.equal(result!.hits[0]!.objectID, '/docs/workflow/components-vector-stores#0');
  assert.match(result!.queryID, /^[0-9a-f]{32}$/);
  assert.match(sent[0]!, /\/1\/indexes\/\*\/queries\?/);

  // What the search page sends: a hits query and one facet-count query per refined disjunctive facet.
  const helper = algoliasearchHelper(client, INDEX, {
    hitsPerPage: 20,
    advancedSyntax: true,
    disjunctiveFacets: ['language', 'docusaurus_tag'],
  });
  const answered = new Promise<{
    nbHits: number;
    hits: {_highlightResult: {hierarchy: Record<string, {value: string}>}}[];
  }>((resolve, reject) => {
    helper.on('result', ({results: helperResults}) => resolve(helperResults as never));
    helper.on('error', ({error}) => reject(error));
  });
  helper
    .addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current')
    .addDisjunctiveFacetRefinement('language', 'zh-Hans')
    .setQuery('智能体')
    .search();
  const page = await answered;
  assert.equal(page.nbHits, 1);
  // The search page reads every key of the highlighted hierarchy as text.
  for (const hit of page.hits)
    for (const level of Object.values(hit._highlightResult.hierarchy))
      assert.equal(typeof level.value, 'string');
});
