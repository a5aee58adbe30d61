/**
 * The registry of dependency edits (plugins/docusaurus/dependency-edits): every edit applies to the installed
 * packages, every file it names exists, a package-wide import swap covers every module that makes
 * the import, a text gone in an update stops the build naming the edit, and the README's table is
 * the registry's. That each edit reaches its bundle is checked on the build
 * (tests/e2e/dependency-edits.spec.ts).
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {Plugin} from '@docusaurus/types';

import {apiChunkGroups} from '../../features/api-reference/build/chunks';
import {apiReferenceEdits} from '../../features/api-reference/edits';
import {searchEdits} from '../../features/search/edits';
import bundleLayout from '../../plugins/docusaurus/bundle-layout';
import dependencyEdits, {
  applyChanges,
  bundleEdits,
  checkEditIds,
  editRules,
} from '../../plugins/docusaurus/dependency-edits';
import {registry, siteEdits} from '../../plugins/docusaurus/dependency-edits/registry';
import {editsTable, TABLE_END, TABLE_START} from '../../plugins/docusaurus/dependency-edits/table';

/** The installed file of a module path, read directly: package `exports` may not list it. */
const installed = (module: string): string => join(__dirname, '../../node_modules', module);

const allOn = {off: new Set<string>(), localSearch: true};

for (const edit of registry) {
  test(`${edit.id}: every replacement applies once to the installed package`, () => {
    assert.ok(edit.what && edit.why && edit.upstream, 'says what, why and what would let it go');
    if (edit.appliedTo === 'site code') {
      assert.deepEqual(edit.replacements, [], 'site code replaces no text');
      assert.ok(edit.siteCode, 'names the files that do it and the internals they rely on');
      for (const file of edit.siteCode.files) assert.ok(existsSync(file), `${file} exists`);
      for (const module of edit.siteCode.internals)
        assert.ok(existsSync(installed(module)), `${module} is installed`);
    } else assert.ok(edit.replacements.length > 0, 'changes something');
    assert.notEqual(edit.figure.value, 'PENDING', 'carries its figure');
    for (const {module, from, to, swapsIn} of edit.replacements) {
      const file = installed(module);
      assert.ok(existsSync(file), `${module} is installed`);
      const edited = applyChanges(module, readFileSync(file, 'utf8'), [{id: edit.id, from, to}]);
      assert.ok(edited.includes(to), `${module} gets ${to}`);
      if (swapsIn !== undefined) {
        assert.ok(existsSync(swapsIn), `${swapsIn} exists`);
        assert.ok(to.includes(JSON.stringify(swapsIn)), `${to} imports ${swapsIn}`);
      }
      if ((edit.appliedTo ?? 'bundle') !== 'template') {
        const rules = editRules('client', allOn);
        assert.ok(
          rules.some((rule) => (rule.test as RegExp).test(file)),
          `a bundler rule matches ${module}`,
        );
      }
    }
  });
}

/** Modules under `folder` (a package path) whose code imports `request`. */
function importersOf(folder: string, request: string): string[] {
  const quoted = [`"${request}"`, `'${request}'`];
  return readdirSync(installed(folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const source = readFileSync(join(installed(folder), file), 'utf8');
      return quoted.some(
        (name) =>
          source.includes(`require(${name})`) ||
          source.includes(`from ${name}`) ||
          source.includes(`import(${name})`),
      );
    })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .sort();
}

for (const edit of registry.filter(({everyImporter}) => everyImporter)) {
  const {folder, request} = edit.everyImporter!;
  test(`${edit.id}: every module of ${folder} that imports ${request} is swapped`, () => {
    const swapped = edit.replacements
      .filter(({module, from}) => module.startsWith(`${folder}/`) && from.includes(request))
      .map(({module}) => module)
      .sort();
    assert.ok(swapped.length > 0, `the edit swaps ${request}`);
    assert.deepEqual(importersOf(folder, request), swapped);
  });
}

test('a text missing or repeated stops the build, naming the module and the edit', () => {
  const changes = [{id: 'the-example-edit', from: 'a()', to: 'b()'}];
  assert.equal(applyChanges('pkg', 'x; a(); y', changes), 'x; b(); y');
  for (const source of ['x; y', 'a(); a()']) {
    assert.throws(
      () => applyChanges('pkg/file.js', source, changes),
      /pkg\/file\.js no longer contains "a\(\)" exactly once: review the edit "the-example-edit"/,
    );
  }
});

