import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  createSearchIndex,
  IndexUnavailableError,
  SearchError,
  type IndexParts,
  type SearchHit,
  type SearchParams,
} from '../../features/search/common/engine';
import MiniSearch from 'minisearch';

import {FIELD_BOOSTS, INDEX_FIELDS} from '../../features/search/common/engine/indexOptions';
import {
  compileQuery,
  rangesOf,
  splitHan,
  wordsToCorrect,
  type TermSource,
} from '../../features/search/common/engine/query';
import {
  decodePostings,
  recordBoostOf,
  scoreRecords,
  scoringContext,
} from '../../features/search/common/engine/scoring';
import {capQuery, MAX_QUERY_BYTES} from '../../features/search/common/engine/params';
import {stemOf, typoBudget} from '../../features/search/common/engine/terms';
import {PageRank} from '../../features/search/common/selectors';
import {fold, tokenize, words} from '../../features/search/common/engine/tokenize';
import {encodeIndex, inMemory} from '../../features/search/build/indexFiles';
import {buildOptions} from '../../features/search/build/indexFields';
import {decodeRecords, headingLengths} from '../../features/search/common/indexFormat';
import type {DocSearchRecord, Hierarchy} from '../../features/search/common/types';
import {BASE, ORIGIN, page} from './searchRecords';

const flows = page({
  path: 'concepts-flows',
  lvl0: 'Concepts',
  records: [
    ['lvl1', 'Flows'],
    [
      'content',
      'A flow connects components into a pipeline. Each component receives inputs, runs, and passes its outputs to the next one.',
    ],
    ['lvl2', 'Build a flow', 'build-a-flow'],
    [
      'content',
      'Drag components from the sidebar onto the canvas and connect their ports to build a flow.',
    ],
    ['lvl3', 'Run the flow', 'run-the-flow'],
    [
      'content',
      'Click Run to execute the flow in the playground; the output appears in the chat panel.',
    ],
    ['content', 'The API server listens on port 17860.'],
  ],
});
const vectorStores = page({
  path: 'components-vector-stores',
  lvl0: 'Components',
  records: [
    ['lvl1', 'Vector stores'],
    [
      'content',
      'Vector store components save embeddings in a vector database such as Chroma, Qdrant or pgvector and retrieve the chunks closest to a query.',
    ],
    ['lvl2', 'Retrieval settings', 'retrieval-settings'],
    [
      'content',
      'Set the number of results and the search type. Flows that answer questions usually return four chunks.',
    ],
  ],
});
const agents = page({
  path: 'components-agents',
  lvl0: 'Components',
  records: [
    ['lvl1', 'Agents'],
    [
      'content',
      'An agent uses a language model to decide which tools to call. The retriever tool searches a vector store.',
    ],
    ['lvl2', 'Agent memory', 'agent-memory'],
    [
      'content',
      'Agents keep the chat history in memory, one session per user; the sessions panel lists them.',
    ],
  ],
});
const xss = page({
  path: 'security-notes',
  lvl0: 'Guides',
  tag: 'default',
  records: [
    ['lvl1', 'Escaping <script>alert(1)</script> in templates'],
    [
      'content',
      'Never paste <img src=x onerror=alert(1)> into a prompt template & expect "quotes" or \'apostrophes\' to render.',
    ],
  ],
});
const zh = [
  page({
    path: 'zh-Hans/concepts-flows',
    language: 'zh-Hans',
    lvl0: '概念',
    records: [
      ['lvl1', '构建流程'],
      ['content', '流程把组件连接成一条管道。每个组件接收输入，并把输出传给下一个组件。'],
    ],
  }),
  page({
    path: 'zh-Hans/components-vector-stores',
    language: 'zh-Hans',
    lvl0: '组件',
    records: [
      ['lvl1', '向量数据库'],
      ['content', '向量数据库组件把嵌入保存在向量数据库中，并检索与查询最接近的文本块。'],
    ],
  }),
  page({
    path: 'zh-Hans/components-agents',
    language: 'zh-Hans',
    lvl0: '组件',
    records: [
      ['lvl1', '智能体'],
      ['content', '智能体使用语言模型决定调用哪些工具，例如 vector store 检索工具。'],
    ],
  }),
].flat();
// Release notes: enough pages for pagination; one content record each, at the page URL.
const releaseNotes = Array.from({length: 25}, (_, i) =>
  page({
    path: `release-notes-1-${i}`,
    lvl0: 'Release notes',
    records: [
      ['lvl1', `Flowloom 1.${i}`],
      ['content', `Version 1.${i} fixes bugs in the editor and speeds up the playground.`],
    ],
  }),
).flat();

/** An index of these records, its parts read from memory (and counted, when `fetched` is given). */
function indexOf(records: readonly DocSearchRecord[], fetched?: string[]) {
  const parts = inMemory(encodeIndex(records));
  const counted: IndexParts = {
    head: parts.head,
    chunk: (n) => (fetched?.push(`t${n}`), parts.chunk(n)),
    block: (n) => (fetched?.push(`c${n}`), parts.block(n)),
  };
  return createSearchIndex(counted, ORIGIN);
}

// One index per language, as the site has one per locale.
const records = [...flows, ...vectorStores, ...agents, ...xss, ...releaseNotes];
const index = indexOf(records);
const zhIndex = indexOf(zh);
const search = (params: SearchParams) => index.search(params);
const searchZh = (params: SearchParams) => zhIndex.search(params);
const ids = (hits: SearchHit[]) => hits.map((hit) => hit.objectID);
const id = (path: string, position: number) => `${BASE}${path}#${position}`;
const en = {facetFilters: ['language:en']};

