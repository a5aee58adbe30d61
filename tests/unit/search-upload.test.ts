import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {Socket} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {compileFunction} from 'node:vm';
import {load, type CheerioAPI} from 'cheerio';

import {extractRecords} from '../../features/search/build/records';
import {docsearchIndexSettings} from '../../features/search/build/algoliaSettings';
import {algoliaSynonyms} from '../../features/search/build/algoliaSynonyms';
import {crawlerConfig as crawlerConfigScript} from '../../features/search/build/crawlerConfig';
import {
  algoliaTarget,
  readBuiltRecords,
  readBuiltRules,
  uploadRecords,
  type UploadOptions,
} from '../../features/search/cli/upload';
import {builtLocales, siteDefaults} from '../../data/site';
import {DEFAULT_INDEX_NAME} from '../../features/search/common/constants';
import {nameKey} from '../../features/search/common/engine/names';
import {encodeIndex, writeIndexFiles} from '../../features/search/build/indexFiles';
import {levelWeight, objectIdOf} from '../../features/search/common/indexFormat';
import {ignoredSelectors, PageRank, recordSelectors} from '../../features/search/common/selectors';
import type {DocSearchRecord, RecordType} from '../../features/search/common/types';

const ORIGIN = 'https://docs.example.test';

/** A page's records as the indexer writes them: the title, then its paragraphs. */
function pageRecords(
  language: string,
  path: string,
  title: string,
  paragraphs: string[],
): DocSearchRecord[] {
  const url = ORIGIN + path;
  const entries: [RecordType, string | null][] = [
    ['lvl1', null],
    ...paragraphs.map((text): [RecordType, string] => ['content', text]),
  ];
  return entries.map(([type, content], position) => ({
    objectID: objectIdOf(path, position),
    url,
    url_without_anchor: url,
    anchor: null,
    type,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language,
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: PageRank.guide, level: levelWeight(type), position},
  }));
}

const english = pageRecords('en', '/docs/workflow/concepts-flows', 'Flows', [
  'A flow links components.',
  'Run it in the Playground.',
]);
const chinese = pageRecords('zh-Hans', '/docs/workflow/zh-Hans/concepts-flows', '流程', [
  '流程连接组件。',
]);

/**
 * A build folder holding the given indexes (folder '' is the root), beside a folder without one. Each
 * locale folder has its 404 page, as a build writes it: that is how locale folders are told from assets.
 */
function buildWith(indexes: Record<string, readonly DocSearchRecord[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-upload-'));
  mkdirSync(join(dir, 'assets'));
  for (const [folder, records] of Object.entries(indexes)) {
    mkdirSync(join(dir, folder), {recursive: true});
    writeFileSync(join(dir, folder, '404.html'), '<h1>Page Not Found</h1>');
    writeIndexFiles(join(dir, folder), encodeIndex(records));
  }
  return dir;
}

/** The bodies an upload sends: index settings, a batch of records, a move of the index. */
interface SentBody {
  requests?: {action: string; body: DocSearchRecord}[];
  operation?: string;
  destination?: string;
  [setting: string]: unknown;
}

interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  data: string | undefined;
  body: SentBody | undefined;
}

