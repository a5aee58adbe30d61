/**
 * A Markdown text read the way assistants and renderers read it (CommonMark with GFM tables), for the
 * tests of the Markdown twins: its h2/h3 headings, code blocks and raw HTML.
 */
import type {Code, Heading, Html, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Node} from 'unist';

import {nodesWhere} from '../plugins/helpers/mdastNodes';

const parser = unified().use(remarkParse).use(remarkGfm);

export const parseMarkdown = (markdown: string): Root => parser.parse(markdown);

const ofType =
  <T extends Node>(type: string) =>
  (node: Node): node is T =>
    node.type === type;

/** The text of every h2 and h3, in order. */
export const sectionHeadings = (tree: Root): string[] =>
  nodesWhere(tree, ofType<Heading>('heading'))
    .filter((heading) => heading.depth === 2 || heading.depth === 3)
    .map((heading) => toString(heading).trim());

export const codeBlocks = (tree: Root): Code[] => nodesWhere(tree, ofType<Code>('code'));

/** Raw HTML left in the text (a twin has none). */
export const rawHtml = (tree: Root): string[] =>
  nodesWhere(tree, ofType<Html>('html')).map((node) => node.value);

/** The GFM tables of the text (a pipe table inside a code block is code, not a table). */
export const tables = (tree: Root): Table[] => nodesWhere(tree, ofType<Table>('table'));

/**
 * Lines where a table row is glued to something else: to prose before it on the same line
 * (`…on its own.| Name | Type |`), or to the end of another table's row (`…forever. || Name |`).
 */
export function gluedTableRows(markdown: string): string[] {
  // Code blocks go first, fenced at any indent (a list item's too): a shell line may start with `||`.
  const prose = markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[ \t]*$/gm, '');
  return prose
    .split('\n')
    .filter(
      (line) =>
        (/\S.*?\| .*\|\s*$/.test(line) && !line.trimStart().startsWith('|')) ||
        (line.trimStart().startsWith('|') && /\|\|/.test(line.replace(/`[^`]*`/g, ''))),
    );
}