test('tokenize folds case and accents, splits on non-letters, segments Han, and keeps original offsets', () => {
  const text = 'Crème brûlée, ﬁle RAG流程构建 v2.1';
  const tokens = tokenize(text);
  assert.deepEqual(
    tokens.map((token) => token.word),
    ['creme', 'brulee', 'file', 'rag', '流程', '构', '建', 'v2', '1'],
  );
  assert.deepEqual(
    tokens.map(({start, end}) => text.slice(start, end)),
    ['Crème', 'brûlée', 'ﬁle', 'RAG', '流程', '构', '建', 'v2', '1'],
  );
  assert.deepEqual(tokenize('?!…### — '), []);
});

test('a title match ranks before a body match', async () => {
  const {hits} = await search({query: 'vector', ...en});
  const titleHit = hits.findIndex((hit) => hit.objectID === id('components-vector-stores', 0));
  const bodyHit = hits.findIndex((hit) => hit.objectID === id('components-agents', 1));
  assert.equal(titleHit, 0);
  assert.ok(bodyHit > titleHit, `the agents body match (${bodyHit}) comes after the title match`);
});

test('the lvl1 record ranks before content of the same page; distinct keeps one hit per url', async () => {
  // Every record of the page has the title "Flows" in its hierarchy: the custom ranking (level) decides.
  const all = await search({query: 'flows', ...en, distinct: false});
  assert.equal(all.hits[0]?.objectID, id('concepts-flows', 0));
  const lvl2 = ids(all.hits).indexOf(id('concepts-flows', 2));
  assert.ok(lvl2 >= 0, 'the lvl2 heading is a hit');
  assert.ok(lvl2 < ids(all.hits).indexOf(id('concepts-flows', 1)), 'a lvl2 heading before content');
  // The page's first content record shares the page URL with its lvl1 record: distinct keeps the better one.
  const distinct = await search({query: 'flows', ...en});
  assert.ok(ids(distinct.hits).includes(id('concepts-flows', 0)));
  assert.ok(!ids(distinct.hits).includes(id('concepts-flows', 1)));
  assert.equal(distinct.nbHits, new Set(all.hits.map((hit) => hit.url)).size);
  assert.ok(distinct.nbHits < all.nbHits);
  assert.equal(new Set(distinct.hits.map((hit) => hit.url)).size, distinct.hits.length);
});

test('a title holding every query word ranks above a title completed by the body, whatever the page rank', async () => {
  const guide = page({
    path: 'concepts-flows',
    lvl0: 'Concepts',
    records: [
      ['lvl1', 'Flows'],
      [
        'content',
        'A flow is a graph of components. This page shows how to create flows and run them.',
      ],
    ],
  });
  const api = page({
    path: 'api/create-flow',
    lvl0: 'Flows',
    tag: 'docs-api-current',
    records: [['lvl1', 'Create flow']],
  });
  const {hits} = await indexOf([...guide, ...api]).search({query: 'create flow'});
  assert.deepEqual(ids(hits), [id('api/create-flow', 0), id('concepts-flows', 1)]);
});

test('a hub (the glossary) comes after a guide holding as many of the words, however short its entry', async () => {
  const glossary = page({
    path: 'glossary',
    lvl0: 'Reference',
    records: [
      ['lvl1', 'Glossary'],
      ['lvl3', 'Chat widget', 'chat-widget'],
      ['content', 'A chat bubble for a web site.'],
    ],
  }).map((record) => ({...record, weight: {...record.weight, pageRank: PageRank.hub}}));
  const guide = page({
    path: 'concepts-publish',
    lvl0: 'Concepts',
    records: [
      ['lvl1', 'Publish a flow'],
      ['lvl2', 'Embed into a site', 'embed'],
      [
        'content',
        'Paste the script tag into every page of your site that should show the chat widget, then reload it.',
      ],
    ],
  });
  const search = (records: DocSearchRecord[]) =>
    indexOf([...records, ...guide]).search({query: 'chat widget site'});
  assert.deepEqual(ids((await search(glossary)).hits), [
    id('concepts-publish', 2),
    id('glossary', 2),
  ]);
  // The same entry on a guide would come first: its record is the shorter.
  const asGuide = glossary.map((record) => ({
    ...record,
    weight: {...record.weight, pageRank: PageRank.guide},
  }));
  assert.equal(ids((await search(asGuide)).hits)[0], id('glossary', 2));
});

test('hierarchy.lvl0 is the weakest attribute: a section name does not outrank a body match', async () => {
  // "Components" is the lvl0 of two pages; the flows page says "components" in its body.
  const {hits} = await search({query: 'components', ...en, distinct: false});
  const bodyMatch = ids(hits).indexOf(id('concepts-flows', 1));
  const sectionOnly = ids(hits).indexOf(id('components-agents', 0));
  assert.ok(bodyMatch >= 0 && sectionOnly >= 0);
  assert.ok(bodyMatch < sectionOnly);
});

