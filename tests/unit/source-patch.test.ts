/**
 * Patches of compiled package code (plugins/source-patch): each applies to the installed version
 * exactly once, and a patch whose text is gone stops the build with its name.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';

import {preactPassiveListeners} from '../../plugins/preact-in-browser';
import {docsearchMarkup} from '../../plugins/search/docsearchMarkup';
import {
  docsClientUtils,
  speedPatches,
  sourcePatchRule,
  type SourcePatch,
} from '../../plugins/source-patch';

// The loader is what the bundler runs: CommonJS, called with the rule's options as `this`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../plugins/source-patch/loader.cjs') as (
  this: {getOptions(): {label: string; patches: SourcePatch[]}},
  source: string,
) => string;

const patch = (source: string, label: string, patches: SourcePatch[]): string =>
  loader.call({getOptions: () => ({label, patches})}, source);

/** The installed file of a module path, read directly: package `exports` may not list it. */
const installed = (module: string): string => join(__dirname, '../../node_modules', module);

for (const {module, patches} of [docsearchMarkup, preactPassiveListeners, ...speedPatches]) {
  test(`every patch of ${module} applies to the installed version, which its rule matches`, () => {
    const file = installed(module);
    assert.match(file, sourcePatchRule({module, patches}).test as RegExp);
    const source = readFileSync(file, 'utf8');
    const patched = patch(source, module, patches);
    for (const {from, to} of patches) {
      assert.ok(!patched.includes(from) || to.includes(from), `still contains ${from}`);
      assert.ok(patched.includes(to), `lacks ${to}`);
    }
  });
}

test('a patch whose text is missing or repeated fails, naming the module and the patch', () => {
  const patches = [{why: 'the example patch', from: 'a()', to: 'b()'}];
  assert.equal(patch('x; a(); y', 'pkg', patches), 'x; b(); y');
  for (const source of ['x; y', 'a(); a()']) {
    assert.throws(
      () => patch(source, 'pkg/file.js', patches),
      /pkg\/file\.js no longer contains "a\(\)" exactly once; review the patch "the example patch"/,
    );
  }
});

test('the docs plugin still finds the API reference before the guides at the site root', () => {
  const source = readFileSync(installed(docsClientUtils.module), 'utf8');
  const sort = patch(source, 'docs', docsClientUtils.patches).match(/\.sort\((.*?)\)\n/)?.[1];
  assert.ok(sort, 'the patched sort');
  const compare = runInNewContext(`(${sort})`) as (
    a: [string, {path: string}],
    b: [string, {path: string}],
  ) => number;
  const plugins: [string, {path: string}][] = [
    ['default', {path: '/docs/workflow'}],
    ['api', {path: '/docs/workflow/api'}],
  ];
  assert.deepEqual(
    plugins.sort(compare).map(([id]) => id),
    ['api', 'default'],
  );
});