/** Answers like the Algolia REST API for the calls an upload makes; any other call fails the upload. */
function fakeAlgolia() {
  const sent: SentRequest[] = [];
  const issuedTasks: number[] = [];
  const requester: NonNullable<UploadOptions['requester']> = {
    send(request) {
      assert.ok(
        request.data === undefined || typeof request.data === 'string',
        'bodies are plain JSON',
      );
      const url = new URL(request.url);
      const path = decodeURIComponent(url.pathname);
      const body = request.data === undefined ? undefined : (JSON.parse(request.data) as SentBody);
      sent.push({
        method: request.method,
        path,
        query: url.searchParams,
        headers: request.headers,
        data: request.data,
        body,
      });
      const reply = (status: number, content: object) =>
        Promise.resolve({status, isTimedOut: false, content: JSON.stringify(content)});
      const task = (extra: object = {}) => {
        issuedTasks.push(issuedTasks.length + 1);
        return reply(200, {
          taskID: issuedTasks.length,
          updatedAt: '2025-01-01T00:00:00Z',
          ...extra,
        });
      };
      const route = `${request.method} ${path.replace(/^\/1\/indexes\/[^/]+/, '/1/indexes/:index')}`;
      if (
        route === 'PUT /1/indexes/:index/settings' ||
        route === 'POST /1/indexes/:index/rules/batch' ||
        route === 'POST /1/indexes/:index/synonyms/batch' ||
        route === 'POST /1/indexes/:index/operation'
      )
        return task();
      if (route === 'POST /1/indexes/:index/batch')
        return task({objectIDs: body?.requests?.map((r) => r.body.objectID)});
      if (/^GET \/1\/indexes\/:index\/task\/\d+$/.test(route))
        return reply(200, {status: 'published'});
      return reply(400, {message: `The fake Algolia does not expect ${route}`});
    },
  };
  return {sent, issuedTasks, requester};
}

const indexOf = (path: string) => path.split('/')[3];
const ADMIN_KEY = 'admin-key-0123456789abcdef';

test('reads every locale of a build, with absolute URLs on the given origin', () => {
  const dir = buildWith({'': english, 'zh-Hans': chinese});
  assert.deepEqual(readBuiltRecords(dir, ORIGIN), [...english, ...chinese]);
});

test('a rule per page title of every locale promotes that page’s title record for the whole query', () => {
  const dir = buildWith({'': english, 'zh-Hans': chinese});
  const rules = readBuiltRules(dir);
  const titles = [...english, ...chinese].filter((record) => record.type === 'lvl1');
  assert.equal(rules.length, new Set(titles.map((record) => record.url_without_anchor)).size);
  for (const record of titles) {
    const rule = rules.find((r) => r.conditions?.[0]?.pattern === nameKey(record.hierarchy.lvl1!));
    assert.ok(rule, `no rule for "${record.hierarchy.lvl1}"`);
    assert.equal(rule.conditions?.[0]?.anchoring, 'is');
    assert.deepEqual(rule.consequence.promote, [{objectIDs: [record.objectID], position: 0}]);
    assert.equal(rule.consequence.filterPromotes, true);
  }
  assert.equal(new Set(rules.map((rule) => rule.objectID)).size, rules.length, 'unique ids');
});

test('a name a guide and a reference page share promotes the guide first, as the local engine ranks them', () => {
  const reference = pageRecords('en', '/docs/workflow/api/flows', 'Flows', [
    'Create and read flows.',
  ]).map((record) => ({
    ...record,
    docusaurus_tag: 'docs-api-current',
    weight: {...record.weight, pageRank: PageRank.reference},
  }));
  const rules = readBuiltRules(buildWith({'': [...reference, ...english]}));
  const flows = rules.find((rule) => rule.conditions?.[0]?.pattern === 'flows');
  assert.deepEqual(flows?.consequence.promote, [
    {objectIDs: [english[0]!.objectID, reference[0]!.objectID], position: 0},
  ]);
});

test('no records in the build dir is an error that says to build first', () => {
  const namesDirAndBuild = (dir: string) => (error: Error) =>
    error.message.startsWith(`No search records in ${dir} `) &&
    error.message.endsWith('run `npm run build` first.');
  const empty = buildWith({'': []});
  assert.throws(() => readBuiltRecords(empty, ORIGIN), namesDirAndBuild(empty));
  const missing = join(empty, 'nope');
  assert.throws(() => readBuiltRecords(missing, ORIGIN), namesDirAndBuild(missing));
});

