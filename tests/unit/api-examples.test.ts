/**
 * Every request and response body a page shows next to an API call validates against that
 * operation's schema in openapi.json: JSON blocks labelled with `api="METHOD /path"` and `request` or
 * `response="CODE"`, streams of events labelled the same way, curl `-d` bodies, and the literal
 * bodies of Python and JavaScript examples. A body that fails is named with its file, line,
 * operation and Ajv's message.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test, type TestContext} from 'node:test';

import {remarkCodeHighlight} from '../../plugins/docusaurus/code-highlight';
import {openApiDocument} from '../../features/api-reference/build/document';
import {operationTemplates, pageSources} from './apiCalls';
import {exampleMeta, pageExamples} from './apiExamples';
import {literalToJson} from './codeLiterals';
import {compileMdx} from './compileMdx';
import {createExampleValidator} from './exampleValidator';

const document = openApiDocument();
const templates = operationTemplates(document);
const validator = createExampleValidator(document);

/** The problems of a page, as the site-wide test reports them. */
function check(text: string, file = 'docs/synthetic.mdx') {
  const {examples, unchecked, unlabelled} = pageExamples(file, text, templates);
  return {
    examples,
    unchecked,
    problems: [...unlabelled, ...examples.flatMap((example) => validator.check(example))],
  };
}

const RUN = 'api="POST /api/v1/run/{flow_id_or_name}"';
const fence = (meta: string, body: string, language = 'json') =>
  `\`\`\`${language} ${meta}\n${body}\n\`\`\``;

test('every request and response example of every page validates against openapi.json', (t: TestContext) => {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  const unchecked: string[] = [];
  for (const file of pageSources()) {
    const page = check(readFileSync(file, 'utf8'), file);
    problems.push(...page.problems);
    unchecked.push(...page.unchecked);
    for (const {role, source} of page.examples) {
      const key = `${role} (${source})`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  assert.deepEqual(problems, []);
  const total = (role: string) =>
    [...counts].filter(([key]) => key.startsWith(role)).reduce((sum, [, n]) => sum + n, 0);
  t.diagnostic(
    `validated ${total('request')} request and ${total('response')} response examples: ${[...counts]
      .sort()
      .map(([key, n]) => `${n} ${key}`)
      .join(', ')}`,
  );
  t.diagnostic(`${unchecked.length} bodies are not literals, so not checked:`);
  for (const where of unchecked) t.diagnostic(`  ${where}`);
  // Today's pages hold about 80 request and 24 response examples: far fewer means extraction broke.
  assert.ok(total('request') >= 60, `only ${total('request')} request examples found`);
  assert.ok(total('response') >= 20, `only ${total('response')} response examples found`);
});

test('a curl body that breaks the request schema is named with file, line, operation and message', () => {
  const page = [
    '# Page',
    '',
    '```bash title="Terminal"',
    'curl -X POST "{{serverUrl}}/api/v1/run/$FLOW_ID" \\',
    '  -H "x-api-key: $API_KEY" \\',
    `  -d '{"input_value": "Hi", "input_type": "voice", "sesion_id": "a"}'`,
    '```',
  ].join('\n');
  const {problems} = check(page);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0]!,
    /^docs\/synthetic\.mdx:4: curl request of POST \/api\/v1\/run\/\{flow_id_or_name\}: /,
  );
  assert.match(problems[0]!, /body\/input_type must be equal to one of the allowed values/);
  // A field the API does not define is a slip, even where the server would ignore it.
  assert.match(problems[0]!, /must NOT have unevaluated properties/);
});

test('a response that lacks a required field, has a wrong type or a bad date fails', () => {
  const {problems} = check(
    fence(
      'title="Response" api="POST /api/v1/api_key" response="201"',
      '{"id": "0b6f8d0e-5c1a-4d5e-9a43-2f8e7c1d9b20", "name": "k", "api_key": "fl-abc", "created_at": "2025-05-14 09:12:44", "last_used_at": null, "total_uses": "0"}',
    ),
  );
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /must have required property 'is_active'/);
  assert.match(problems[0]!, /body\/total_uses must be integer/);
  assert.match(problems[0]!, /body\/created_at must match format "date-time"/);
});

test('a status, an operation or a media type the API does not define fails; so does broken JSON', () => {
  const problems = (meta: string, body = '{}', language = 'json') =>
    check(fence(meta, body, language)).problems;
  assert.match(
    problems(`title="Response" ${RUN} response="403"`)[0]!,
    /defines no application\/json 403 response/,
  );
  assert.match(
    problems('title="Response" api="GET /api/v1/nope" response="200"')[0]!,
    /openapi\.json has no such operation/,
  );
  assert.match(
    problems('title="Request body" api="GET /health" request')[0]!,
    /defines no application\/json request body/,
  );
  assert.match(
    problems(`title="Request body" ${RUN} request`, '{"input_value": "Hi",}')[0]!,
    /not JSON/,
  );
});

test('each event of a stream is validated against its event and data', () => {
  const {problems} = check(
    fence(
      `title="Stream" ${RUN} response="200"`,
      [
        'event: token',
        'data: {"chunk": "Hello", "id": "7d3f9a2e-1c6b-4e8f-b5a0-4e2d8c1f9b63"}',
        '',
        'event: token',
        'data: {"chunk": "Hello"}',
        '',
        'event: finished',
        'data: {"result": {"session_id": "s", "outputs": []}}',
        '',
        'event: end',
        'data: {"result": {"session_id": "s", "outputs": [...]}}',
      ].join('\n'),
      'text',
    ),
  );
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0]!, /\(line 6\): .*must have required property 'id'/);
  assert.match(problems[1]!, /\(line 9\): body\/event must be equal to one of the allowed values/);
  assert.match(problems[2]!, /\(line 12\): not JSON/);
});

