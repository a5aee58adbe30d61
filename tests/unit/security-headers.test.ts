import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {
  inlineScripts,
  scriptHash,
  scriptHashesOf,
} from '../../plugins/docusaurus/security-headers/inlineScripts';
import {
  fromNginxInclude,
  INCLUDE_FILE,
  toNginxInclude,
} from '../../plugins/docusaurus/security-headers/nginxInclude';
import {
  contentSecurityPolicy,
  parseOrigins,
  securityHeaders,
  serverOrigins,
} from '../../plugins/docusaurus/security-headers/policy';
import {startServer} from '../../scripts/static-server';
import {tempFiles} from './tempFiles';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

test('inline scripts are hashed as written; scripts with a src and data blocks are not', () => {
  const html = `<html><head><script src="/a.js"></script><script>var a = "&amp;";</script>
<script type="application/ld+json">{"@type":"WebSite"}</script></head>
<body><script type="module">import('/b.js')</script></body></html>`;
  assert.deepEqual(inlineScripts(load(html)), ['var a = "&amp;";', "import('/b.js')"]);
  // SHA-256 of the empty string, a published test vector.
  assert.equal(scriptHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

const input = {
  scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB'"],
  algoliaAppId: undefined,
  apiOrigins: ['http://127.0.0.1:7860'],
};

test('script-src allows the build, its inline scripts by hash and the tag manager, never inline or eval', () => {
  const policy = contentSecurityPolicy(input);
  assert.deepEqual(directive(policy, 'script-src'), [
    "'self'",
    "'sha256-AAAA'",
    "'sha256-BBBB'",
    'https://www.googletagmanager.com',
  ]);
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(policy, 'base-uri'), ["'self'"]);
  assert.deepEqual(directive(policy, 'form-action'), ["'self'"]);
  assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
  assert.ok(directive(policy, 'connect-src').includes('http://127.0.0.1:7860'));
  assert.ok(!directive(policy, 'connect-src').some((source) => source.includes('algolia')));
});

test('hosted search adds its Algolia hosts to connect-src, and nowhere else', () => {
  const policy = contentSecurityPolicy({...input, algoliaAppId: 'FLOWLOOMTEST'});
  assert.deepEqual(
    directive(policy, 'connect-src').filter((source) => source.includes('algolia')),
    [
      'https://flowloomtest-dsn.algolia.net',
      'https://flowloomtest-1.algolianet.com',
      'https://flowloomtest-2.algolianet.com',
      'https://flowloomtest-3.algolianet.com',
    ],
  );
  assert.ok(!directive(policy, 'script-src').some((source) => source.includes('algolia')));
});

test('origins for the API explorer are checked, naming the setting', () => {
  assert.deepEqual(parseOrigins(' https://flowloom.example.com, http://10.0.0.5:7860 ', 'X'), [
    'https://flowloom.example.com',
    'http://10.0.0.5:7860',
  ]);
  assert.deepEqual(parseOrigins(undefined, 'X'), []);
  assert.throws(() => parseOrigins('https://flowloom.example.com/api', 'X'), /^Error: X: "https/);
  assert.throws(() => parseOrigins('flowloom.example.com', 'X'), /not an origin/);
  assert.deepEqual(serverOrigins([{url: 'http://127.0.0.1:7860/'}, {}]), ['http://127.0.0.1:7860']);
});

test('the nginx include round-trips, and a line that is not a header is named', () => {
  const headers = securityHeaders(input);
  assert.deepEqual(fromNginxInclude(toNginxInclude(headers)), headers);
  assert.throws(
    () => fromNginxInclude('add_header X-A "1" always;\nadd_header X-B 2;\n', 'h.conf'),
    /h\.conf:2 is not an add_header line/,
  );
  assert.throws(() => toNginxInclude([['X-A', 'a "quoted" value']]), /X-A: a value with a quote/);
});

test('the static server sends every header of the include the build wrote, on every response', async () => {
  const page = '<html><head><script>window.ready = 1;</script></head><body>x</body></html>';
  const dir = tempFiles({
    'index.html': page,
    '404.html': '<html><body>missing</body></html>',
    'assets/js/main.js': 'console.log(1)',
  });
  const headers = securityHeaders({
    ...input,
    scriptHashes: inlineScripts(load(page)).map(scriptHash),
  });
  writeFileSync(join(dir, INCLUDE_FILE), toNginxInclude(headers));
  assert.ok(headers[0]![1].includes(scriptHash('window.ready = 1;')), 'the page script is allowed');
  // A later locale's build reads them back from the include, to allow its own beside them.
  assert.deepEqual(scriptHashesOf(fromNginxInclude(toNginxInclude(headers))), [
    scriptHash('window.ready = 1;'),
  ]);

  const server = startServer(dir, 0, '/docs/workflow/');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of [
      '/docs/workflow/',
      '/docs/workflow/assets/js/main.js',
      '/docs/workflow/missing',
      '/docs/workflow/index.html',
    ]) {
      const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
      for (const [name, value] of headers)
        assert.equal(response.headers.get(name), value, `${path}: ${name}`);
    }
  } finally {
    server.close();
  }
});

test('the static server will not serve a build without its security headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  assert.throws(
    () => startServer(dir, 0),
    /security-headers\.conf is missing: the build writes it/,
  );
});