test('missing Algolia variables are all named, on one line', () => {
  const full = {
    DOCS_ALGOLIA_APP_ID: 'APP',
    DOCS_ALGOLIA_INDEX_NAME: 'docs',
    DOCS_ALGOLIA_ADMIN_KEY: ADMIN_KEY,
  };
  assert.deepEqual(algoliaTarget(full), {appId: 'APP', indexName: 'docs', adminKey: ADMIN_KEY});
  assert.throws(
    () =>
      algoliaTarget({
        DOCS_ALGOLIA_APP_ID: undefined,
        DOCS_ALGOLIA_INDEX_NAME: undefined,
        DOCS_ALGOLIA_ADMIN_KEY: undefined,
      }),
    /^Error: Missing environment variable\(s\) DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_INDEX_NAME, DOCS_ALGOLIA_ADMIN_KEY: [^\n]+$/,
  );
  assert.throws(
    () => algoliaTarget({...full, DOCS_ALGOLIA_ADMIN_KEY: '  '}),
    /variable\(s\) DOCS_ALGOLIA_ADMIN_KEY:/,
  );
});

test('uploads settings, then every record once to a temporary index moved over the named one, offline', async (t) => {
  const connect = t.mock.method(Socket.prototype, 'connect', () => {
    throw new Error('the upload test must not open a connection');
  });
  const {sent, issuedTasks, requester} = fakeAlgolia();
  const logged: string[] = [];
  const records = [...english, ...chinese];
  const rules = [
    {
      objectID: 'name-en-0',
      conditions: [{pattern: 'flows', anchoring: 'is' as const}],
      consequence: {promote: [{objectIDs: [english[0]!.objectID], position: 0}]},
    },
  ];
  const synonyms = algoliaSynonyms();
  await uploadRecords({
    appId: 'APP',
    adminKey: ADMIN_KEY,
    indexName: 'docs',
    records,
    rules,
    synonyms,
    requester,
    log: (line) => logged.push(line),
  });

  // Settings go to the named index before anything else, so the temporary index copies them.
  assert.equal(sent[0]?.method, 'PUT');
  assert.equal(sent[0]?.path, '/1/indexes/docs/settings');
  assert.deepEqual(sent[0]?.body, docsearchIndexSettings);

  // Then the synonyms and the rules, each replacing the index's own, still before the records.
  assert.equal(sent[2]?.path, '/1/indexes/docs/synonyms/batch');
  assert.equal(sent[2]?.query.get('replaceExistingSynonyms'), 'true');
  assert.deepEqual(sent[2]?.data && JSON.parse(sent[2].data), synonyms);
  assert.equal(sent[4]?.path, '/1/indexes/docs/rules/batch');
  assert.equal(sent[4]?.query.get('clearExistingRules'), 'true');
  assert.deepEqual(sent[4]?.data && JSON.parse(sent[4].data), rules);

  const batches = sent.filter(
    (request) =>
      request.path.endsWith('/batch') &&
      !request.path.endsWith('/rules/batch') &&
      !request.path.endsWith('/synonyms/batch'),
  );
  const temporary = indexOf(batches[0]!.path);
  assert.notEqual(temporary, 'docs');
  assert.ok(batches.every((request) => indexOf(request.path) === temporary));
  const written = batches.flatMap((request) => request.body?.requests ?? []);
  assert.ok(written.every((request) => request.action === 'addObject'));
  assert.deepEqual(
    written.map((request) => request.body),
    records,
    'every record exactly once, unchanged',
  );

  const moves = sent.filter((request) => request.body?.operation === 'move');
  assert.equal(moves.length, 1);
  assert.equal(indexOf(moves[0]!.path), temporary);
  assert.equal(moves[0]!.body?.destination, 'docs');
  assert.ok(sent.indexOf(moves[0]!) > sent.indexOf(batches.at(-1)!), 'moved once filled');

  const polled = sent
    .flatMap((request) => /\/task\/(\d+)$/.exec(request.path)?.[1] ?? [])
    .map(Number);
  assert.deepEqual(
    [...new Set(polled)].sort((a, b) => a - b),
    issuedTasks,
    'waited for every task',
  );

  // The key travels in the header the client sets, never in a URL or a body, never in the output.
  for (const request of sent) {
    assert.equal(request.headers['x-algolia-api-key'], ADMIN_KEY);
    assert.ok(!request.path.includes(ADMIN_KEY) && !request.query.toString().includes(ADMIN_KEY));
    assert.ok(!request.data?.includes(ADMIN_KEY));
  }
  assert.equal(logged.length, 1);
  assert.match(
    logged[0]!,
    new RegExp(
      `^Algolia index docs: 5 records \\(en 3, zh-Hans 2\\), ${synonyms.length} synonyms and 1 rules in \\d+\\.\\d s$`,
    ),
  );
  assert.equal(connect.mock.callCount(), 0);
});

