/**
 * The pass over a locale's built pages (plugins/docusaurus/built-pages): each HTML file read and
 * parsed once, every reader handed that one parse, a rewrite written before any reader reads the
 * page, the client redirects' pages (written in `prepare`) read as pages of no route, and another
 * locale's folder left out.
 */
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';

import builtPages from '../../plugins/docusaurus/built-pages';
import {routeFiles} from '../../plugins/docusaurus/built-pages/routeFiles';
import type {BuiltPage, PageReader} from '../../plugins/docusaurus/built-pages/types';
import {tempFiles} from './tempFiles';

const BASE = '/docs/workflow/';

async function pass(dir: string, routesPaths: string[], readers: PageReader[]): Promise<void> {
  const plugin = builtPages(readers.map((reader) => () => reader))(
    {siteDir: dir} as LoadContext,
    {},
  ) as Plugin;
  await plugin.postBuild?.({
    routesPaths,
    baseUrl: BASE,
    outDir: dir,
    i18n: {currentLocale: 'en'},
  } as never);
}

test('route paths map to the files a trailingSlash: false build writes', () => {
  assert.deepEqual(routeFiles(BASE, BASE), ['index.html']);
  assert.deepEqual(routeFiles(`${BASE}concepts-flows`, BASE), [
    'concepts-flows.html',
    'concepts-flows/index.html',
  ]);
  assert.deepEqual(routeFiles(`${BASE}zh-Hans/api/health`, `${BASE}zh-Hans/`), [
    'api/health.html',
    'api/health/index.html',
  ]);
  assert.deepEqual(routeFiles(`${BASE}404.html`, BASE), ['404.html']);
});

test('each file is parsed once, every reader gets that parse, in the routes’ order, then the other pages', async () => {
  const dir = tempFiles({
    'index.html': '<p>home</p>',
    'b.html': '<p>b</p>',
    'a.html': '<p>a</p>',
    'zh-Hans/index.html': '<p>another locale</p>',
  });
  const seen: [string, BuiltPage][] = [];
  const reader = (name: string): PageReader => ({
    prepare() {
      // Written before the pass, as the client redirects' pages are: read as a page of no route.
      if (name === 'first') writeFileSync(join(dir, 'old-path.html'), '<p>redirect</p>');
    },
    read: (page) => void seen.push([name, page]),
  });
  await pass(dir, [`${BASE}b`, BASE, `${BASE}a`], [reader('first'), reader('second')]);
  const files = (name: string) => seen.filter(([who]) => who === name).map(([, page]) => page.file);
  assert.deepEqual(files('first'), ['b.html', 'index.html', 'a.html', 'old-path.html']);
  assert.deepEqual(files('second'), files('first'));
  for (let index = 0; index < seen.length / 2; index += 1)
    assert.equal(seen[index * 2]![1].$, seen[index * 2 + 1]![1].$, 'one parse, shared');
  assert.deepEqual(
    seen.filter(([who]) => who === 'first').map(([, page]) => page.route),
    [`${BASE}b`, BASE, `${BASE}a`, undefined],
  );
});

test('a rewrite is written, and every reader reads the rewritten page', async () => {
  const dir = tempFiles({'index.html': '<p>old</p>'});
  const read: string[] = [];
  await pass(
    dir,
    [BASE],
    [
      {rewrite: ({html}) => html.replace('old', 'new')},
      {read: ({$}) => void read.push($('p').text())},
    ],
  );
  assert.deepEqual(read, ['new']);
  assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<p>new</p>');
});

test('a route without its file stops the build, naming the route', async () => {
  await assert.rejects(
    pass(tempFiles({'index.html': ''}), [BASE, `${BASE}missing`], []),
    /no HTML file was written for \/docs\/workflow\/missing/,
  );
});
