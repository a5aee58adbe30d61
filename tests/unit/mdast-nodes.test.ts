/**
 * The one way the remark plugins fill in a page's JSX elements (plugins/helpers/mdastNodes.ts,
 * `forEachJsxElement`): props set in place, or nodes put in the element's place, with the errors a
 * writer sees when an element stands where it cannot.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {Paragraph} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Node} from 'unist';

import {expressionAttribute, forEachJsxElement} from '../../plugins/helpers/mdastNodes';
import {compileMdx} from './compileMdx';

type Fill = (element: MdxJsxFlowElement, where: string) => Node[] | void;

/** Compiles `mdx` with a plugin that fills in every `<Box>` with `fill`. */
const compile = (mdx: string, fill: Fill, options?: {selfClosing?: string}): Promise<string> =>
  compileMdx(mdx, [
    () => (tree: Node, file: {path?: string}) =>
      forEachJsxElement(tree, 'Box', file, fill, options),
  ]);

const paragraph = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{type: 'text', value}],
});

test('every element, block or inline, gets its props in document order, with its place', async () => {
  const seen: string[] = [];
  const out = await compile('<Box />\n\nText <Box /> inline.\n\n<Other />', (element, where) => {
    seen.push(`${element.type} ${where}`);
    element.attributes = [expressionAttribute('n', seen.length)];
  });
  assert.deepEqual(seen, ['mdxJsxFlowElement page.mdx:1', 'mdxJsxTextElement page.mdx:3']);
  assert.match(out, /_jsx\(Box, \{\s*n: 1\s*\}\)/);
  assert.match(out, /_jsx\(Box, \{\s*n: 2\s*\}\)/);
});

test('the nodes fill returns take the place of a block element', async () => {
  const out = await compile('Before\n\n<Box>\n  inside\n</Box>\n\nAfter', () => [
    paragraph('First'),
    paragraph('Second'),
  ]);
  assert.doesNotMatch(out, /Box|inside/);
  assert.match(out, /"Before"[\s\S]*"First"[\s\S]*"Second"[\s\S]*"After"/);
});

test('an inline element cannot be replaced: it must stand on a line of its own', async () => {
  await assert.rejects(
    compile('Text <Box /> inline.', () => [paragraph('Table')]),
    /^Error: <Box> in page\.mdx:1 must stand on a line of its own\.$/,
  );
});

test('with selfClosing, an element inline or with children fails before any is filled', async () => {
  const filled: string[] = [];
  const fill: Fill = (_, where) => {
    filled.push(where);
  };
  const options = {selfClosing: '<Box path="…" />'};
  await assert.rejects(
    compile('<Box />\n\nText <Box /> inline.', fill, options),
    /^Error: <Box> in page\.mdx:3 must stand on a line of its own, without children: <Box path="…" \/>\.$/,
  );
  await assert.rejects(
    compile('<Box>\n  child\n</Box>', fill, options),
    /page\.mdx:1 must stand on a line of its own, without children/,
  );
  assert.deepEqual(filled, []);
  await compile('<Box />', fill, options);
  assert.deepEqual(filled, ['page.mdx:1']);
});