test('the swap check finds the modules that make an import, in require, import and import() form', () => {
  const folder = 'docusaurus-theme-openapi-docs/lib/theme';
  // ApiItem requires it (CommonJS); Markdown imports it (ESM).
  const importers = importersOf(folder, '@theme/CodeBlock');
  assert.ok(importers.includes(`${folder}/ApiItem/index.js`));
  assert.ok(importers.includes(`${folder}/Markdown/index.js`));
  assert.ok(!importers.includes(`${folder}/ApiExplorer/index.js`), 'a module without the import');
  assert.deepEqual(
    importersOf('@docusaurus/theme-search-algolia/lib/theme', '@docsearch/react/modal'),
    ['@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'],
  );
});

test('DOCS_EDITS_OFF: an unknown id stops the build naming it; a known one leaves its edit out', () => {
  assert.throws(() => checkEditIds(['openapi-plain-chalk', 'no-such-edit']), /no-such-edit/);
  const off = checkEditIds(['openapi-plain-chalk']);
  const ids = (edits: {id: string}[]) => edits.map(({id}) => id);
  assert.ok(ids(bundleEdits('client', allOn)).includes('openapi-plain-chalk'));
  assert.ok(!ids(bundleEdits('client', {...allOn, off})).includes('openapi-plain-chalk'));
});

test('DOCS_EDITS_OFF leaves site code out: the core Root for root-transition, no chunk groups for guide-chunks', () => {
  type Webpack = {
    resolve?: {alias?: Record<string, string>};
    optimization?: {splitChunks?: {cacheGroups?: Record<string, unknown>}};
  };
  const webpackOf = (plugin: () => Plugin): Webpack =>
    plugin().configureWebpack?.({}, false, {} as never, undefined) as Webpack;
  const root = (off: string[]) =>
    webpackOf(dependencyEdits({off: new Set(off), localSearch: true})).resolve?.alias?.[
      '@theme/Root'
    ];
  assert.equal(root([]), undefined);
  const coreRoot = root(['root-transition']);
  assert.ok(coreRoot && existsSync(coreRoot), `${coreRoot} exists`);
  const groups = (chunkGroups: boolean) => [
    ...Object.keys(
      webpackOf(bundleLayout({chunkGroups})).optimization?.splitChunks?.cacheGroups ?? {},
    ),
    ...Object.keys(apiChunkGroups({scripts: chunkGroups, site: process.cwd()})),
  ];
  assert.deepEqual(groups(true), ['pageContent', 'apiReference', 'apiReferenceStyles']);
  // The API reference's stylesheet keeps its file: its pages link it after the build.
  assert.deepEqual(groups(false), ['apiReferenceStyles']);
});

test('edits apply where they say: local search only, browser bundle only, never the template', () => {
  const ids = (bundle: 'client' | 'server', localSearch: boolean) =>
    bundleEdits(bundle, {off: new Set(), localSearch}).map(({id}) => id);
  assert.ok(ids('client', true).includes('search-no-preconnect'));
  assert.ok(!ids('client', false).includes('search-no-preconnect'));
  assert.ok(ids('client', true).includes('prism-where-used'));
  assert.ok(!ids('server', true).includes('prism-where-used'));
  assert.ok(!ids('client', true).includes('paint-first'));
  assert.ok(ids('server', true).includes('openapi-plain-chalk'));
});

for (const [readmeFile, edits] of [
  ['src/theme/README.md', siteEdits],
  ['features/search/README.md', searchEdits],
  ['features/api-reference/README.md', apiReferenceEdits],
] as const) {
  test(`${readmeFile}'s table of dependency edits is its folder's edits`, () => {
    const readme = readFileSync(readmeFile, 'utf8');
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    assert.ok(start >= 0 && end > start, 'the README has the table markers');
    const expected = editsTable(edits);
    assert.equal(
      readme.slice(start, end + TABLE_END.length),
      expected,
      `replace the README's table with:\n\n${expected}\n`,
    );
  });
}

test("the registry is the site's edits and each feature's, each id once", () => {
  assert.deepEqual(
    [...registry].sort((a, b) => a.id.localeCompare(b.id)),
    [...siteEdits, ...searchEdits, ...apiReferenceEdits].sort((a, b) => a.id.localeCompare(b.id)),
  );
  assert.equal(new Set(registry.map(({id}) => id)).size, registry.length);
});