test('a word found as typed is not corrected; a word found nowhere is, a typo ranking after an exact match', async () => {
  // "model" is in the body of one page and, one typo away, the title of the other.
  const models = indexOf([
    ...page({path: 'modal', lvl0: 'Guides', records: [['lvl1', 'Modal dialogs']]}),
    ...page({
      path: 'models',
      lvl0: 'Guides',
      records: [
        ['lvl1', 'Choosing'],
        ['content', 'Pick a model for the agent, then show it in a dialog.'],
      ],
    }),
  ]);
  assert.deepEqual(ids((await models.search({query: 'model'})).hits), [id('models', 1)]);
  // "modwl" is in no record: it is read as "modal" (a title) or "model" (a paragraph), one typo each.
  assert.deepEqual(ids((await models.search({query: 'modwl'})).hits), [
    id('modal', 0),
    id('models', 1),
  ]);
  // "dialog" is found as typed and "modek" is not: only "modek" is corrected, and the record
  // holding "dialog" exactly and "model" by a typo ranks before the one with "dialogs".
  assert.deepEqual(ids((await models.search({query: 'modek dialog'})).hits).slice(0, 2), [
    id('models', 1),
    id('modal', 0),
  ]);
});

test('the last query word matches as a prefix, the others only whole', async () => {
  assert.equal(
    (await search({query: 'vec', ...en})).hits[0]?.objectID,
    id('components-vector-stores', 0),
  );
  assert.equal(
    (await search({query: 'stores vec', ...en})).hits[0]?.objectID,
    id('components-vector-stores', 0),
  );
  // "vec" is not the last word: it matches no "vector", and the hits hold only "stores".
  const notPrefix = await search({query: 'vec stores', ...en});
  assert.ok(notPrefix.nbHits > 0);
  assert.deepEqual(notPrefix.hits[0]!._highlightResult!.hierarchy!.lvl1!.matchedWords, ['stores']);
  assert.doesNotMatch(JSON.stringify(notPrefix.hits), /<em>vec/i);
  const prefix = (await search({query: 'playg', ...en})).hits[0]!;
  assert.equal(prefix._highlightResult?.content?.matchLevel, 'full');
  assert.match(prefix._highlightResult.content.value, /<em>playg<\/em>round/);
});

test('typos: one from 5 letters, two from 9, none under 5 letters', async () => {
  assert.equal(
    (await search({query: 'agnets', ...en})).hits[0]?.objectID,
    id('components-agents', 0),
    'agnets → agents (swap)',
  );
  assert.ok(
    ids((await search({query: 'agnet', ...en})).hits).includes(id('components-agents', 2)),
    'agnet → agent',
  );
  assert.ok((await search({query: 'flwos', ...en})).nbHits > 0, 'flwos → flows');
  assert.equal((await search({query: 'flwo', ...en})).nbHits, 0, 'no typo in a 4-letter word');
  assert.equal((await search({query: 'agnt', ...en})).nbHits, 0);
  assert.ok((await search({query: 'plaigrund', ...en})).nbHits > 0, '2 typos in 9 letters');
  assert.equal((await search({query: 'plygrund', ...en})).nbHits, 0, '2 typos in 8 letters');
  const typo = (await search({query: 'agnets', ...en})).hits[0]!;
  assert.deepEqual(typo._highlightResult?.hierarchy?.lvl1, {
    value: '<em>Agents</em>',
    matchLevel: 'full',
    matchedWords: ['agnets'],
    fullyHighlighted: true,
  });
});

test('numbers, ids and Han words take no typos', async () => {
  assert.equal((await search({query: '17860'})).nbHits, 1);
  assert.equal((await search({query: '17861'})).nbHits, 0);
  assert.equal(typoBudget('向量数据库管理'), 0);
  assert.equal(typoBudget('pipeline'), 1);
  // Ids of pasted errors (`LanguageModel-p2XcW`, `Prompt-aB12c`): words with a digit are taken as written.
  assert.equal(typoBudget('p2xcw'), 0);
  assert.equal(typoBudget('ab12c'), 0);
});

test('a query asks for the terms its words may match: an English word’s stem forms, an id or a number itself', () => {
  // Every form of a stem starts with the range asked for it, a letter Porter alters or adds left out.
  const forms = [
    ['possibility', 'possible', 'possibly'],
    ['happy', 'happiness'],
    ['retry', 'retries', 'retrying'],
    ['rating', 'rate', 'rates'],
    ['running', 'run', 'runs'],
  ];
  for (const group of forms) {
    assert.equal(new Set(group.map(stemOf)).size, 1, group.join());
    for (const word of group) {
      const [range] = rangesOf(`${word} x`).prefixes;
      for (const form of group) assert.ok(form.startsWith(range!), `${word}: ${range} for ${form}`);
    }
  }
  // A short stem asks for its own terms, not for every term of its first letters.
  assert.deepEqual(rangesOf('cors policy').prefixes, ['cor', 'polic', 'policy']);
  // An id or a number has no other form: its own term only, unless it is being typed.
  assert.deepEqual(rangesOf('LanguageModel-p2XcW 7860 refused'), {
    prefixes: ['languagemodel', 'refus', 'refused'],
    terms: ['p2xcw', '7860'],
  });
  assert.deepEqual(rangesOf('port 7860').prefixes, ['port', '7860']);
});

test('pasted text, holding five known words or more, has no word corrected', () => {
  const vocabulary = ['agent', 'building', 'component', 'defined', 'error', 'line', 'name'];
  const terms: TermSource = {
    withPrefix: (prefix) => vocabulary.filter((term) => term.startsWith(prefix)),
    has: (term) => vocabulary.includes(term),
  };
  assert.deepEqual(wordsToCorrect(compileQuery('agnet', terms)), ['agnet']);
  assert.deepEqual(wordsToCorrect(compileQuery('agnet component name', terms)), ['agnet']);
  // The reader's own variable in an error message is not a typo of "response".
  const pasted = "Error building component: name 'respone' is not defined (line 27).";
  assert.deepEqual(wordsToCorrect(compileQuery(pasted, terms)), []);
});

