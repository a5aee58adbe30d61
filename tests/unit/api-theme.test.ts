/**
 * The OpenAPI theme's stylesheet on the API reference's pages only: the theme comes without its
 * client module, and the pass over the built pages links the stylesheet from every page the
 * reference's component draws (features/api-reference/build/stylesheet.ts).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin, PluginConfig, RouteConfig} from '@docusaurus/types';

import {apiReferencePlugins} from '../../features/api-reference';
import {
  API_ITEM_COMPONENT,
  apiStylesheet,
  linkStylesheet,
} from '../../features/api-reference/build/stylesheet';
import builtPages from '../../plugins/docusaurus/built-pages';
import {tempFiles} from './tempFiles';

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

/** The pass over the built pages with the stylesheet's reader alone. */
async function postBuild(dir: string, routeList = routes): Promise<void> {
  const paths = (list: readonly RouteConfig[]): string[] =>
    list.flatMap((route) => (route.routes ? paths(route.routes) : [route.path]));
  const plugin = builtPages([apiStylesheet])({siteDir: dir} as LoadContext, {}) as Plugin;
  await plugin.postBuild?.({
    routes: routeList,
    routesPaths: paths(routeList),
    baseUrl: BASE,
    outDir: dir,
    i18n: {currentLocale: 'en'},
  } as never);
}

test('the OpenAPI theme keeps its components but not its stylesheet on every page', () => {
  const entries = apiReferencePlugins({locale: 'en', chunkGroups: true});
  const plugins = entries.flatMap((entry: PluginConfig) =>
    Array.isArray(entry) && typeof entry[0] === 'function'
      ? [(entry[0] as (context: LoadContext) => Plugin)({} as LoadContext)]
      : [],
  );
  const theme = plugins.find((plugin) => plugin.name === 'docusaurus-theme-openapi');
  assert.ok(theme, 'the OpenAPI theme is one of the plugins');
  assert.equal(theme.getClientModules, undefined);
  assert.match(theme.getThemePath?.() ?? '', /docusaurus-theme-openapi-docs/);
  // This folder's theme comes after it, so that its components wrap the theme's.
  const names = plugins.map((plugin) => plugin.name);
  assert.ok(
    names.indexOf('api-reference') > names.indexOf('docusaurus-theme-openapi'),
    names.join(),
  );
});

test("every page the API reference's component draws links its stylesheet, after the others", async () => {
  const dir = tempFiles({
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
});

test('a build without the API reference is left as it is', async () => {
  const dir = tempFiles({'quickstart.html': page('styles.1a.css')});
  await postBuild(dir, [routes[1]!]);
  assert.equal(readFileSync(join(dir, 'quickstart.html'), 'utf8'), page('styles.1a.css'));
});

test('a missing stylesheet or stylesheet link stops the build, naming it', async () => {
  await assert.rejects(
    postBuild(tempFiles({'assets/css/styles.1a.css': '', 'api.html': page('styles.1a.css')})),
    /expected one .*api-reference.* found 0/,
  );
  assert.throws(() => linkStylesheet('<head></head>', '/a.css'), /links no stylesheet/);
});