test('Python and JavaScript bodies are read when they are literals', () => {
  const python = [
    '```python title="run.py"',
    'payload = {',
    '    "input_value": "Hi",',
    '    "tweaks": {"A-1": {"temperature": 0.2, "stream": True, "stop": None}},',
    '    "output_type": "html",',
    '}',
    'requests.post(f"{BASE_URL}/api/v1/run/{FLOW_ID}", json=payload, timeout=120)',
    '```',
  ].join('\n');
  const javascript = [
    '```javascript title="run.mjs"',
    'await fetch(`${BASE_URL}/api/v1/run/${FLOW_ID}`, {',
    '  method: "POST",',
    '  body: JSON.stringify({input_value: 7, session_id: "s",}),',
    '});',
    '```',
  ].join('\n');
  const {problems, examples} = check(`${python}\n\n${javascript}`);
  assert.deepEqual(
    examples.map(({source, line, api}) => `${source}:${line} ${api}`),
    [
      'python:2 POST /api/v1/run/{flow_id_or_name}',
      'javascript:13 POST /api/v1/run/{flow_id_or_name}',
    ],
  );
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(
    problems[0]!,
    /python request .*body\/output_type must be equal to one of the allowed values/,
  );
  assert.match(problems[1]!, /javascript request .*body\/input_value must be string,null/);
});

test('bodies that are not literals are left out and listed, never passed as checked', () => {
  const page = [
    '```python title="run.py"',
    'requests.post(f"{BASE_URL}/api/v1/run/{FLOW_ID}", json={"input_value": question})',
    '```',
    '',
    '```bash title="Terminal"',
    'curl -X POST "{{serverUrl}}/api/v1/run/$FLOW_ID" -d "$BODY"',
    '```',
  ].join('\n');
  const {examples, unchecked} = check(page);
  assert.deepEqual(examples, []);
  assert.deepEqual(unchecked, [
    'docs/synthetic.mdx:2: python body: not a literal',
    'docs/synthetic.mdx:6: curl body $BODY: not a literal',
  ]);
  assert.equal(literalToJson('{"a": f"x{y}"}', 0, 'python'), undefined);
  assert.equal(literalToJson('{a: `x${y}`}', 0, 'javascript'), undefined);
  assert.equal(literalToJson('{a: 1, ...rest}', 0, 'javascript'), undefined);
  assert.equal(
    literalToJson("{'a': [1, 'b',], 'c': False}", 0, 'python'),
    '{"a":[1,"b"],"c":false}',
  );
});

test('tokens are replaced before validation; a shell variable stands for any string', () => {
  const {problems} = check(
    [
      fence(
        'title="Response" api="GET /api/v1/version" response="200"',
        '{"version": "{{version}}", "package": "{{package}}"}',
      ),
      '',
      '```bash title="Terminal"',
      'curl -X PATCH "{{serverUrl}}/api/v1/flows/$FLOW_ID" -d "{\\"folder_id\\": \\"$FOLDER_ID\\"}"',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(problems, []);
  // Outside a shell variable, the same field must be a UUID.
  const wrong = check(
    '```bash title="Terminal"\ncurl -X PATCH "{{serverUrl}}/api/v1/flows/$FLOW_ID" -d \'{"folder_id": "my-folder"}\'\n```',
  ).problems;
  assert.match(wrong[0]!, /body\/folder_id must match format "uuid"/);
});

test('a body or a stream shown without its operation is named, so none escapes the check', () => {
  const page = [
    fence('title="Response"', '{"status": "ok"}'),
    '',
    fence('title="响应"', '{"status": "ok"}'),
    '',
    fence('title="Stream"', 'event: end\ndata: {}', 'text'),
    '',
    fence(`title="Response" ${RUN}`, '{}'),
    '',
    fence('title="mcp.json"', '{"mcpServers": {}}'),
  ].join('\n');
  assert.deepEqual(check(page).problems, [
    'docs/synthetic.mdx:1: a "Response" body without api="METHOD /path" and request or response="CODE"',
    'docs/synthetic.mdx:5: a "响应" body without api="METHOD /path" and request or response="CODE"',
    'docs/synthetic.mdx:9: a stream of events without api="METHOD /path" and response="CODE"',
    'docs/synthetic.mdx:14: the meta needs api="METHOD /path" and request or response="CODE"',
  ]);
});

test('the meta is read from the fence; the highlighter still takes the title and nothing else', async () => {
  assert.deepEqual(exampleMeta(`title="Response" ${RUN} response="200"`), {
    api: 'POST /api/v1/run/{flow_id_or_name}',
    role: 'response',
    status: '200',
  });
  assert.deepEqual(exampleMeta(`title="request" ${RUN} request`), {
    api: 'POST /api/v1/run/{flow_id_or_name}',
    role: 'request',
  });
  assert.deepEqual(exampleMeta('title="Request body"'), {});
  const out = await compileMdx(
    fence(`title="Response" ${RUN} response="200"`, '{"session_id": "s"}'),
    [remarkCodeHighlight],
  );
  assert.match(out, /title: "Response"/);
  // `{flow_id_or_name}` in the meta is not a range of lines to highlight.
  assert.doesNotMatch(out, /theme-code-block-highlighted-line/);
  assert.doesNotMatch(out, /api:|response:|request:/);
});