test('closer query words rank first', async () => {
  // Both are content records; only proximity puts "chat panel" (adjacent) before "chat … panel".
  const {hits} = await search({query: 'chat panel', ...en});
  assert.deepEqual(ids(hits), [id('concepts-flows', 5), id('components-agents', 3)]);
});

test('a word ranks before the longer words it starts', async () => {
  const runs = indexOf([
    ...page({path: 'runtime', lvl0: 'Guides', records: [['lvl1', 'Runtime']]}),
    ...page({path: 'run', lvl0: 'Guides', records: [['lvl1', 'Run']]}),
  ]);
  assert.deepEqual(ids((await runs.search({query: 'run'})).hits), [id('run', 0), id('runtime', 0)]);
});

test('a word finds the other words of its stem, and each heading word counts once', async () => {
  // "agent" finds the page "Agents" and the heading "Agent memory"; the page comes first.
  const {hits} = await search({query: 'agent', ...en, distinct: false});
  assert.equal(hits[0]?.objectID, id('components-agents', 0));
  assert.ok(ids(hits).includes(id('components-agents', 2)));
  const installing = indexOf(
    page({path: 'install', lvl0: 'Guides', records: [['lvl1', 'Installation']]}),
  );
  assert.equal((await installing.search({query: 'installing guide'})).nbHits, 1);
});

