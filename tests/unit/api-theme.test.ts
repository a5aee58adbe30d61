import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {Plugin, RouteConfig} from '@docusaurus/types';

import apiTheme, {API_ITEM_COMPONENT, linkStylesheet} from '../../plugins/docusaurus/api-theme';

const BASE = '/docs/workflow/';
const page = (stylesheet: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=${BASE}assets/css/${stylesheet}><link rel=preload as=script href=${BASE}assets/js/main.1.js></head><body></body></html>`;

// The routes as the docs plugins nest them: an API page two levels down, beside a guide.
const routes: RouteConfig[] = [
  {
    path: `${BASE}api`,
    component: '@theme/DocsRoot',
    routes: [
      {
        path: `${BASE}api`,
        component: '@theme/DocRoot',
        routes: [
          {path: `${BASE}api`, component: API_ITEM_COMPONENT},
          {path: `${BASE}api/run-flow`, component: API_ITEM_COMPONENT},
        ],
      },
    ],
  },
  {path: `${BASE}quickstart`, component: '@theme/DocItem'},
];

/** A build folder with the given files (paths relative to it). */
function outDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-theme-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function postBuild(dir: string, routeList = routes): Promise<void> {
  const plugin: Plugin = apiTheme();
  await plugin.postBuild?.({routes: routeList, baseUrl: BASE, outDir: dir} as never);
}

test('the theme keeps its components but not its stylesheet on every page', () => {
  const plugin = apiTheme();
  assert.equal(plugin.getClientModules, undefined);
  assert.match(plugin.getThemePath?.() ?? '', /docusaurus-theme-openapi-docs/);
});

test("every page the API reference's component draws links its stylesheet, after the others", async () => {
  const dir = outDir({
    'assets/css/styles.1a.css': '',
    'assets/css/api-reference.2b.css': '',
    'api.html': page('styles.1a.css'),
    'api/run-flow.html': page('styles.1a.css'),
    'quickstart.html': page('styles.1a.css'),
  });
  await postBuild(dir);
  const link = `<link rel=stylesheet href=${BASE}assets/css/api-reference.2b.css>`;
  for (const file of ['api.html', 'api/run-flow.html'])
    assert.equal(
      readFileSync(join(dir, file), 'utf8'),
      page('styles.1a.css').replace('.css>', `.css>${link}`),
      file,
    );
  assert.equal(readFileSync(join(dir, 'quickstart.html'), 'utf8'), page('styles.1a.css'));
  // Nothing is left beside the pages.
  assert.deepEqual(readdirSync(join(dir, 'api')), ['run-flow.html']);
});

test('a build without the API reference is left as it is', async () => {
  const dir = outDir({'quickstart.html': page('styles.1a.css')});
  await postBuild(dir, [routes[1]!]);
  assert.equal(readFileSync(join(dir, 'quickstart.html'), 'utf8'), page('styles.1a.css'));
});

test('a missing stylesheet, page or stylesheet link stops the build, naming it', async () => {
  await assert.rejects(
    postBuild(outDir({'assets/css/styles.1a.css': '', 'api.html': page('styles.1a.css')})),
    /expected one .*api-reference.* found 0/,
  );
  await assert.rejects(
    postBuild(outDir({'assets/css/api-reference.2b.css': '', 'api.html': page('styles.1a.css')})),
    /no HTML file was written for \/docs\/workflow\/api\/run-flow/,
  );
  assert.throws(() => linkStylesheet('<head></head>', '/a.css'), /links no stylesheet/);
});
