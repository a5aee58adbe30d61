import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {LoadedPlugin} from '@docusaurus/types';
import {load} from 'cheerio';

import {apiLabels} from '../../features/api-reference/build/twinLabels';
import {fieldsOf, operationToMarkdown, typeOf} from '../../features/api-reference/build/twin';
import {articleToMarkdown} from '../../plugins/docusaurus/markdown-twins/htmlToMarkdown';
import {
  llmsFullTxt,
  llmsTxt,
  type TwinEntry,
} from '../../plugins/docusaurus/markdown-twins/llmsTxt';
import {sectionsOf} from '../../plugins/docusaurus/markdown-twins/pages';
import {twinPath} from '../../src/markdownTwin/twinUrl';
import {parseMarkdown, rawHtml} from '../markdownTree';

const htmlNodes = (markdown: string): string[] => rawHtml(parseMarkdown(markdown));

const PAGE = 'https://flowloom.dev/docs/workflow/concepts-flows';

/** Markup as the theme writes it, CSS-module hashes and all. */
const html = `<!doctype html><html><head><title>x</title></head><body>
<nav class="navbar">Menu</nav>
<article><nav class="theme-doc-breadcrumbs">Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Flows</h1></header>
<p>Read <a href="/docs/workflow/concepts-components#ports">components</a> and <a href="#build-order">the order</a>.</p>
<h2 class="anchor" id="build-order">Build order<a href="#build-order" class="hash-link" aria-label="Direct link to Build order">\u200b</a></h2>
<div class="tabs-container tabList__CuJ"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">curl</li><li role="tab">Python</li></ul>
<div class="margin-top--md"><div role="tabpanel"><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7">Terminal</div><div class="codeBlockContent_biex"><pre class="prism-code language-bash"><code><span class="nf">curl</span> -s http://127.0.0.1:7860/health
</code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div></div>
<div role="tabpanel" hidden><div class="language-python codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex"><pre class="prism-code language-python"><code>print("hi")</code></pre></div></div></div></div></div>
<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0"/></svg></span>warning</div><div class="admonitionContent_BuS1"><p>Keep keys out of flows.</p></div></div>
<details class="details_lb9f alert alert--info"><summary>Why acyclic?</summary><div><div class="collapsibleContent_i85q"><p>Data flows one way.</p></div></div></details>
<div class="flowDiagram_gjQE"><img class="light_BT17" src="/docs/workflow/img/flows/a.light.svg" alt="Flow of 2 components"><img class="dark_yntl" src="/docs/workflow/img/flows/a.dark.svg" alt="Flow of 2 components"></div>
<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td><code>a|b</code></td><td>string</td></tr></tbody></table>
</div><footer class="theme-doc-footer">Edit this page</footer></article></body></html>`;

