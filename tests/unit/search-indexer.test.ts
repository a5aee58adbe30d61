import assert from 'node:assert/strict';
import {existsSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {extractSidebarNames, namesByPath} from '../../features/search/build/sidebarNames';
import {extractRecords} from '../../features/search/build/records';
import {HOSTED_SEARCH_VARIABLES, resolveSearchMode} from '../../features/search/build/mode';
import {LOCAL_APP_ID} from '../../features/search/common/constants';
import {PageRank} from '../../features/search/common/selectors';
import {encodeIndex, readIndexFiles, writeIndexFiles} from '../../features/search/build/indexFiles';
import {decodeIndex, INDEX_FILE_NAME, partPath} from '../../features/search/common/indexFormat';

const page = (body: string, head = '') => `<!doctype html><html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}
</head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs/workflow/">Guides</a></nav>
<aside><a class="menu__link menu__link--sublist menu__link--active" href="/docs/workflow/concepts-overview">Concepts</a></aside>
<main><article><nav class="theme-doc-breadcrumbs"><span>Concepts</span></nav>${body}</article></main>
<footer><p>Copyright</p></footer></body></html>`;

const flowsPage = page(`
<header><h1>Flows</h1></header>
<p>A flow is a graph of components.</p>
<h2 id="create-a-flow">Create a flow<a class="hash-link" href="#create-a-flow">\u200b</a></h2>
<ol><li>Open a project.</li><li>Click <strong>New flow</strong>.<ul><li>Pick a template.</li></ul></li></ol>
<h3 id="templates">Templates</h3>
<table><tbody><tr><td>Basic prompting</td><td>One model and a prompt.</td></tr></tbody></table>
<p>After the table.</p>
<h2 id="run">Run it</h2><p>Press <code>Run</code>.</p>`);

const url = 'https://flowloom.dev/docs/workflow/concepts-flows';
const records = extractRecords({html: flowsPage, url});

test('a page becomes heading and content records in reading order, under its sidebar category', () => {
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl5, r.content]),
    [
      ['lvl1', null, null, null, null],
      ['content', null, null, null, 'A flow is a graph of components.'],
      ['lvl2', 'Create a flow', null, null, null],
      ['content', 'Create a flow', null, null, 'Open a project.'],
      ['content', 'Create a flow', null, null, 'Click New flow.'],
      ['content', 'Create a flow', null, null, 'Pick a template.'],
      ['lvl3', 'Create a flow', 'Templates', null, null],
      ['content', 'Create a flow', 'Templates', 'Basic prompting', 'One model and a prompt.'],
      ['content', 'Create a flow', 'Templates', null, 'After the table.'],
      ['lvl2', 'Run it', null, null, null],
      ['content', 'Run it', null, null, 'Press Run.'],
    ],
  );
  assert.ok(records.every((r) => r.hierarchy.lvl0 === 'Concepts' && r.hierarchy.lvl1 === 'Flows'));
});

test('records carry anchors, facets, weights and DocSearch URLs', () => {
  const [title, intro, heading, , , , , row] = records;
  assert.equal(title!.url, url);
  assert.equal(intro!.anchor, null);
  assert.equal(heading!.url, `${url}#create-a-flow`);
  assert.equal(row!.anchor, 'templates', 'a table row keeps its section anchor');
  assert.equal(row!.content, 'One model and a prompt.');
  assert.deepEqual(title!.weight, {pageRank: PageRank.guide, level: 90, position: 0});
  assert.equal(intro!.weight.level, 0);
  assert.ok(
    records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current'),
  );
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  assert.ok(
    !records.some((r) => /Copyright|\u200b/.test(JSON.stringify(r))),
    'no chrome, no zero-width spaces',
  );
});

test('pages without an article or marked noindex give no records; missing facets are an error', () => {
  assert.deepEqual(
    extractRecords({
      html: page('<h1>x</h1>').replace(/<\/?article>/g, ''),
      url,
    }),
    [],
  );
  assert.deepEqual(
    extractRecords({
      html: page('<h1>Search</h1>', '<meta property="robots" content="noindex, follow">'),
      url,
    }),
    [],
  );
  assert.throws(
    () =>
      extractRecords({
        html: '<html><body><article><h1>x</h1></article></body></html>',
        url,
      }),
    /concepts-flows: the docsearch:language and docsearch:docusaurus_tag meta tags are missing/,
  );
});

test('without a sidebar category, lvl0 is the active navbar section', () => {
  const html = page('<header><h1>Welcome</h1></header><p>Hi.</p>').replace(
    /<aside>.*<\/aside>/,
    '',
  );
  assert.equal(extractRecords({html, url})[0]!.hierarchy.lvl0, 'Guides');
});

