/**
 * The API reference and the guides agree with openapi.json: every operation
 * has a page, every operation the site promises readers by name exists, every call a guide quotes
 * is defined, and a broken document is refused with a message naming the fault.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {parseOpenApi, validateOpenApi} from '../../features/api-reference/build/validate';
import {isObject, type JsonObject} from '../../plugins/helpers/json';
import {listOperations} from '../../plugins/helpers/openApiOperations';
import {
  curlCommands,
  matchTemplate,
  operationTemplates,
  pageSources,
  quotedCalls,
} from './apiCalls';

const OPENAPI_TEXT = readFileSync('openapi.json', 'utf8');
const spec = parseOpenApi(OPENAPI_TEXT);
const operations = listOperations(spec);

/**
 * Operation pages readers and older links reach by name: their URLs are part of the site's contract,
 * so renaming an operation in openapi.json must not drop one (api-keys and store are tag pages).
 */
const PROMISED_PAGES =
  `add-user auto-login build-flow build-vertex build-vertex-stream cancel-build create-api-key-route
create-flow create-flows create-folder create-variable custom-component delete-file delete-flow delete-folder
delete-messages delete-user delete-variable download-file download-image download-profile-picture get-all get-config
get-messages get-transactions get-vertex-builds get-version health health-check like-component list-files
login-to-get-access-token logout logs patch-user process read-all-users read-current-user read-flow read-flows
read-folder read-folders read-variables refresh-token reset-password share-component simplified-run-flow
experimental-run-flow stream-logs update-flow update-folder update-message update-session-id update-variable
upload-file webhook-run-flow api-keys store`.split(/\s+/);

test('openapi.json is sound and covers the whole API', () => {
  assert.deepEqual(validateOpenApi(spec), []);
  assert.ok(operations.length >= 100, `only ${operations.length} operations`);
});

test('every promised operation and tag page exists', () => {
  const pages = new Set(operations.map((operation) => operation.page));
  for (const name of PROMISED_PAGES) {
    assert.ok(
      pages.has(name) || existsSync(join('api-reference', `${name}.tag.mdx`)),
      `no page ${name}`,
    );
  }
});

test('every operation of openapi.json has a generated page', () => {
  const generated = new Set(
    readdirSync('api-reference').filter((file) => file.endsWith('.api.mdx')),
  );
  for (const {method, path, page} of operations) {
    assert.ok(
      generated.has(`${page}.api.mdx`),
      `${method} ${path} has no page (run npm run api:gen)`,
    );
  }
  assert.equal(
    generated.size,
    operations.length,
    'a generated page has no operation (stale output?)',
  );
});

// --- Guides quote only calls that exist -----------------------------------

const templates = operationTemplates(spec);