test('without records, the settings, synonyms and rules are sent and the records left alone', async () => {
  const {sent, requester} = fakeAlgolia();
  const logged: string[] = [];
  await uploadRecords({
    appId: 'APP',
    adminKey: ADMIN_KEY,
    indexName: 'docs',
    records: undefined,
    synonyms: algoliaSynonyms(),
    requester,
    log: (line) => logged.push(line),
  });
  assert.deepEqual(
    sent.filter(({path}) => !path.includes('/task/')).map(({path}) => path),
    ['/1/indexes/docs/settings', '/1/indexes/docs/synonyms/batch', '/1/indexes/docs/rules/batch'],
  );
  assert.match(logged[0]!, /records left as they are$/);
});

test('the synonyms of every locale go to the hosted index, once each, as Algolia types them', () => {
  const hits = algoliaSynonyms();
  assert.equal(new Set(hits.map(({objectID}) => objectID)).size, hits.length, 'unique ids');
  const k8s = hits.filter(({synonyms}) => synonyms?.includes('k8s'));
  assert.equal(k8s.length, 1, 'an entry both locales share is sent once');
  assert.deepEqual(k8s[0], {
    objectID: k8s[0]!.objectID,
    type: 'synonym',
    synonyms: ['k8s', 'kubernetes'],
  });
  const workflow = hits.find(({input}) => input === 'workflow');
  assert.deepEqual(workflow?.synonyms, ['flow']);
  assert.equal(workflow?.type, 'onewaysynonym');
  assert.ok(hits.some(({input}) => input === '工作流'));
});

test('an Algolia error fails the upload', async () => {
  const {requester} = fakeAlgolia();
  const failing: typeof requester = {
    send: async (request) =>
      request.method === 'PUT'
        ? {
            status: 403,
            isTimedOut: false,
            content: '{"message":"Invalid Application-ID or API key"}',
          }
        : requester.send(request),
  };
  await assert.rejects(
    uploadRecords({
      appId: 'APP',
      adminKey: ADMIN_KEY,
      indexName: 'docs',
      records: english,
      requester: failing,
      log: () => {},
    }),
    /Invalid Application-ID or API key/,
  );
});

/** What the crawler config's record extractor passes to `helpers.docsearch`. */
interface DocsearchOptions {
  recordProps: {
    lvl0: {selectors: string; defaultValue: string};
    pageRank: string;
    /** The selectors of the other levels and of content. */
    [level: string]: unknown;
  };
  indexHeadings: boolean;
  aggregateContent: boolean;
  recordVersion: string;
}

/** The parts of the crawler config these tests read. */
interface CrawlerConfig {
  startUrls: string[];
  sitemaps: string[];
  initialIndexSettings: Record<string, unknown>;
  actions: {
    indexName: string;
    pathsToMatch: string[];
    recordExtractor: (input: {
      $: CheerioAPI;
      helpers: {docsearch: (options: DocsearchOptions) => DocsearchOptions};
    }) => DocsearchOptions;
  }[];
}

// The crawler editor takes a script calling `new Crawler(config)`: run it with a stand-in that keeps the config.
const configText = crawlerConfigScript(siteDefaults.url);
function crawlerConfig(): CrawlerConfig {
  const configs: CrawlerConfig[] = [];
  const Crawler = class {
    constructor(value: CrawlerConfig) {
      configs.push(value);
    }
  };
  const run = compileFunction(configText, ['Crawler']) as (crawler: typeof Crawler) => void;
  run(Crawler);
  assert.equal(configs.length, 1, 'the script constructs one Crawler');
  return configs[0]!;
}

