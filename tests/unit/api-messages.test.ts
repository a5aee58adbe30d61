/**
 * An error message a page quotes for an API response is one openapi.json gives: in a JSON body
 * (`"detail": "…"`) or as a sentence in code next to a status code ("returns `413` and a message such as
 * `The file is larger than the 100 MB upload limit.`"). Names, ids and numbers may differ, since a
 * page quotes its own flow or limit; the words may not.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test, type TestContext} from 'node:test';

import {openApiDocument} from '../../features/api-reference/build/document';
import {pageSources} from './apiCalls';

/** Every `detail` message of openapi.json's examples. */
function documentedMessages(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) documentedMessages(child, found);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node))
      if (key === 'detail' && typeof value === 'string') found.add(value);
      else documentedMessages(value, found);
  return found;
}

/** A message with what varies between quotes of it (quoted names, ids, numbers) blanked out. */
const shape = (message: string): string =>
  message
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b[A-Z][A-Za-z]+-[A-Za-z0-9]{5}\b/g, '…')
    .replace(/\d+/g, '#');

/** An HTTP error status (400–431, 451, 500–511), not any three-digit number. */
const STATUS = /(?<![\w.])(?:4[0-2]\d|43[01]|451|50\d|51[01])(?![\w.])/;
const TALKS_OF_A_MESSAGE =
  /message|detail|error|answers|returns|responds|says|消息|信息|返回|报错|错误/i;
/** A sentence in code: a capital letter, words, an end. */
const SENTENCE = /`([A-Z][^`\n]*\s[^`\n]*[.!])`/g;

/** The messages a page quotes for API responses, with their lines. */
export function quotedMessages(text: string): {line: number; message: string}[] {
  const found: {line: number; message: string}[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/"detail":\s*"((?:[^"\\]|\\.)+)"/g))
    found.push({line: lineOf(match.index), message: JSON.parse(`"${match[1]}"`) as string});
  // Prose, paragraph by paragraph, outside code blocks (blanked so that line numbers stay).
  const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
  let offset = 0;
  for (const paragraph of prose.split('\n\n')) {
    if (STATUS.test(paragraph) && TALKS_OF_A_MESSAGE.test(paragraph))
      for (const match of paragraph.matchAll(SENTENCE))
        found.push({line: lineOf(offset + match.index), message: match[1]!});
    offset += paragraph.length + 2;
  }
  return found;
}

test('every API error message a page quotes is one openapi.json gives', (t: TestContext) => {
  const known = new Set([...documentedMessages(openApiDocument())].map(shape));
  const wrong: string[] = [];
  let quoted = 0;
  for (const file of pageSources())
    for (const {line, message} of quotedMessages(readFileSync(file, 'utf8'))) {
      quoted += 1;
      if (!known.has(shape(message)))
        wrong.push(`${file}:${line}: "${message}" is not a message of openapi.json`);
    }
  assert.deepEqual(wrong, []);
  t.diagnostic(`${quoted} quoted messages checked`);
  assert.ok(quoted >= 6, `only ${quoted} quoted messages found: is the extraction broken?`);
});

test('a message is found in a JSON body and next to a status code, and a changed one is named', () => {
  const page = [
    'The upload returns `413` and a message such as `File size is larger than the maximum file size 100MB.`',
    '',
    '```json title="Response"',
    '{"detail": "Flow \'faq-assistant\' not found."}',
    '```',
    '',
    'A prompt that is no error: `Answer in at most three sentences.`',
  ].join('\n');
  assert.deepEqual(quotedMessages(page), [
    {line: 4, message: "Flow 'faq-assistant' not found."},
    {line: 1, message: 'File size is larger than the maximum file size 100MB.'},
  ]);
  const known = new Set([...documentedMessages(openApiDocument())].map(shape));
  assert.ok(known.has(shape("Flow 'faq-assistant' not found.")));
  assert.ok(known.has(shape('The file is larger than the 50 MB upload limit.')));
  assert.ok(!known.has(shape('File size is larger than the maximum file size 100MB.')));
});
