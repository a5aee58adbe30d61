/**
 * `<ApiSchemaTable>` draws request fields and stream events from openapi.json in the page's locale
 * (its translations are held by tests/unit/api-translations.test.ts), and no page writes such a table
 * by hand again.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {openApiDocument} from '../../features/api-reference/build/document';
import {type JsonObject} from '../../plugins/helpers/json';
import remarkApiSchemaTable, {
  SCHEMA_PARTS,
  schemaTableRows,
  type SchemaPart,
} from '../../features/api-reference/build/remark/schemaTable';
import {listOperations} from '../../plugins/helpers/openApiOperations';
import type {BuiltLocale} from '../../data/site';
import {
  curlCommands,
  matchTemplate,
  operationTemplates,
  pageSources,
  quotedCalls,
} from './apiCalls';
import {compileMdx} from './compileMdx';
import {DOC_ROOTS, splitSource} from './docSources';

const RUN = 'POST /api/v1/run/{flow_id_or_name}';
const compile = (mdx: string, locale: BuiltLocale = 'en') =>
  compileMdx(mdx, [[remarkApiSchemaTable, {locale}]]);

test('the request fields of the run endpoint, with type, required, default and description', async () => {
  const {kind, rows} = schemaTableRows(RUN, 'request');
  assert.equal(kind, 'fields');
  assert.deepEqual(
    rows.map((row) => ('name' in row ? [row.name, row.type, row.required, row.default] : [])),
    [
      ['input_value', 'string | null', false, undefined],
      ['input_type', 'string', false, 'chat'],
      ['output_type', 'string', false, 'chat'],
      ['output_component', 'string', false, '""'],
      ['tweaks', 'object', false, undefined],
      ['session_id', 'string | null', false, undefined],
    ],
  );
  const en = await compile(`<ApiSchemaTable api="${RUN}" part="request" />`);
  assert.match(en, /children: "Required"/);
  assert.match(en, /children: "string \| null"/);
  assert.match(en, /for Chat Input/);
  const zh = await compile(`<ApiSchemaTable api="${RUN}" part="request" />`, 'zh-Hans');
  assert.match(zh, /children: "必填"/);
  assert.match(zh, /表示 Chat Input/);
  assert.doesNotMatch(zh, /for Chat Input/);
});

test('the events of a stream, one row per event with the schema of its data', async () => {
  const {kind, rows} = schemaTableRows(RUN, 'events');
  assert.equal(kind, 'events');
  assert.deepEqual(
    rows.map((row) => ('event' in row ? `${row.event}: ${row.data}` : '')),
    [
      'add_message: Message',
      'token: TokenEventData',
      'end: RunEndEventData',
      'error: ErrorEventData',
    ],
  );
  assert.match(
    await compile(`<ApiSchemaTable api="${RUN}" part="events" />`),
    /children: "TokenEventData"/,
  );
});

test('an unknown operation, part or response fails the build with the file and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n<ApiSchemaTable api="POST /api/v1/nope" part="request" />'),
    /<ApiSchemaTable> in page\.mdx:3: openapi\.json has no operation "POST \/api\/v1\/nope"/,
  );
  await assert.rejects(
    compile(`<ApiSchemaTable api="${RUN}" part="body" />`),
    /page\.mdx:1 needs api="METHOD \/path" and part="request" or "response" or "events"/,
  );
  await assert.rejects(
    compile('<ApiSchemaTable api="GET /health" part="events" />'),
    /GET \/health has no text\/event-stream 200 response/,
  );
  await assert.rejects(
    compile(`Text <ApiSchemaTable api="${RUN}" part="request" /> inline.`),
    /must stand on a line of its own/,
  );
});

// --- Translations ------------------------------------------------------------

interface Use {
  file: string;
  api: string;
  part: SchemaPart;
  status: string;
}

/** Every `<ApiSchemaTable …/>` of the pages of both locales. */
function uses(): Use[] {
  return pageSources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<ApiSchemaTable\s([^>]*)\/>/g)].map(
      ([, attributes]) => {
        const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1];
        return {
          file,
          api: attribute('api') ?? '',
          part: attribute('part') as SchemaPart,
          status: attribute('status') ?? '200',
        };
      },
    ),
  );
}

test('the pages show the run endpoint’s request fields and events in both locales', () => {
  const shown = uses();
  for (const part of ['request', 'events'] as const) {
    const files = shown.filter((use) => use.api === RUN && use.part === part).map(({file}) => file);
    for (const page of ['get-started/quickstart.mdx', 'concepts/publish.mdx'])
      for (const root of Object.values(DOC_ROOTS))
        assert.ok(files.includes(join(root, page)), `${part} on ${join(root, page)}`);
  }
  assert.ok(shown.every(({part}) => (SCHEMA_PARTS as readonly string[]).includes(part)));
});

// --- No hand-written copies ----------------------------------------------------

/** Fields of every JSON request body of openapi.json, by operation. */
function requestFieldSets(document: JsonObject): {api: string; fields: Set<string>}[] {
  return listOperations(document).flatMap(({method, path}) => {
    const api = `${method} ${path}`;
    try {
      const {rows} = schemaTableRows(api, 'request', '200', document);
      return [{api, fields: new Set(rows.map((row) => ('name' in row ? row.name : '')))}];
    } catch {
      return []; // no JSON body, or one without listed fields
    }
  });
}

/**
 * Markdown tables whose first column lists three or more distinct fields of the request body of an
 * operation the page calls or quotes (a table of a data object with the same field names, on a page
 * that does not call the API for it, is not a copy).
 */
function handWrittenTables(file: string, text: string, document: JsonObject): string[] {
  const templates = operationTemplates(document);
  const called = new Set([
    ...quotedCalls(text).map(({method, path}) => `${method} ${path}`),
    ...curlCommands(text).flatMap(({method, path}) => {
      const template = matchTemplate(templates, method, path);
      return template ? [`${template.method} ${template.path}`] : [];
    }),
  ]);
  const sets = requestFieldSets(document).filter(({api}) => called.has(api));
  return splitSource(text).paragraphs.flatMap((paragraph) => {
    const names = new Set(
      paragraph.flatMap(({text: line}) => /^\|\s*`([\w.-]+)`\s*\|/.exec(line)?.[1] ?? []),
    );
    const copied = sets.find(
      ({fields}) => [...names].filter((name) => fields.has(name)).length >= 3,
    );
    return copied
      ? [
          `${file}:${paragraph[0]!.line}: a hand-written table of the fields of ${copied.api}: use <ApiSchemaTable api="${copied.api}" part="request" />`,
        ]
      : [];
  });
}

test('no page copies the fields of a request body into a table by hand', () => {
  const document = openApiDocument();
  const found = pageSources().flatMap((file) =>
    handWrittenTables(file, readFileSync(file, 'utf8'), document),
  );
  assert.deepEqual(found, []);
  const copy = [
    `Call \`${RUN}\` with this body:`,
    '',
    '| Field | Default | Meaning |',
    '| --- | --- | --- |',
    '| `input_value` | empty | The text given to Chat Input |',
    '| `input_type` | `chat` | Which inputs receive it |',
    '| `session_id` | the flow id | The conversation |',
  ].join('\n');
  assert.deepEqual(handWrittenTables('docs/x.mdx', copy, document), [
    `docs/x.mdx:3: a hand-written table of the fields of ${RUN}: use <ApiSchemaTable api="${RUN}" part="request" />`,
  ]);
});
