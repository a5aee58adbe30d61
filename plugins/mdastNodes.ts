import {valueToEstree} from 'estree-util-value-to-estree';
import type {Program} from 'estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {Node, Parent} from 'unist';

/** Every node of `tree` that passes `test`, in document order (unist-util-visit is ESM-only). */
export function nodesWhere<T extends Node>(tree: Node, test: (node: Node) => node is T): T[] {
  const found: T[] = [];
  const visit = (node: Node): void => {
    if (test(node)) found.push(node);
    for (const child of (node as Parent).children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

/** An attribute `name={value}`, as MDX would have parsed it from the source. */
export function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree}},
  };
}
