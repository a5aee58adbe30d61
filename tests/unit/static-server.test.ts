import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {cacheControlOf, localesOf, resolveRequest} from '../../scripts/static-server/routes';

const base = '/docs/workflow/';
const dir = mkdtempSync(join(tmpdir(), 'serve-'));
for (const file of [
  'index.html',
  '404.html',
  'concepts-flows.html',
  'zh-Hans/index.html',
  'zh-Hans/404.html',
  'zh-Hans/concepts-flows.html',
  'assets/js/main.js',
  'api/index.html',
  'robots.txt',
]) {
  mkdirSync(join(dir, file, '..'), {recursive: true});
  writeFileSync(join(dir, file), file);
}
const locales = localesOf(dir);
const resolve = (url: string) => resolveRequest(dir, base, locales, url);
const file = (path: string, status = 200) => ({kind: 'file', file: join(dir, path), status});
const redirect = (location: string) => ({kind: 'redirect', location});

test('finds the locale folders of a build', () => {
  assert.deepEqual(locales, ['zh-Hans']);
});

test('clean URLs serve the .html file, a folder its index', () => {
  assert.deepEqual(resolve('/docs/workflow/'), file('index.html'));
  assert.deepEqual(resolve('/docs/workflow/concepts-flows'), file('concepts-flows.html'));
  assert.deepEqual(resolve('/docs/workflow/zh-Hans/'), file('zh-Hans/index.html'));
  assert.deepEqual(resolve('/docs/workflow/api'), file('api/index.html'));
  assert.deepEqual(resolve('/docs/workflow/assets/js/main.js'), file('assets/js/main.js'));
});

test('.html, /index.html and trailing slashes redirect to the clean path, keeping the query', () => {
  assert.deepEqual(
    resolve('/docs/workflow/concepts-flows.html?a=1'),
    redirect('/docs/workflow/concepts-flows?a=1'),
  );
  assert.deepEqual(resolve('/docs/workflow/index.html'), redirect('/docs/workflow/'));
  assert.deepEqual(
    resolve('/docs/workflow/zh-Hans/index.html'),
    redirect('/docs/workflow/zh-Hans/'),
  );
  assert.deepEqual(resolve('/docs/workflow/zh-Hans'), redirect('/docs/workflow/zh-Hans/'));
  assert.deepEqual(resolve('/docs/workflow/api/'), redirect('/docs/workflow/api'));
  assert.deepEqual(resolve('/docs/workflow/api/index.html'), redirect('/docs/workflow/api'));
});

test('paths outside the base path go to the base path', () => {
  assert.deepEqual(resolve('/'), redirect(base));
  assert.deepEqual(resolve('/docs/workflow'), redirect(base));
});

test("the host root's robots.txt is the build's", () => {
  assert.deepEqual(resolve('/robots.txt'), file('robots.txt'));
});

test('an unknown path gets the 404 page of its locale', () => {
  assert.deepEqual(resolve('/docs/workflow/nope'), file('404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/zh-Hans/nope'), file('zh-Hans/404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/zh-Hansx'), file('404.html', 404));
});

test('a path never escapes the build folder', () => {
  assert.deepEqual(resolve('/docs/workflow/../../etc/passwd'), file('404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/%2e%2e/%2e%2e/etc/passwd'), file('404.html', 404));
});

test('a static site answers GET and HEAD only; other methods get 405', () => {
  assert.deepEqual(
    resolveRequest(dir, base, locales, '/docs/workflow/concepts-flows', 'HEAD'),
    file('concepts-flows.html'),
  );
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])
    assert.deepEqual(resolveRequest(dir, base, locales, '/docs/workflow/concepts-flows', method), {
      kind: 'refused',
      status: 405,
    });
});

test('bad targets are refused: a broken escape or a NUL (400), over 8 KB (414)', () => {
  assert.deepEqual(resolve('/docs/workflow/concepts-flows%zz'), {kind: 'refused', status: 400});
  assert.deepEqual(resolve('/docs/workflow/concepts-flows%00.md'), {kind: 'refused', status: 400});
  assert.deepEqual(resolve(`/docs/workflow/${'a'.repeat(9000)}`), {kind: 'refused', status: 414});
});

test('a double slash, an encoded ? or #, and the 404 page at its own path get the 404 page', () => {
  assert.deepEqual(resolve('/docs/workflow//concepts-flows'), file('404.html', 404));
  assert.deepEqual(
    resolve('/docs/workflow/zh-Hans//concepts-flows'),
    file('zh-Hans/404.html', 404),
  );
  assert.deepEqual(resolve('/docs/workflow/concepts-flows%23frag.html'), file('404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/concepts-flows%3Fa=1.html'), file('404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/404.html'), file('404.html', 404));
  assert.deepEqual(resolve('/docs/workflow/zh-Hans/404'), file('zh-Hans/404.html', 404));
});

test('a redirect encodes its path and makes its query safe in a header', () => {
  assert.deepEqual(
    resolve('/docs/workflow/%E6%B5%81%E7%A8%8B.html'),
    redirect('/docs/workflow/%E6%B5%81%E7%A8%8B'),
  );
  assert.deepEqual(
    resolve('/docs/workflow/concepts-flows.html?q=<b> x&y=%3C'),
    redirect('/docs/workflow/concepts-flows?q=%3Cb%3E%20x&y=%3C'),
  );
  // UTF-8 a client sent unencoded arrives as Latin-1 characters, one per byte.
  const raw = Buffer.from('/docs/workflow/流程.html', 'utf8').toString('latin1');
  assert.deepEqual(resolve(raw), redirect('/docs/workflow/%E6%B5%81%E7%A8%8B'));
});

test('hashed assets and index parts are kept a year, unless a range was asked; the rest is revalidated', () => {
  const immutable = 'public, max-age=31536000, immutable';
  assert.equal(cacheControlOf(locales, 'assets/js/main.js', false), immutable);
  assert.equal(cacheControlOf(locales, 'zh-Hans/search-index/abc/c0.json', false), immutable);
  assert.equal(cacheControlOf(locales, 'assets/js/main.js', true), 'no-cache');
  assert.equal(cacheControlOf(locales, 'search-index.json', false), 'no-cache');
  assert.equal(cacheControlOf(locales, 'examples/assets/x.json', false), 'no-cache');
  assert.equal(cacheControlOf(locales, 'concepts-flows.html', false), 'no-cache');
});
