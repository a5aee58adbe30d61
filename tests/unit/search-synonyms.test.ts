/**
 * The local engine's synonyms (features/search/common/synonyms.ts, applied by
 * features/search/common/engine/alternatives.ts) and its rule for a name that a guide and a reference
 * page share (features/search/common/engine/names.ts): the guide comes first.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {encodeIndex, inMemory} from '../../features/search/build/indexFiles';
import {createSearchIndex} from '../../features/search/common/engine';
import {Alternatives} from '../../features/search/common/engine/alternatives';
import {NameRank, namedRanks} from '../../features/search/common/engine/names';
import {synonyms} from '../../features/search/common/synonyms';
import type {DocSearchRecord} from '../../features/search/common/types';
import {ORIGIN, page} from './searchRecords';

test('a group stands both ways, by stem; a one-way input only for its words', () => {
  const alternatives = new Alternatives([
    {words: ['k8s', 'kubernetes']},
    {input: 'workflow', words: ['flow']},
  ]);
  assert.deepEqual(alternatives.of('kubernetes'), ['k8s']);
  assert.deepEqual(alternatives.of('k8s'), ['kubernetes']);
  assert.deepEqual(alternatives.of('workflows'), ['flow']);
  assert.deepEqual(alternatives.of('flow'), []);
});

test('a Han word of the table is kept whole in a query, however the segmenter cuts it', () => {
  const alternatives = new Alternatives([{input: '工作流', words: ['流程']}]);
  const words = alternatives.words('把工作流放到项目里');
  assert.ok(words.includes('工作流'), words.join(' '));
  assert.deepEqual(alternatives.of('工作流'), ['流程']);
  // Without the table the same query is cut as the segmenter cuts it.
  assert.ok(!new Alternatives().words('把工作流放到项目里').includes('工作流'));
});

test('every locale has synonyms, each word folded as queries are', () => {
  for (const [locale, entries] of Object.entries(synonyms)) {
    assert.ok(entries.length >= 10, `${locale}: ${entries.length} entries`);
    for (const entry of entries)
      for (const word of ['input' in entry ? entry.input : '', ...entry.words].filter(Boolean))
        assert.equal(word, word.toLowerCase().trim(), `${locale}: "${word}"`);
  }
});

/** An index of `pages`. */
function indexOf(pages: DocSearchRecord[][]) {
  return createSearchIndex(inMemory(encodeIndex(pages.flat())), ORIGIN);
}

const firstPages = async (index: ReturnType<typeof indexOf>, query: string) => {
  const {hits} = await index.search({query, hitsPerPage: 20});
  return [
    ...new Set(hits.map((hit) => String(hit.url_without_anchor).replace(/.*\/workflow\//, ''))),
  ];
};

test('a query of a reader’s word finds the site’s word; the site’s word does not find the reader’s', async () => {
  const index = indexOf([
    page({
      path: 'concepts-flows',
      lvl0: 'Concepts',
      records: [
        ['lvl1', 'Flows'],
        ['content', 'A flow connects components.'],
      ],
    }),
    page({
      path: 'engines',
      lvl0: 'Other',
      records: [
        ['lvl1', 'Engines'],
        ['content', 'Some call it a workflow engine.'],
      ],
    }),
  ]);
  assert.deepEqual((await firstPages(index, 'workflow')).sort(), ['concepts-flows', 'engines']);
  assert.deepEqual(await firstPages(index, 'flow'), ['concepts-flows']);
});

test('on a name a guide and a reference page share, the guide comes first; a one-word name of a reference page puts the guide it starts next', async () => {
  const api = (path: string, title: string) =>
    page({
      path,
      tag: 'docs-api-current',
      lvl0: 'API',
      records: [
        ['lvl1', title],
        ['content', `${title} operations of the API and their fields.`],
      ],
    });
  const index = indexOf([
    api('api/logs', 'Logs'),
    api('api/voice', 'Voice'),
    page({
      path: 'logging',
      lvl0: 'Develop',
      records: [
        ['lvl1', 'Logs'],
        ['content', 'Where the server writes.'],
      ],
    }),
    page({
      path: 'concepts-voice-mode',
      lvl0: 'Concepts',
      records: [
        ['lvl1', 'Voice mode'],
        ['content', 'Talk to a flow.'],
      ],
    }),
  ]);
  assert.deepEqual((await firstPages(index, 'Logs')).slice(0, 2), ['logging', 'api/logs']);
  assert.deepEqual((await firstPages(index, 'Voice')).slice(0, 2), [
    'concepts-voice-mode',
    'api/voice',
  ]);
  // Two words name nothing by their start alone.
  const names = new Map([
    ['voice', [0]],
    ['voice mode', [1]],
  ]);
  const ranks = namedRanks('voice', names, (id) => id === 1);
  assert.deepEqual(
    [...ranks],
    [
      [0, NameRank.reference],
      [1, NameRank.guideStartingWith],
    ],
  );
  assert.deepEqual([...namedRanks('voice mode', names, (id) => id === 1)], [[1, NameRank.guide]]);
});
