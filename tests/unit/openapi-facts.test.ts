/**
 * openapi.json spells out the product version and the server address (its readers and the
 * reference's request panel need literal values); they must be the facts of data/facts.ts, so a
 * release or a new default port is changed in both places or the tests fail.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {OPENAPI_FILE} from '../../features/api-reference/build/document';
import {parseOpenApi} from '../../features/api-reference/build/validate';
import {isObject, type JsonObject} from '../../plugins/helpers/json';
import {facts} from '../../data/facts';

const TEXT = readFileSync(OPENAPI_FILE, 'utf8');

/** Every string of the document with the keys that lead to it. */
function* strings(node: unknown, at: string[] = []): Generator<{value: string; at: string}> {
  if (typeof node === 'string') yield {value: node, at: at.join('.')};
  else if (Array.isArray(node))
    for (const [i, child] of node.entries()) yield* strings(child, [...at, String(i)]);
  else if (isObject(node))
    for (const [key, child] of Object.entries(node)) yield* strings(child, [...at, key]);
}

const VERSION = /(?<![\w.])\d+\.\d+\.\d+(?![\w.])/g;
const LOCAL_URL = /https?:\/\/(?:127\.0\.0\.1|localhost|0\.0\.0\.0)(?::\d+)?/g;

/** Where openapi.json states a version or a local server address other than the facts. */
function factProblems(document: JsonObject): string[] {
  const problems: string[] = [];
  const info = isObject(document.info) ? document.info : {};
  if (info.version !== facts.version)
    problems.push(
      `info.version is ${JSON.stringify(info.version)}, the product version is ${facts.version}`,
    );
  const servers = Array.isArray(document.servers) ? document.servers : [];
  if (servers.length === 0) problems.push('servers is empty');
  for (const [index, server] of servers.entries()) {
    const url = isObject(server) ? server.url : undefined;
    if (url !== facts.serverUrl)
      problems.push(
        `servers.${index}.url is ${JSON.stringify(url)}, the server URL is ${facts.serverUrl}`,
      );
  }
  for (const {value, at} of strings(document)) {
    // The `openapi` field is the version of the OpenAPI format, not of Flowloom.
    if (at === 'openapi') continue;
    for (const [version] of value.matchAll(VERSION))
      if (version !== facts.version)
        problems.push(`${at} holds the version ${version}, not ${facts.version}`);
    for (const [url] of value.matchAll(LOCAL_URL))
      if (url !== facts.serverUrl)
        problems.push(`${at} holds the address ${url}, not ${facts.serverUrl}`);
  }
  return problems;
}

test('the version and server URL openapi.json states are the product facts', () => {
  assert.deepEqual(factProblems(parseOpenApi(TEXT)), []);
  // The values are there to be checked: the version appears beyond info.version, the URL in prose.
  assert.ok((TEXT.match(new RegExp(facts.version.replaceAll('.', '\\.'), 'g')) ?? []).length > 2);
  assert.ok(TEXT.includes(`${facts.serverUrl}/health`));
});

test('a version, server URL or example that differs from the facts is named', () => {
  const document = parseOpenApi(TEXT);
  (document.info as JsonObject).version = '1.4.1';
  (document.servers as JsonObject[])[0]!.url = 'http://127.0.0.1:7861';
  const stale = JSON.parse(
    JSON.stringify(document).replace(
      `"last_tested_version":"${facts.version}"`,
      '"last_tested_version":"1.3.2"',
    ),
  ) as JsonObject;
  (stale.info as JsonObject).description = 'Start the server, then open http://localhost:3000.';
  const problems = factProblems(stale);
  assert.ok(
    problems.includes(`info.version is "1.4.1", the product version is ${facts.version}`),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes(
      `servers.0.url is "http://127.0.0.1:7861", the server URL is ${facts.serverUrl}`,
    ),
  );
  assert.ok(problems.some((p) => /last_tested_version holds the version 1\.3\.2, not /.test(p)));
  assert.ok(
    problems.includes(
      `info.description holds the address http://localhost:3000, not ${facts.serverUrl}`,
    ),
  );
});
