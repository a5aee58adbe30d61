/**
 * What pages say about a call agrees with openapi.json: a status code quoted next to a call is one
 * the operation defines (a troubleshooting heading such as `### 401 Unauthorized` included), and a
 * query parameter a page names is one the call takes.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test, type TestContext} from 'node:test';

import {
  findOperation,
  openApiDocument,
  parameterNames,
  responseCodes,
} from '../../features/api-reference/build/document';
import {type JsonObject} from '../../plugins/helpers/json';
import {operationTemplates, pageSources} from './apiCalls';
import {apiStatements, type ApiStatement} from './apiProse';

const document = openApiDocument();
const templates = operationTemplates(document);

/** Query parameters an operation takes, including an API key a security scheme reads from the query. */
function queryNames(operation: JsonObject): string[] {
  const schemes = (document.components as {securitySchemes?: Record<string, JsonObject>})
    .securitySchemes;
  const fromSecurity = Object.values(schemes ?? {}).flatMap((scheme) =>
    scheme.in === 'query' && typeof scheme.name === 'string' ? [scheme.name] : [],
  );
  return [...parameterNames(document, operation, 'query'), ...fromSecurity];
}

function problem(file: string, statement: ApiStatement): string | undefined {
  const defines = statement.calls.some((call) => {
    const operation = findOperation(document, call)!;
    return statement.kind === 'status'
      ? responseCodes(operation).includes(statement.value)
      : queryNames(operation).includes(statement.value);
  });
  if (defines) return undefined;
  const calls = statement.calls.map(({method, path}) => `${method} ${path}`).join(', ');
  return statement.kind === 'status'
    ? `${file}:${statement.line}: status ${statement.value} is not a response of ${calls || 'any call of the page'}`
    : `${file}:${statement.line}: query parameter ${statement.value} is taken by none of ${calls || 'the page’s calls (none)'}`;
}

const problems = (text: string, file = 'docs/synthetic.mdx') =>
  apiStatements(text, templates).flatMap((statement) => problem(file, statement) ?? []);

test('every status code and query parameter quoted with a call is one openapi.json defines for it', (t: TestContext) => {
  const found: string[] = [];
  let statements = 0;
  for (const file of pageSources()) {
    const page = apiStatements(readFileSync(file, 'utf8'), templates);
    statements += page.length;
    found.push(...page.flatMap((statement) => problem(file, statement) ?? []));
  }
  assert.deepEqual(found, []);
  t.diagnostic(`${statements} status codes and query parameters checked`);
  assert.ok(statements >= 60, `only ${statements} statements found: is the extraction broken?`);
});

const RUN_CURL = [
  '```bash title="Terminal"',
  'curl -X POST "{{serverUrl}}/api/v1/run/$FLOW_ID" -H "x-api-key: $API_KEY" -d \'{}\'',
  '```',
].join('\n');

test('a troubleshooting heading with a status code the page’s calls never answer fails', () => {
  const page = (heading: string) =>
    `${RUN_CURL}\n\n## Troubleshooting {#t}\n\n${heading}\n\nThe header is missing or the key was revoked.\n`;
  assert.deepEqual(problems(page('### 403 "Invalid or missing API key" {#invalid-key}')), [
    'docs/synthetic.mdx:7: status 403 is not a response of POST /api/v1/run/{flow_id_or_name}',
  ]);
  assert.deepEqual(problems(page('### 401 Unauthorized {#unauthorized}')), []);
  // A heading's own section names the call when it quotes one.
  assert.deepEqual(
    problems(
      `${RUN_CURL}\n\n### 403 Forbidden {#forbidden}\n\nOnly a superuser may call \`GET /api/v1/users\`.\n`,
    ),
    [],
  );
});

test('a status code said of a call in its paragraph must be one of its responses', () => {
  assert.deepEqual(
    problems('`POST /api/v1/run/{flow_id_or_name}` answers 403 when the key is wrong.'),
    ['docs/synthetic.mdx:1: status 403 is not a response of POST /api/v1/run/{flow_id_or_name}'],
  );
  assert.deepEqual(problems('调用 `POST /api/v1/webhook/{flow_id_or_name}` 会返回 `200`。'), [
    'docs/synthetic.mdx:1: status 200 is not a response of POST /api/v1/webhook/{flow_id_or_name}',
  ]);
  assert.deepEqual(
    problems(
      'Trigger it with `POST /api/v1/webhook/{flow_id_or_name}`, which returns `202 Accepted`; a wrong id returns 404.',
    ),
    [],
  );
});

test('a query parameter no call of the page takes fails, on the call or in prose', () => {
  const webhook = [
    '```bash title="Terminal"',
    'curl -X POST "{{serverUrl}}/api/v1/webhook/$FLOW_ID?strem=true" -d \'{}\'',
    '```',
    '',
    'Senders that cannot set headers can send the key as the `x-api-key` query parameter.',
  ].join('\n');
  assert.deepEqual(problems(webhook), [
    'docs/synthetic.mdx:2: query parameter strem is taken by none of POST /api/v1/webhook/{flow_id_or_name}',
    'docs/synthetic.mdx:5: query parameter x-api-key is taken by none of POST /api/v1/webhook/{flow_id_or_name}',
  ]);
  assert.deepEqual(
    problems(
      `${RUN_CURL}\n\nAdd \`?stream=true\` to receive events, or call \`GET /api/v1/monitor/transactions\` with the query parameters \`flow_id\`, \`page\` and \`size\`.`,
    ),
    [],
  );
  assert.deepEqual(problems(`${RUN_CURL}\n\n加上查询参数 \`streaming\` 即可。`), [
    'docs/synthetic.mdx:5: query parameter streaming is taken by none of POST /api/v1/run/{flow_id_or_name}',
  ]);
});

test('codes that are not about a Flowloom call are not read', () => {
  const page = [
    RUN_CURL,
    '',
    '### GitHub answers 403 "API rate limit exceeded" {#github}',
    '',
    'The web page answers 403 to the URL component.',
    '',
    'Uploads over `FLOWLOOM_MAX_FILE_SIZE_UPLOAD` (default `100`) fail; see `GET /api/v1/config`.',
  ].join('\n');
  assert.deepEqual(apiStatements(page, templates), []);
});
