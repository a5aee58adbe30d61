import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {localesOf, resolveRequest} from '../../scripts/static-server';

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