test('a guide becomes plain Markdown: every tab labelled, admonitions, details, code with language and title, absolute links', async () => {
  const markdown = await articleToMarkdown(load(html), PAGE);
  assert.match(markdown, /^# Flows\n/);
  assert.match(
    markdown,
    /\[components\]\(https:\/\/flowloom\.dev\/docs\/workflow\/concepts-components#ports\)/,
  );
  assert.match(
    markdown,
    /\[the order\]\(https:\/\/flowloom\.dev\/docs\/workflow\/concepts-flows#build-order\)/,
  );
  assert.match(markdown, /^## Build order$/m);
  assert.match(
    markdown,
    /\*\*curl\*\*\n\n```bash title="Terminal"\ncurl -s http:\/\/127\.0\.0\.1:7860\/health\n```/,
  );
  assert.match(
    markdown,
    /\*\*Python\*\*\n\n```python\nprint\("hi"\)\n```/,
    'the hidden tab is there too',
  );
  assert.match(markdown, /^> \*\*Warning\*\*\n>\n> Keep keys out of flows\.$/m);
  assert.match(markdown, /^\*\*Why acyclic\?\*\*\n\nData flows one way\.$/m);
  assert.match(
    markdown,
    /!\[Flow of 2 components\]\(https:\/\/flowloom\.dev\/docs\/workflow\/img\/flows\/a\.light\.svg\)/,
  );
  assert.doesNotMatch(
    markdown,
    /a\.dark\.svg/,
    'a picture drawn for each colour mode appears once',
  );
  assert.match(markdown, /^\| `a\\\|b` \| string \|$/m, 'tables stay tables');
  for (const themeText of ['Direct link', 'Copy', 'Menu', 'Home', 'Edit this page', '\u200b']) {
    assert.ok(!markdown.includes(themeText), `no "${themeText}"`);
  }
  assert.deepEqual(htmlNodes(markdown), []);
});

test('a page without an article fails, naming the page', async () => {
  await assert.rejects(
    articleToMarkdown(load('<html><body><main>x</main></body></html>'), PAGE),
    /concepts-flows: no article/,
  );
});

test('Chinese emphasis stays readable (no character references around the markers)', async () => {
  const markdown = await articleToMarkdown(
    load(
      '<article><div class="theme-doc-markdown"><p>服务器会<em>构建</em>其中的组件</p></div></article>',
    ),
    PAGE,
  );
  assert.equal(markdown.trim(), '服务器会*构建*其中的组件');
});

const operation = {
  method: 'post',
  path: '/api/v1/run/{flow_id_or_name}',
  description: 'Runs a flow.',
  servers: [{url: 'http://127.0.0.1:7860', description: 'Local server'}],
  security: [{apiKeyHeader: []}],
  securitySchemes: {
    apiKeyHeader: {type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An API key.'},
  },
  parameters: [
    {
      name: 'flow_id_or_name',
      in: 'path',
      required: true,
      description: 'The flow.',
      schema: {type: 'string'},
    },
    {name: 'stream', in: 'query', schema: {type: 'boolean', default: false}},
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['input_type'],
          properties: {
            input_type: {type: 'string', enum: ['chat', 'text'], description: 'Input kind.'},
            files: {
              type: 'array',
              items: {type: 'object', properties: {path: {type: 'string', format: 'uri'}}},
            },
          },
        },
        examples: {chat: {summary: 'A chat turn', value: {input_type: 'chat'}}},
      },
    },
  },
  responses: {
    '200': {
      description: 'The result.',
      content: {
        'application/json': {
          schema: {type: 'object', properties: {session_id: {type: ['string', 'null']}}},
          example: {session_id: 's1'},
        },
      },
    },
    '404': {description: 'No such flow.'},
  },
};

test('an API operation becomes method and path, authentication, parameters, body and responses', () => {
  const markdown = operationToMarkdown('Simplified run flow', operation);
  assert.match(markdown, /^# Simplified run flow\n\n`POST \/api\/v1\/run\/\{flow_id_or_name\}`\n/);
  assert.match(markdown, /^Base URL: `http:\/\/127\.0\.0\.1:7860`, Local server\.$/m);
  assert.match(markdown, /^- `x-api-key` header: An API key\.$/m);
  assert.match(markdown, /^## Request\n\n### Parameters\n/m);
  assert.match(markdown, /^\| `flow_id_or_name` \| path \| string \| yes \| The flow\. \|$/m);
  assert.match(markdown, /^\| `stream` \| query \| boolean \| no \| Default: `false`\. \|$/m);
  assert.match(
    markdown,
    /^\| `input_type` \| string \| yes \| Input kind\. Possible values: `"chat"`, `"text"`\. \|$/m,
  );
  assert.match(markdown, /^\| `files\[\]\.path` \| string \(uri\) \| no \|/m);
  assert.match(
    markdown,
    /\*\*Example: A chat turn\*\*\n\n```json\n\{\n {2}"input_type": "chat"\n\}\n```/,
  );
  assert.match(markdown, /^## Responses\n\n### 200\n\nThe result\./m);
  assert.match(
    markdown,
    /^\| `session_id` \| string \\\| null \| no \|/m,
    'a pipe in a cell is escaped',
  );
  assert.match(markdown, /^### 404\n\nNo such flow\.$/m);
  assert.deepEqual(htmlNodes(markdown), []);
});

test("an API operation's twin speaks the page's locale, with the theme's own headings", () => {
  const labels = apiLabels('zh-Hans', {
    'theme.openapi.request.title': '请求',
    'theme.openapi.response.title': '响应',
  });
  const markdown = operationToMarkdown('简化运行流程', operation, labels);
  assert.match(markdown, /^## 请求$/m);
  assert.match(markdown, /^## 响应$/m);
  assert.match(markdown, /^\| 名称 \| 位置 \| 类型 \| 必填 \| 说明 \|$/m);
  // Chinese punctuation joins the labels to what they label.
  assert.match(markdown, /^- `x-api-key` 请求头：An API key\.$/m);
  assert.match(markdown, /\| 否 \| 默认值：`false`。 \|$/m);
  assert.match(markdown, /Input kind\.可选值：`"chat"`、`"text"`。/);
  // A theme string without a translation keeps the theme's English, as the page does.
  assert.match(markdown, /^### Parameters$/m);
});

test('schema types and nested fields are named the way readers write them', () => {
  assert.equal(
    typeOf({type: 'array', items: {type: 'string', format: 'uuid'}}),
    'array of string (uuid)',
  );
  assert.equal(typeOf({anyOf: [{type: 'integer'}, {type: 'null'}]}), 'integer | null');
  assert.deepEqual(
    fieldsOf({
      type: 'object',
      properties: {
        tweaks: {
          type: 'object',
          additionalProperties: {type: 'object', properties: {value: {type: 'string'}}},
        },
      },
    }).map((field) => field.name),
    ['tweaks', 'tweaks.*.value'],
  );
});

test('a page path gets its twin path: plus .md, or index.md for a locale root', () => {
  assert.equal(twinPath('/docs/workflow/concepts-flows'), '/docs/workflow/concepts-flows.md');
  assert.equal(twinPath('/docs/workflow/zh-Hans/'), '/docs/workflow/zh-Hans/index.md');
  assert.equal(twinPath('/docs/workflow/api/health?x=1#y'), '/docs/workflow/api/health.md');
});

const doc = (id: string) => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  permalink: `/docs/workflow/${id}`,
  source: `@site/docs/${id}.mdx`,
});

const docsPlugin = (id: string | undefined, docs: string[], sidebar: unknown[]): LoadedPlugin =>
  ({
    name: 'docusaurus-plugin-content-docs',
    options: {id},
    content: {loadedVersions: [{docs: docs.map(doc), sidebars: {main: sidebar}}]},
  }) as unknown as LoadedPlugin;

const plugins = [
  docsPlugin(
    undefined,
    ['index', 'a', 'b', 'c', 'orphan'],
    [
      {type: 'doc', id: 'index'},
      {
        type: 'category',
        label: 'Concepts',
        items: [
          {type: 'doc', id: 'b'},
          {type: 'category', label: 'Deeper', items: [{type: 'doc', id: 'a'}]},
        ],
      },
      {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
      {
        type: 'category',
        label: 'Again',
        items: [
          {type: 'doc', id: 'a'},
          {type: 'doc', id: 'c'},
        ],
      },
    ],
  ),
  docsPlugin(
    'api',
    ['api-index', 'tag', 'op'],
    [
      {type: 'doc', id: 'api-index'},
      {
        type: 'category',
        label: 'Flows',
        link: {type: 'doc', id: 'tag'},
        items: [{type: 'doc', id: 'op'}],
      },
    ],
  ),
];

test('pages come in sidebar order, by top-level category, each once; pages of no sidebar join the top level', () => {
  const sections = sectionsOf(plugins);
  assert.deepEqual(
    sections.map((section) => [
      section.instance,
      section.label,
      section.pages.map((page) => page.permalink.split('/').pop()),
    ]),
    [
      ['default', undefined, ['index', 'orphan']],
      ['default', 'Concepts', ['b', 'a']],
      ['default', 'Again', ['c']],
      ['api', undefined, ['api-index']],
      ['api', 'Flows', ['tag', 'op']],
    ],
  );
});

test('llms.txt lists every page once under its section, with the OpenAPI document; llms-full.txt holds every page', () => {
  const sections = sectionsOf(plugins);
  const entries = new Map<string, TwinEntry>(
    sections
      .flatMap((section) => section.pages)
      .map((page) => [
        page.permalink,
        {
          title: page.title,
          description: page.description,
          twinUrl: `https://flowloom.dev${twinPath(page.permalink)}`,
          pageUrl: `https://flowloom.dev${page.permalink}`,
          body: `# ${page.title}\n\nBody of ${page.permalink}.\n`,
        },
      ]),
  );
  const input = {
    locale: 'en' as const,
    sections,
    entries,
    openApiUrl: 'https://flowloom.dev/docs/workflow/openapi.json',
  };
  const index = llmsTxt(input);
  assert.match(
    index,
    /^# Flowloom documentation\n\n> .+\n\n.+\n\n## Guides\n\n- \[Title index\]\(https:\/\/flowloom\.dev\/docs\/workflow\/index\.md\): About index\n/,
  );
  assert.match(
    index,
    /^## API reference\n\n- \[OpenAPI document\]\(https:\/\/flowloom\.dev\/docs\/workflow\/openapi\.json\): /m,
  );
  assert.match(index, /^## API reference: Flows\n\n- \[Title tag\]/m);
  for (const entry of entries.values()) {
    assert.equal(index.split(`](${entry.twinUrl})`).length - 1, 1, `${entry.twinUrl} once`);
  }
  const full = llmsFullTxt(input);
  for (const entry of entries.values()) {
    assert.ok(full.includes(`# ${entry.title}\n\nSource: ${entry.pageUrl}\n`), entry.pageUrl);
  }
  assert.match(llmsTxt({...input, locale: 'zh-Hans'}), /^## 指南$/m);
});