test('every API call a guide quotes is defined in openapi.json', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of pageSources()) {
    const text = readFileSync(file, 'utf8');
    for (const call of quotedCalls(text)) {
      checked += 1;
      if (!templates.some(({method, path}) => method === call.method && path === call.path)) {
        problems.push(`${file}: ${call.method} ${call.path}`);
      }
    }
    for (const call of curlCommands(text)) {
      checked += 1;
      if (!matchTemplate(templates, call.method, call.path)) {
        problems.push(`${file}: curl ${call.method} ${call.path}`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 50, `only ${checked} calls found: is the extraction broken?`);
});

test('the call extraction finds what it should', () => {
  const calls = (text: string) => quotedCalls(text).map(({method, path}) => ({method, path}));
  assert.deepEqual(calls('Use `POST /api/v1/run/{flow_id_or_name}` or GET /health.'), [
    {method: 'POST', path: '/api/v1/run/{flow_id_or_name}'},
    {method: 'GET', path: '/health'},
  ]);
  const curls = (text: string) => curlCommands(text).map(({method, path}) => ({method, path}));
  assert.deepEqual(
    curls(
      '```bash title="Terminal"\ncurl -X DELETE "{{serverUrl}}/api/v1/flows/$FLOW_ID" \\\n  -H "x-api-key: k"\n```',
    ),
    [{method: 'DELETE', path: '/api/v1/flows/$FLOW_ID'}],
  );
  assert.deepEqual(
    curls(
      '```bash title="Terminal"\nTOKEN=$(curl -s {{serverUrl}}/api/v1/auto_login)\ncurl -F "file=@a.pdf" {{serverUrl}}/api/v1/files/upload/x\n```\n\nIt\'s `curl {{serverUrl}}/health` in prose.',
    ),
    [
      {method: 'GET', path: '/api/v1/auto_login'},
      {method: 'POST', path: '/api/v1/files/upload/x'},
      {method: 'GET', path: '/health'},
    ],
  );
  // A literal segment wins over a parameter, as in the server's router.
  assert.equal(
    matchTemplate(templates, 'GET', '/api/v1/users/whoami')?.path,
    '/api/v1/users/whoami',
  );
  assert.equal(
    matchTemplate(templates, 'GET', '/api/v1/users/$ID')?.path,
    '/api/v1/users/{user_id}',
  );
});

// --- A broken document is refused, naming the fault -----------------------

/** One operation of `document` (a fresh parse of openapi.json), to break. */
function operationOf(document: JsonObject, method: string, path: string): JsonObject {
  const item = isObject(document.paths) ? document.paths[path] : undefined;
  const operation = isObject(item) ? item[method] : undefined;
  assert.ok(isObject(operation), `${method.toUpperCase()} ${path} is in openapi.json`);
  return operation;
}

/** The problems of openapi.json after `change` broke its operations, given by method and path. */
const mutate = (change: (operation: (method: string, path: string) => JsonObject) => void) => {
  const document = parseOpenApi(OPENAPI_TEXT);
  change((method, path) => operationOf(document, method, path));
  return validateOpenApi(document);
};

test('a missing operationId, summary or tag is named with its operation', () => {
  const problems = mutate((operation) => {
    delete operation('post', '/api/v1/run/{flow_id_or_name}').operationId;
    delete operation('get', '/health').summary;
    operation('get', '/api/v1/flows').tags = ['Nope'];
  });
  assert.ok(
    problems.some((p) =>
      p.startsWith('POST /api/v1/run/{flow_id_or_name}: operationId is missing'),
    ),
    problems.join('\n'),
  );
  assert.ok(problems.includes('GET /health: summary is missing'));
  assert.ok(problems.includes('GET /api/v1/flows: tag "Nope" is not declared in "tags"'));
});

test('a duplicate page name and a broken $ref are named', () => {
  const problems = mutate((operation) => {
    operation('get', '/health_check').operationId = 'health';
    operation('post', '/api/v1/flows').requestBody = {
      content: {'application/json': {schema: {$ref: '#/components/schemas/Missing'}}},
    };
  });
  assert.ok(
    problems.some((p) =>
      p.startsWith(
        'GET /health_check: operationId "health" gives the page "health", already used by GET /health',
      ),
    ),
  );
  assert.ok(
    problems.includes('POST /api/v1/flows: $ref "#/components/schemas/Missing" points to nothing'),
  );
});

test('Markdown the reference does not render is named where it is', () => {
  const problems = mutate((operation) => {
    operation('get', '/health').description = 'Answers <b>ok</b> when up.';
    operation('post', '/api/v1/run/{flow_id_or_name}').description =
      'Runs a flow. See https://example.com and ~~old~~.';
  });
  assert.ok(
    problems.includes(
      'GET /health: the description has raw HTML ("<b>"), which the reference does not render',
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) =>
      p.startsWith('POST /api/v1/run/{flow_id_or_name}: the description has strikethrough'),
    ),
    problems.join('\n'),
  );
  // Code spans, fences, tables and <https://…> autolinks are rendered.
  const clean = mutate((operation) => {
    operation('get', '/health').description =
      'Send `Authorization: Bearer <token>`; see <https://example.com>.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```html\n<b>x</b>\n```';
  });
  assert.deepEqual(clean, []);
});

test('invalid JSON is reported with its line and column', () => {
  assert.throws(
    () => parseOpenApi('{\n  "openapi": "3.1.0",\n  oops\n}'),
    /openapi\.json is not valid JSON \(line 3, column 3\)/,
  );
});

test('generation stops with a non-zero exit and the message on a broken document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  const broken = parseOpenApi(OPENAPI_TEXT);
  delete operationOf(broken, 'post', '/api/v1/webhook/{flow_id_or_name}').responses;
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(broken));
  const result = spawnSync(
    'npx',
    ['tsx', 'features/api-reference/cli/generate.ts', '--check', file],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /API reference not generated: .* has 1 problem\(s\):\n\s+- POST \/api\/v1\/webhook\/\{flow_id_or_name\}: responses are missing/,
  );
});

test('the request panel can only target a local server, so credentials never leave the machine', () => {
  const servers = (spec.servers ?? []) as {
    url: string;
    variables?: Record<string, {default: string; enum?: string[]}>;
  }[];
  assert.ok(servers.length > 0);
  for (const server of servers) {
    const url = server.url.replace(
      /\{(\w+)\}/g,
      (_m, name: string) => server.variables?.[name]?.default ?? '',
    );
    assert.match(url, /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/, server.url);
    for (const variable of Object.values(server.variables ?? {})) {
      for (const value of variable.enum ?? [variable.default])
        assert.ok(!/\.[a-z]{2,}$/i.test(value) || /localhost/.test(value), value);
    }
  }
});