test('highlights use the tags asked for and list only the levels that hold text, in order', async () => {
  const {hits} = await search({
    query: 'vector stores',
    ...en,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  const title = hits[0]!;
  assert.equal(title.objectID, id('components-vector-stores', 0));
  assert.deepEqual(Object.keys(title._highlightResult!.hierarchy!), ['lvl0', 'lvl1']);
  assert.deepEqual(title._highlightResult!.hierarchy!.lvl1, {
    value: '<mark>Vector</mark> <mark>stores</mark>',
    matchLevel: 'full',
    matchedWords: ['vector', 'stores'],
    fullyHighlighted: true,
  });
  assert.deepEqual(title._highlightResult!.hierarchy!.lvl0, {
    value: 'Components',
    matchLevel: 'none',
    matchedWords: [],
  });
  assert.equal(title._highlightResult!.content, undefined, 'no content entry for a heading record');
  const heading = (await search({query: 'retrieval settings', ...en})).hits[0]!;
  assert.deepEqual(Object.keys(heading._highlightResult!.hierarchy!), ['lvl0', 'lvl1', 'lvl2']);
  const partial = (await search({query: 'vector database', ...en})).hits[0]!;
  assert.equal(partial._highlightResult!.hierarchy!.lvl1!.matchLevel, 'partial');
  assert.deepEqual(partial._highlightResult!.hierarchy!.lvl1!.matchedWords, ['vector']);
});

test('attributesToHighlight narrows the highlighted attributes', async () => {
  const hit = (await search({query: 'vector', ...en, attributesToHighlight: ['hierarchy.lvl1']}))
    .hits[0]!;
  assert.deepEqual(hit._highlightResult, {
    hierarchy: {
      lvl1: {
        value: '<em>Vector</em> stores',
        matchLevel: 'full',
        matchedWords: ['vector'],
        fullyHighlighted: false,
      },
    },
  });
  const content = (await search({query: 'pgvector', ...en, attributesToHighlight: 'content'}))
    .hits[0]!;
  assert.deepEqual(Object.keys(content._highlightResult!), ['content']);
  assert.equal(
    (await search({query: 'vector', ...en, attributesToHighlight: []})).hits[0]!._highlightResult,
    undefined,
  );
});

test('snippets: a window of N words around the best match, with the ellipsis on the cut sides', async () => {
  const content = async (words: number, extra: SearchParams = {}) =>
    (
      await search({
        query: 'chunks closest',
        ...en,
        attributesToSnippet: [`content:${words}`],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        ...extra,
      })
    ).hits.find((hit) => hit.objectID === id('components-vector-stores', 1))!._snippetResult!
      .content!;
  assert.deepEqual(await content(5), {
    value: '…the <mark>chunks</mark> <mark>closest</mark> to a…',
    matchLevel: 'full',
    matchedWords: ['chunks', 'closest'],
  });
  assert.equal(
    (await content(10)).value,
    '…or pgvector and retrieve the <mark>chunks</mark> <mark>closest</mark> to a query.',
  );
  assert.equal(
    (await content(5, {snippetEllipsisText: ' [...] '})).value,
    ' [...] the <mark>chunks</mark> <mark>closest</mark> to a [...] ',
  );
  // No match in the attribute: its first N words.
  const lvl1 = (
    await search({
      query: 'chunks',
      ...en,
      attributesToSnippet: ['hierarchy.lvl1:1', 'content:3'],
    })
  ).hits[0]!;
  assert.deepEqual(lvl1._snippetResult!.hierarchy!.lvl1, {
    value: 'Vector…',
    matchLevel: 'none',
    matchedWords: [],
  });
  // A value shorter than the window is whole, without ellipsis.
  const short = (await search({query: 'agents', ...en, attributesToSnippet: ['hierarchy.lvl1:10']}))
    .hits[0]!;
  assert.equal(short._snippetResult!.hierarchy!.lvl1!.value, '<em>Agents</em>');
});

test('snippets default to content:10, as the hosted index settings do', async () => {
  const hit = (await search({query: 'canvas', ...en})).hits[0]!;
  assert.deepEqual(Object.keys(hit._snippetResult!), ['content']);
  assert.equal(
    hit._snippetResult!.content!.value,
    '…the sidebar onto the <em>canvas</em> and connect their ports to…',
  );
});

test('record text and query text come out HTML-escaped in highlights and snippets', async () => {
  const markup = {
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  };
  const scriptHit = (await search({query: '<script>alert(1)</script>', ...markup})).hits[0]!;
  assert.equal(scriptHit.objectID, id('security-notes', 0));
  assert.equal(
    scriptHit._highlightResult!.hierarchy!.lvl1!.value,
    'Escaping &lt;<mark>script</mark>&gt;<mark>alert</mark>(<mark>1</mark>)&lt;/<mark>script</mark>&gt; in templates',
  );
  const imgHit = (await search({query: '<img src=x onerror=alert(1)>', ...markup})).hits[0]!;
  assert.equal(imgHit.objectID, id('security-notes', 1));
  assert.equal(
    imgHit._snippetResult!.content!.value,
    'Never paste &lt;<mark>img</mark> <mark>src</mark>=<mark>x</mark> <mark>onerror</mark>=<mark>alert</mark>(<mark>1</mark>)&gt; into a…',
  );
  assert.match(
    imgHit._highlightResult!.content!.value,
    /&quot;quotes&quot; or &#39;apostrophes&#39;/,
  );
  for (const result of [
    await search({query: '<script>alert(1)</script>', ...markup}),
    await search({query: '<img src=x onerror=alert(1)>', ...markup}),
  ]) {
    // Everything but the raw attributes and the query itself (JSON data, not HTML): no tag except ours.
    const {hits, query, ...rest} = result;
    const marked = JSON.stringify([
      rest,
      hits.map(({_highlightResult, _snippetResult}) => ({_highlightResult, _snippetResult})),
    ]);
    assert.doesNotMatch(marked.replace(/<\/?mark>/g, ''), /[<>]/);
    assert.equal(typeof query, 'string');
  }
});

test('a zh query finds the zh page; an English query filtered by language returns no zh records', async () => {
  const zhOnly = {facetFilters: ['language:zh-Hans']};
  assert.equal(
    (await searchZh({query: '向量数据库', ...zhOnly})).hits[0]?.objectID,
    id('zh-Hans/components-vector-stores', 0),
  );
  assert.equal(
    (await searchZh({query: '构建流程', ...zhOnly})).hits[0]?.objectID,
    id('zh-Hans/concepts-flows', 0),
  );
  assert.equal(
    (await searchZh({query: '智能体', ...zhOnly})).hits[0]?.objectID,
    id('zh-Hans/components-agents', 0),
  );
  const prefix = await searchZh({query: '向', ...zhOnly});
  assert.ok(prefix.nbHits > 0, 'a Han prefix while typing');
  const hit = (await searchZh({query: '向量数据库', ...zhOnly})).hits[0]!;
  assert.equal(hit._highlightResult!.hierarchy!.lvl1!.value, '<em>向量数据库</em>');
  assert.equal(hit._highlightResult!.hierarchy!.lvl1!.matchLevel, 'full');
  // The zh agents page mentions "vector store": only the language filter keeps it out.
  assert.ok(
    ids((await searchZh({query: 'vector store'})).hits).includes(
      id('zh-Hans/components-agents', 1),
    ),
  );
  assert.equal((await searchZh({query: 'vector store', ...en})).nbHits, 0);
  const english = await search({query: 'vector store', ...en});
  assert.ok(english.nbHits > 0);
  assert.ok(english.hits.every((hit) => hit.language === 'en'));
  assert.equal((await search({query: '向量数据库'})).nbHits, 0);
});

test('a Han word missing from the vocabulary splits into the longest known words', () => {
  const known = ['向', '向量', '库', '数据', '数据库'];
  const terms: TermSource = {
    withPrefix: (prefix) => known.filter((term) => term.startsWith(prefix)),
    has: (term) => known.includes(term),
  };
  assert.deepEqual(splitHan('向量数据库', terms), ['向量', '数据库']);
  assert.deepEqual(splitHan('向量图', terms), ['向量', '图']);
});

test('facet filters: AND across elements, OR within a nested array, negation, non-facet attributes', async () => {
  const count = async (facetFilters: SearchParams['facetFilters']) =>
    (await search({query: '', facetFilters, distinct: false})).nbHits;
  const english = records.filter((record) => record.language === 'en').length;
  const headings = records.filter((record) => record.type === 'lvl1').length;
  assert.equal(await count(undefined), records.length);
  assert.equal(await count(['language:en']), english);
  assert.equal(await count('language:en'), english, 'a bare string is one filter');
  assert.equal(
    await count(['language:en', 'type:lvl1']),
    records.filter((r) => r.language === 'en' && r.type === 'lvl1').length,
  );
  assert.equal(await count([['language:en', 'language:zh-Hans'], 'type:lvl1']), headings);
  assert.equal(await count(['-language:en']), records.length - english);
  assert.equal(await count(['language:-en']), records.length - english);
  assert.equal(
    await count([['docusaurus_tag:default', 'type:lvl2']]),
    records.filter((r) => r.docusaurus_tag === 'default' || r.type === 'lvl2').length,
  );
  assert.equal(await count(['url:whatever']), 0, 'not a facet attribute: matches nothing');
  assert.equal(
    await count(['language:en,zh-Hans']),
    0,
    'commas inside a filter string are part of the value',
  );
  assert.equal(await count([]), records.length);
  await assert.rejects(() => count(['language']), SearchError);
});

test('facet counts cover every hit after distinct; hitsPerPage 0 returns counts and no hits', async () => {
  const result = await search({query: 'flow', facets: ['language', 'type', 'url'], hitsPerPage: 0});
  assert.deepEqual(result.hits, []);
  assert.equal(result.nbPages, 0);
  assert.ok(result.nbHits > 0);
  const language = result.facets!.language!;
  assert.equal(language.en! + (language['zh-Hans'] ?? 0), result.nbHits);
  assert.deepEqual(Object.keys(result.facets!), ['language', 'type'], 'only facet attributes');
  const all = await search({query: '', facets: '*', hitsPerPage: 0});
  assert.deepEqual(Object.keys(all.facets!), ['language', 'docusaurus_tag', 'type']);
  assert.deepEqual(all.facets!.docusaurus_tag, {
    'docs-default-current': all.nbHits - 1,
    default: 1,
  });
  assert.equal((await search({query: 'flow'})).facets, undefined);
});

test('pagination: page, nbPages, hitsPerPage 20', async () => {
  const first = await search({query: 'editor', ...en});
  assert.equal(first.nbHits, 25);
  assert.equal(first.hitsPerPage, 20);
  assert.equal(first.nbPages, 2);
  assert.equal(first.page, 0);
  assert.equal(first.hits.length, 20);
  const second = await search({query: 'editor', ...en, page: 1});
  assert.equal(second.hits.length, 5);
  assert.equal(new Set([...ids(first.hits), ...ids(second.hits)]).size, 25);
  assert.deepEqual((await search({query: 'editor', ...en, page: 2})).hits, []);
  assert.equal((await search({query: 'editor', ...en, hitsPerPage: 10})).nbPages, 3);
  await assert.rejects(
    () => search({hitsPerPage: 1001}),
    /hitsPerPage must be an integer from 0 to 1000/,
  );
  await assert.rejects(() => search({page: -1}), SearchError);
});

test('an empty query browses every record in custom-ranking order; a query with no words finds nothing', async () => {
  const browse = await search({query: '', hitsPerPage: 1000, distinct: false});
  assert.equal(browse.nbHits, records.length);
  assert.deepEqual(browse.hits[0]?.type, 'lvl1');
  assert.equal(browse.hits.at(-1)?.type, 'content');
  assert.equal(
    (await search({})).nbHits,
    new Set(records.map((record) => record.url)).size,
    'distinct by url',
  );
  for (const query of [' ', '   ', '?!…###', '—', '<>'])
    assert.equal((await search({query})).nbHits, 0, JSON.stringify(query));
});

test('a 64-character query matches, and a 512-character one answers fast', async () => {
  const query = vectorStores[1]!.content!.slice(0, 64);
  assert.equal(query.length, 64);
  const started = performance.now();
  assert.equal((await search({query})).hits[0]?.objectID, id('components-vector-stores', 1));
  const long = `${query} `.repeat(8).slice(0, 512);
  const result = await search({query: long});
  assert.equal(result.query, long);
  assert.ok(performance.now() - started < 200);
});

test('clickAnalytics adds a 32-hex queryID', async () => {
  const first = await search({query: 'flow', clickAnalytics: true});
  assert.match(first.queryID!, /^[0-9a-f]{32}$/);
  assert.notEqual((await search({query: 'flow', clickAnalytics: true})).queryID, first.queryID);
  assert.equal('queryID' in (await search({query: 'flow'})), false);
});

test('attributesToRetrieve takes dotted paths and *; the objectID is always there', async () => {
  const hit = (
    await search({
      query: 'agents',
      ...en,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'url', 'missing'],
    })
  ).hits[0]!;
  assert.deepEqual(
    {objectID: hit.objectID, hierarchy: hit.hierarchy, url: hit.url},
    {
      objectID: id('components-agents', 0),
      hierarchy: {lvl0: 'Components', lvl1: 'Agents'},
      url: `${ORIGIN}${BASE}components-agents`,
    },
  );
  assert.deepEqual(Object.keys(hit).sort(), [
    '_highlightResult',
    '_snippetResult',
    'hierarchy',
    'objectID',
    'url',
  ]);
  const all = (await search({query: 'agents', ...en, attributesToRetrieve: ['*']})).hits[0]!;
  assert.deepEqual(all.weight, {pageRank: PageRank.guide, level: 90, position: 0});
  (all.hierarchy as Hierarchy).lvl1 = 'changed';
  assert.equal(
    ((await search({query: 'agents', ...en})).hits[0]!.hierarchy as Hierarchy).lvl1,
    'Agents',
    'hits are copies',
  );
});

test('the result echoes the parameters and ignores unknown ones', async () => {
  const result = await search({
    query: 'flow',
    hitsPerPage: 5,
    facetFilters: ['language:en'],
    analytics: false,
    userToken: 'u1',
    whatever: {a: 1},
  });
  assert.equal(
    result.params,
    'query=flow&hitsPerPage=5&facetFilters=%5B%22language%3Aen%22%5D&analytics=false&userToken=u1&whatever=%7B%22a%22%3A1%7D',
  );
  assert.equal(result.exhaustiveNbHits, true);
  assert.equal(result.exhaustiveFacetsCount, true);
  assert.equal(typeof result.processingTimeMS, 'number');
});

test('facet values search by prefix, counted over the matching records', async () => {
  const result = await zhIndex.searchForFacetValues('language', 'zh', {query: ''});
  assert.deepEqual(result.facetHits, [
    {value: 'zh-Hans', highlighted: '<em>zh</em>-Hans', count: new Set(zh.map((r) => r.url)).size},
  ]);
  const tags = await index.searchForFacetValues('docusaurus_tag', '', {
    query: 'escaping',
    highlightPreTag: '<b>',
    highlightPostTag: '</b>',
  });
  assert.deepEqual(tags.facetHits, [{value: 'default', highlighted: 'default', count: 1}]);
  assert.deepEqual(
    (await index.searchForFacetValues('type', 'lvl', {maxFacetHits: 1})).facetHits.length,
    1,
  );
  await assert.rejects(
    () => index.searchForFacetValues('url', ''),
    /Cannot search the values of "url"/,
  );
});

test('a question finds the records holding most of its words, ranked by how many they hold', async () => {
  const {hits} = await search({query: 'how do I run the flow in the playground', ...en});
  assert.equal(hits[0]?.objectID, id('concepts-flows', 5), 'holds run, flow and playground');
  // No record holds "zebra": the records holding "flow" still answer.
  const partial = await search({query: 'flow zebra', ...en});
  assert.ok(partial.nbHits > 0);
  assert.deepEqual(partial.hits[0]!._highlightResult!.hierarchy!.lvl1!.matchedWords, ['flow']);
});

test('stop words neither count against a record nor make a match, but the last one is a prefix', async () => {
  const withStopWords = await search({query: 'how do I run the flow', ...en, distinct: false});
  const without = await search({query: 'run flow', ...en, distinct: false});
  assert.ok(without.hits.length > 1);
  assert.deepEqual(ids(withStopWords.hits), ids(without.hits));
  assert.equal((await search({query: 'how do a the', ...en})).nbHits, 0);
  // "to" may be the start of "tools" while the reader types.
  const typing = await search({query: 'how to', ...en});
  assert.equal(typing.hits[0]?.objectID, id('components-agents', 1));
  assert.match(typing.hits[0]._highlightResult!.content!.value, /<em>to<\/em>ols/);
});

test('a query fetches the term chunks of its words and the content blocks of the hits shown', async () => {
  // 600 pages, each with a word of its own ("a0page", "b1page", …): many chunks and blocks.
  const wordOf = (i: number) => `${String.fromCharCode(97 + (i % 26))}${i}page`;
  const many = Array.from({length: 600}, (_, i) =>
    page({
      path: `topic-${i}`,
      lvl0: 'Topics',
      records: [
        ['lvl1', `Topic ${wordOf(i)}`],
        [
          'content',
          `The body of this topic explains ${wordOf(i)} at some length, to fill a block.`,
        ],
      ],
    }),
  ).flat();
  const fetched: string[] = [];
  const topics = indexOf(many, fetched);
  const {head} = encodeIndex(many);
  assert.ok(head.chunks.length > 5 && head.blocks.length > 5);
  const {hits} = await topics.search({query: wordOf(150), hitsPerPage: 1});
  assert.equal(hits[0]?.objectID, id('topic-150', 0));
  assert.equal(hits[0]._highlightResult!.hierarchy!.lvl1!.value, `Topic <em>${wordOf(150)}</em>`);
  const chunks = fetched.filter((part) => part.startsWith('t'));
  const blocks = fetched.filter((part) => part.startsWith('c'));
  // Its own chunk (or two, where a chunk starts inside its range); the index holds the word as
  // typed, so no chunk of the words it might be a typo of.
  assert.ok(
    chunks.length >= 1 && chunks.length <= 2,
    `chunks fetched: ${chunks.join(', ')} of ${head.chunks.length}`,
  );
  assert.deepEqual(blocks, [], 'the hit is a title: no text to fetch');
  // Two hits, the second a paragraph: the block of that paragraph only.
  fetched.length = 0;
  const two = await topics.search({query: wordOf(150), hitsPerPage: 2, distinct: false});
  assert.equal(two.hits[1]?.objectID, id('topic-150', 1));
  assert.match(String(two.hits[1]?.content), /explains/);
  assert.equal(fetched.filter((part) => part.startsWith('c')).length, 1);
  // The same word again: nothing more to fetch.
  fetched.length = 0;
  await topics.search({query: wordOf(150), hitsPerPage: 2, distinct: false});
  assert.deepEqual(fetched, []);
});

test('a part that cannot be fetched fails the search as unavailable, and is fetched again next time', async () => {
  const parts = inMemory(encodeIndex(records));
  let failures = 1;
  const flaky = createSearchIndex(
    {
      ...parts,
      chunk: (n) => (failures-- > 0 ? Promise.reject(new Error('network down')) : parts.chunk(n)),
    },
    ORIGIN,
  );
  await assert.rejects(() => flaky.search({query: 'vector'}), IndexUnavailableError);
  assert.equal(
    (await flaky.search({query: 'vector'})).hits[0]?.objectID,
    id('components-vector-stores', 0),
  );
});

test('the head gives every record the heading lengths MiniSearch counted at build time', () => {
  for (const set of [records, zh]) {
    const built = new MiniSearch(buildOptions);
    built.addAll(set.map((record, id) => ({id, record})));
    const {fieldLength} = built.toJSON();
    const {head} = encodeIndex(set);
    const decoded = headingLengths(head);
    let headings = 0;
    set.forEach((record, id) => {
      INDEX_FIELDS.forEach((field, fieldId) => {
        if (field === 'content') return;
        const expected = (fieldLength[id] as (number | undefined)[])[fieldId] ?? 0;
        assert.equal(decoded[id]![fieldId] ?? 0, expected, `${record.objectID} ${field}`);
        if (expected > 0) headings += 1;
      });
    });
    assert.ok(headings > set.length, 'the records have headings to count');
    // One length per heading a record sets anew: far fewer than records times levels.
    assert.ok(head.fieldLength.levels.length < set.length * 2);
  }
});

test('a query equal to a page’s title, sidebar label or section label ranks that page first', async () => {
  const pgvector = page({
    path: 'integrations-pgvector',
    lvl0: 'Integrations',
    records: [
      ['lvl1', 'PostgreSQL with pgvector'],
      ['content', 'Keep embeddings in PostgreSQL next to the data they describe.'],
    ],
  });
  const byNames = new Map([
    // The sidebar calls the page "PGVector"; it opens the section "Vector stores" of Integrations.
    [`${BASE}integrations-pgvector`, ['PGVector', 'Vector stores']],
  ]);
  const named = createSearchIndex(
    inMemory(encodeIndex([...records, ...pgvector], byNames)),
    ORIGIN,
  );
  const firstPage = async (query: string) =>
    (await named.search({query, distinct: 1})).hits[0]?.url_without_anchor;
  assert.equal(await firstPage('pgvector'), `${ORIGIN}${BASE}integrations-pgvector`);
  // "Vector stores" is also the title of components-vector-stores: both pages are named, the title first.
  const both = (await named.search({query: 'vector stores', distinct: 1})).hits.map(
    (hit) => hit.url_without_anchor,
  );
  assert.deepEqual(both.slice(0, 2), [
    `${ORIGIN}${BASE}components-vector-stores`,
    `${ORIGIN}${BASE}integrations-pgvector`,
  ]);
  // A section label whose words the page never uses still finds it; a query only near a name does not.
  const section = createSearchIndex(
    inMemory(
      encodeIndex(
        [...records, ...pgvector],
        new Map([[`${BASE}integrations-pgvector`, ['Data ingestion']]]),
      ),
    ),
    ORIGIN,
  );
  assert.equal(
    (await section.search({query: 'Data ingestion'})).hits[0]?.url_without_anchor,
    `${ORIGIN}${BASE}integrations-pgvector`,
  );
  assert.equal((await section.search({query: 'ingestion'})).hits.length, 0);
  // A name is matched on its folded words: case, accents and punctuation aside.
  assert.equal(
    (await section.search({query: ' data-INGESTION '})).hits[0]?.url_without_anchor,
    `${ORIGIN}${BASE}integrations-pgvector`,
  );
});

test('a name is folded as its words are, without the segmenter: the same key in Node and in every browser', () => {
  assert.equal(fold('  Café — Data-INGESTION '), 'cafe data ingestion');
  // Han runs stay whole, and part from other scripts as `tokenize` parts them.
  assert.equal(fold('自定义组件'), '自定义组件');
  assert.equal(fold('MCP服务器'), 'mcp 服务器');
  assert.equal(fold('MCP 服务器'), fold('MCP服务器'));
  for (const text of ['Use a custom database', 'Flowloom 1.4.0 (beta)', 'x-api-key'])
    assert.equal(fold(text), words(text).join(' '));
});

test('the scores are MiniSearch’s BM25 scores, to the last bit', () => {
  for (const set of [records, zh]) {
    const built = new MiniSearch(buildOptions);
    built.addAll(set.map((record, id) => ({id, record})));
    const encoded = encodeIndex(set);
    const decoded = decodeRecords(encoded.head, ORIGIN);
    const postings = new Map(
      encoded.chunks.flatMap(({terms, postings: fields}) =>
        terms.map((term, k) => [term, decodePostings(fields[k]!)] as const),
      ),
    );
    const terms = [...postings.keys()];
    assert.ok(terms.length > 20, 'the index has terms to score');
    // Queries of one to four terms with different weights, the filters keeping every other record.
    let compared = 0;
    for (let start = 0; start < terms.length; start += 3) {
      const query = terms.slice(start, start + 1 + (start % 4));
      const weight = (term: string) => 0.2 + (term.length % 5) / 5;
      const keep = (id: number) => id % 2 === 0;
      const ours = scoreRecords(
        query.map((term) => ({term, weight: weight(term), postings: postings.get(term)!})),
        scoringContext(encoded.head, decoded),
        keep,
      );
      const theirs = built.search(query.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boost: FIELD_BOOSTS,
        boostTerm: weight,
        boostDocument: (id: number) => recordBoostOf(decoded[id]!.weight),
        filter: (result) => keep(result.id as number),
      });
      const label = `${set[0]!.language}: ${query.join(' ')}`;
      compared += theirs.length;
      assert.deepEqual(
        new Map(
          ours.map(({id, score, terms: held}) => [id, [score * held.length, [...held].sort()]]),
        ),
        new Map(theirs.map(({id, score, queryTerms}) => [id, [score, [...queryTerms].sort()]])),
        label,
      );
    }
    assert.ok(compared > set.length, `${set[0]!.language}: the queries found records to compare`);
  }
});

test('a query over 512 bytes of UTF-8 (Algolia’s limit) is cut there, never inside a character, and answered as cut', async () => {
  assert.equal(capQuery('flow'), 'flow');
  assert.equal(capQuery('a'.repeat(600)), 'a'.repeat(MAX_QUERY_BYTES));
  // Three bytes a character: 170 fit, the 171st would end at byte 513.
  assert.equal(capQuery('流'.repeat(200)), '流'.repeat(170));
  assert.equal(capQuery(`${'a'.repeat(511)}流`), 'a'.repeat(511));
  const long = `agents ${'zq '.repeat(300)}`;
  const [whole, cut] = await Promise.all([
    search({query: long, ...en}),
    search({query: capQuery(long), ...en}),
  ]);
  assert.equal(whole.query, capQuery(long));
  assert.deepEqual(ids(whole.hits), ids(cut.hits));
  assert.ok(whole.hits.length > 0);
});