test('the crawler config carries the selectors of the local indexer', () => {
  const strings = [
    ...recordSelectors.lvl0.selectors,
    recordSelectors.lvl0.defaultValue,
    ...Object.values(recordSelectors).filter((value) => typeof value === 'string'),
    ignoredSelectors,
  ];
  for (const selector of strings)
    assert.ok(configText.includes(JSON.stringify(selector)), `missing ${selector}`);
});

test('the crawler config sends the upload settings and crawls every built locale', () => {
  const config = crawlerConfig();
  const [action] = config.actions;
  assert.ok(action);
  assert.equal(action.indexName, DEFAULT_INDEX_NAME);
  assert.deepEqual(config.initialIndexSettings, {[DEFAULT_INDEX_NAME]: docsearchIndexSettings});

  const root = siteDefaults.url + siteDefaults.baseUrl;
  const localeRoots = builtLocales.map((locale, i) => (i === 0 ? root : `${root}${locale}/`));
  assert.deepEqual(config.startUrls, localeRoots);
  assert.deepEqual(
    config.sitemaps,
    localeRoots.map((url) => `${url}sitemap.xml`),
  );
  assert.deepEqual(action.pathsToMatch, [`${root}**`]);
});

test('the crawler extracts like the local indexer: levels, lvl0, removed chrome, page rank', () => {
  const {recordExtractor} = crawlerConfig().actions[0]!;
  const page = (tag: string, chrome: string, htmlClass = '') => `<html class="${htmlClass}"><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head><body>
    ${chrome}
    <article><nav class="theme-doc-breadcrumbs"><ul><li>Home</li></ul></nav>
      <header><h1>Flows<a class="hash-link" href="#flows">\u200b</a></h1></header><p>A flow links components.</p>
      <a class="theme-edit-this-page" href="#">Edit this page</a></article></body></html>`;
  const category = (label: string) =>
    `<a class="menu__link menu__link--sublist menu__link--active">${label}</a>`;
  const sidebar = category('Core concepts') + category('Flows in depth');
  const navbar = '<a class="navbar__item navbar__link navbar__link--active">Guides</a>';
  const cases = [
    page('docs-default-current', navbar + sidebar),
    page('docs-default-current', navbar),
    page('docs-api-current', ''),
    page('docs-default-current', navbar, 'plugin-id-default docs-doc-id-reference/glossary'),
    // The API reference's home has the doc id of the guides' home: it is no hub.
    page('docs-api-current', '', 'plugin-id-api docs-doc-id-index'),
  ];
  const {lvl0: _, ...expectedLevels} = recordSelectors;

  const extracted = cases.map((html) => {
    const $ = load(html);
    const {recordProps, ...options} = recordExtractor({
      $,
      helpers: {docsearch: (options) => options},
    });
    assert.equal($(ignoredSelectors).length, 0, 'chrome removed');
    assert.deepEqual(options, {indexHeadings: true, aggregateContent: true, recordVersion: 'v3'});
    const {lvl0, pageRank, ...levels} = recordProps;
    assert.deepEqual(levels, expectedLevels);
    assert.equal(lvl0.selectors, '');
    return {lvl0: lvl0.defaultValue, pageRank};
  });
  const indexed = cases.map((html) => {
    const [first] = extractRecords({html, url: `${ORIGIN}/docs/workflow/x`});
    return {lvl0: first?.hierarchy.lvl0, pageRank: String(first?.weight.pageRank)};
  });
  assert.deepEqual(extracted, indexed);
  assert.deepEqual(extracted, [
    {lvl0: 'Core concepts', pageRank: String(PageRank.guide)},
    {lvl0: 'Guides', pageRank: String(PageRank.guide)},
    {lvl0: 'Documentation', pageRank: String(PageRank.reference)},
    {lvl0: 'Guides', pageRank: String(PageRank.hub)},
    {lvl0: 'Documentation', pageRank: String(PageRank.reference)},
  ]);
});
