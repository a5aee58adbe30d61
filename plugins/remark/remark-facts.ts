/**
 * Replaces `{{name}}` tokens with the product facts of `data/facts.ts`.
 *
 * In MDX prose `{{version}}` parses as an expression whose source is
 * `{version}`; in code, inline code and link targets it stays literal text.
 * Both forms are rewritten here, so writers learn one syntax. An unknown name
 * fails the build and names the file, so a typo never ships as raw braces.
 */
import type {Plugin} from 'unified';
import type {Node, Parent} from 'unist';
import {factTokens} from '../../data/facts';

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;
/** What MDX leaves of `{{name}}` in prose: an expression node `{name}`. */
const EXPRESSION = /^\{\s*([\w.]+)\s*\}$/;

type Literal = Node & {value: string};
type Link = Node & {url: string};

export function substituteFacts(
  text: string,
  tokens: ReadonlyMap<string, string>,
  where: string,
): string {
  return text.replace(TOKEN, (_match, name: string) => lookup(name, tokens, where));
}

function lookup(name: string, tokens: ReadonlyMap<string, string>, where: string): string {
  const value = tokens.get(name);
  if (value === undefined) {
    throw new Error(
      `Unknown fact "{{${name}}}" in ${where}. Known facts: ${[...tokens.keys()].join(', ')} (data/facts.ts).`,
    );
  }
  return value;
}

const remarkFacts: Plugin<[], Node> = () => {
  const tokens = factTokens();
  return (tree, file) => {
    const where = file.path ?? 'a markdown file';
    const visit = (node: Node, parent: Parent | undefined, index: number): void => {
      if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent) {
        const match = EXPRESSION.exec((node as Literal).value);
        if (match) {
          const text = lookup(match[1]!, tokens, where);
          // A flow expression stands alone as a block; wrap it as a paragraph.
          parent.children[index] =
            node.type === 'mdxTextExpression'
              ? ({type: 'text', value: text} as Literal)
              : ({type: 'paragraph', children: [{type: 'text', value: text} as Literal]} as Parent);
          return;
        }
      }
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        const literal = node as Literal;
        literal.value = substituteFacts(literal.value, tokens, where);
      }
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link;
        link.url = substituteFacts(link.url, tokens, where);
      }
      const children = (node as Parent).children;
      if (children) children.forEach((child, i) => visit(child, node as Parent, i));
    };
    visit(tree, undefined, 0);
  };
};

export default remarkFacts;