test('the index files round-trip every record, in any language', () => {
  const zh = {...records[1]!, language: 'zh-Hans', url_without_anchor: `${url}-zh`};
  const mixed = [
    ...records,
    {
      ...zh,
      objectID: '/docs/workflow/concepts-flows-zh#0',
      url: zh.url_without_anchor,
      weight: {...zh.weight, position: 0},
    },
  ];
  const encoded = encodeIndex(mixed);
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  writeIndexFiles(dir, encoded);
  assert.ok(existsSync(join(dir, INDEX_FILE_NAME)));
  assert.ok(existsSync(join(dir, partPath(encoded.head, 't', 0))));
  assert.ok(existsSync(join(dir, partPath(encoded.head, 'c', 0))));
  assert.deepEqual(decodeIndex(readIndexFiles(dir), 'https://flowloom.dev'), mixed);
  // The parts' folder is named by their content: a changed text is a new folder.
  const changed = encodeIndex([
    {...records[0]!},
    {...records[1]!, content: 'Changed.'},
    ...records.slice(2),
  ]);
  assert.notEqual(changed.head.parts, encoded.head.parts);
  assert.throws(() => encodeIndex([records[1]!, records[0]!]), /out of page order/);
});

test('search mode: local without credentials, hosted with all three, a clear error with some', () => {
  assert.equal(resolveSearchMode({}).appId, LOCAL_APP_ID);
  assert.deepEqual(
    resolveSearchMode({
      DOCS_ALGOLIA_APP_ID: 'APP',
      DOCS_ALGOLIA_SEARCH_KEY: 'key',
      DOCS_ALGOLIA_INDEX_NAME: 'docs',
    }),
    {kind: 'hosted', appId: 'APP', apiKey: 'key', indexName: 'docs'},
  );
  assert.throws(
    () => resolveSearchMode({DOCS_ALGOLIA_APP_ID: 'APP', DOCS_ALGOLIA_INDEX_NAME: ' '}),
    new RegExp(
      `needs all of ${HOSTED_SEARCH_VARIABLES.join(', ')}; missing: DOCS_ALGOLIA_SEARCH_KEY, DOCS_ALGOLIA_INDEX_NAME`,
    ),
  );
});

test('what a page marks as indexed elsewhere gives no record, and the rest keeps its headings', () => {
  const html = page(
    `<header><h1>Troubleshooting</h1></header><p>Paste the error.</p>
<h2 class="anchor indexed-elsewhere" id="concepts">Concepts</h2>
<ul class="indexed-elsewhere"><li><a href="/docs/workflow/concepts-flows#cycle">The build fails</a></li></ul>
<h2 id="api-errors">API error messages</h2><ul><li><code>Flow not found.</code> 404</li></ul>`,
  );
  assert.deepEqual(
    extractRecords({html, url}).map((r) => [r.type, r.hierarchy.lvl2, r.content]),
    [
      ['lvl1', null, null],
      ['content', null, 'Paste the error.'],
      ['lvl2', 'API error messages', null],
      ['content', 'API error messages', 'Flow not found. 404'],
    ],
  );
});

test('a one-column table still gives each row a record', () => {
  const html = page(
    '<header><h1>Limits</h1></header><table><tbody><tr><td>At most 64 characters.</td></tr></tbody></table>',
  );
  const rows = extractRecords({html, url}).filter((r) => r.type === 'content');
  assert.deepEqual(
    rows.map((r) => [r.content, r.hierarchy.lvl5]),
    [['At most 64 characters.', 'At most 64 characters.']],
  );
});

test('the sidebar gives each page its label and each section the page it opens', () => {
  const sidebar = (active: string) => `<nav class="menu"><ul>
<li><a class="menu__link" href="/docs/workflow/">Welcome</a></li>
<li><a class="menu__link menu__link--sublist" role="button" href="/docs/workflow/deployment-overview">Deployment</a>
<ul><li><a class="menu__link" ${active === 'overview' ? 'aria-current="page"' : ''} href="/docs/workflow/deployment-overview">Overview</a></li>
<li><a class="menu__link" ${active === 'docker' ? 'aria-current="page"' : ''} href="/docs/workflow/deployment-docker">  Docker\u200b </a></li></ul></li>
<li><a class="menu__link menu__link--sublist" role="button" href="#">Unlinked</a></li>
</ul></nav>`;
  const read = (html: string) => extractSidebarNames(load(html));
  assert.deepEqual(read(sidebar('docker')), {
    label: 'Docker',
    sections: [{label: 'Deployment', path: '/docs/workflow/deployment-overview'}],
  });
  assert.deepEqual(read('<main><article><h1>Search</h1></article></main>'), {
    label: undefined,
    sections: [],
  });
  const names = namesByPath([
    {path: '/docs/workflow/deployment-docker', names: read(sidebar('docker'))},
    {path: '/docs/workflow/deployment-overview', names: read(sidebar('overview'))},
  ]);
  assert.deepEqual(Object.fromEntries(names), {
    '/docs/workflow/deployment-docker': ['Docker'],
    '/docs/workflow/deployment-overview': ['Deployment', 'Overview'],
  });
  // A name equal to the page's title is not stored again.
  const overview = extractRecords({
    html: page('<header><h1>Overview</h1></header><p>Where to run Flowloom.</p>'),
    url: 'https://flowloom.dev/docs/workflow/deployment-overview',
  });
  assert.deepEqual(encodeIndex(overview, names).head.pages[0]!.n, ['Deployment']);
});
