import {valueToEstree} from 'estree-util-value-to-estree';
import type {Program} from 'estree';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
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

/** Every `<name …>` JSX element of an MDX tree, block or inline. */
export function jsxElements(tree: Node, name: string): MdxJsxFlowElement[] {
  return nodesWhere(
    tree,
    (node): node is MdxJsxFlowElement =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (node as MdxJsxFlowElement).name === name,
  );
}

/** The value of `name="…"` on `element`; `undefined` when it is absent, `null` when it is an expression. */
export function stringAttribute(
  element: MdxJsxFlowElement,
  name: string,
): string | null | undefined {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : null;
}

/** `file:line` of a node, for build errors. */
export const sourceLocation = (file: {path?: string}, node: Node): string =>
  `${file.path ?? 'a Markdown file'}:${node.position?.start.line ?? '?'}`;

/**
 * Every `<name … />` of an MDX tree with the place it stands (`file:line`), each checked to stand on
 * a line of its own without children, as the elements a plugin fills in must: `usage` shows the
 * right form in the error.
 */
export function selfClosingBlocks(
  tree: Node,
  name: string,
  file: {path?: string},
  usage: string,
): {element: MdxJsxFlowElement; where: string}[] {
  return jsxElements(tree, name).map((element) => {
    const where = sourceLocation(file, element);
    if (element.type !== 'mdxJsxFlowElement' || element.children.length > 0) {
      throw new Error(
        `<${name}> in ${where} must stand on a line of its own, without children: ${usage}.`,
      );
    }
    return {element, where};
  });
}

/**
 * Replaces every `<name …/>` block element of an MDX tree with the nodes `replace` returns (a table,
 * headings and paragraphs…), so the page holds them as if written in Markdown. An inline use fails:
 * those nodes cannot stand inside a paragraph.
 */
export function replaceJsxElements(
  tree: Node,
  name: string,
  replace: (element: MdxJsxFlowElement) => Node[],
  file: {path?: string},
): void {
  const visit = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child) => {
      if (
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        (child as MdxJsxFlowElement).name === name
      ) {
        if (child.type === 'mdxJsxTextElement')
          throw new Error(
            `<${name}> in ${sourceLocation(file, child)} must stand on a line of its own.`,
          );
        return replace(child as MdxJsxFlowElement);
      }
      if ((child as Parent).children) visit(child as Parent);
      return [child];
    });
  };
  visit(tree as Parent);
}
