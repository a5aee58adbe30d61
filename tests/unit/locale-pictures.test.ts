/** Each locale's build keeps the pictures its pages show (plugins/docusaurus/locale-pictures.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {foreignPictures} from '../../plugins/docusaurus/locale-pictures';

const names = [
  'overview.svg',
  'overview.zh-Hans.svg',
  'english-only.svg',
  'flow.light.svg',
  'flow.dark.svg',
  'flow.zh-Hans.light.svg',
  'flow.zh-Hans.dark.svg',
];

test("the default locale's build drops the other locales' pictures", () => {
  assert.deepEqual(foreignPictures(names, 'en'), [
    'overview.zh-Hans.svg',
    'flow.zh-Hans.light.svg',
    'flow.zh-Hans.dark.svg',
  ]);
});

test("another locale's build drops the default pictures it has its own of, and keeps the rest", () => {
  assert.deepEqual(foreignPictures(names, 'zh-Hans'), [
    'overview.svg',
    'flow.light.svg',
    'flow.dark.svg',
  ]);
});
