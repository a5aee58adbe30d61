/**
 * plugins/remark/remark-component-details.ts: a page carries the catalog entries it shows, in its locale.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import remarkComponentDetails, {inLocale} from '../../plugins/remark/remark-component-details';
import {componentsById} from '../../data/components';
import type {BuiltLocale} from '../../data/site';
import {compileMdx} from './compileMdx';

const compile = (mdx: string, locale: BuiltLocale): Promise<string> =>
  compileMdx(mdx, [[remarkComponentDetails, {locale}]]);

const chatInput = componentsById.get('chat-input')!;

test('the element gets the entry in the page locale only', async () => {
  const en = await compile('<ComponentDetails id="chat-input" />', 'en');
  assert.ok(en.includes(JSON.stringify(chatInput.purpose.en)));
  assert.ok(!en.includes(chatInput.purpose['zh-Hans']));

  const zh = await compile('<ComponentDetails id="chat-input" />', 'zh-Hans');
  assert.ok(zh.includes(JSON.stringify(chatInput.purpose['zh-Hans'])));
  assert.ok(!zh.includes(chatInput.purpose.en));
});

test('inLocale resolves every text of an entry', () => {
  const entry = inLocale(chatInput, 'zh-Hans');
  assert.equal(entry.purpose, chatInput.purpose['zh-Hans']);
  assert.deepEqual(
    entry.inputs.map((input) => input.description),
    chatInput.inputs.map((input) => input.description['zh-Hans']),
  );
  // Outputs and notes too: the entry has both, so the checks below cannot pass on absence.
  assert.ok(chatInput.outputs.length > 0 && chatInput.notes, 'chat-input has outputs and notes');
  assert.deepEqual(
    entry.outputs.map((output) => output.description),
    chatInput.outputs.map((output) => output.description['zh-Hans']),
  );
  assert.equal(entry.notes, chatInput.notes['zh-Hans']);
  const english = [chatInput.purpose, chatInput.notes, ...chatInput.inputs, ...chatInput.outputs]
    .map((text) => ('description' in text ? text.description : text).en)
    .filter((text) => text.length > 0);
  for (const text of english) assert.equal(JSON.stringify(entry).includes(text), false, text);
});

test('an id the catalog lacks fails the build with the file and the line', async () => {
  await assert.rejects(
    compile('# Title\n\n<ComponentDetails id="chat-inptu" />', 'en'),
    /<ComponentDetails id="chat-inptu"> in page\.mdx:3: no component has this id/,
  );
});

test('an id that is not a string is refused', async () => {
  await assert.rejects(
    compile('<ComponentDetails id={"chat-input"} />', 'en'),
    /needs an id written as a string/,
  );
});
