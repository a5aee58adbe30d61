import {valueToEstree} from 'estree-util-value-to-estree';
import type {Program} from 'estree';
import type {Heading} from 'mdast';
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

/** Whether `node` is a JSX element, block or inline; with `name`, a `<name …>` one. */
export const isJsxElement = (node: Node, name?: string): node is MdxJsxFlowElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  (name === undefined || (node as MdxJsxFlowElement).name === name);

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
 * Fills in every `<name …>` element of an MDX tree, block or inline, in document order: `fill` gets
 * the element and the place it stands (`file:line`, for its errors), and either sets the element's
 * props or returns the nodes that replace it (a table, headings and paragraphs…), which the page
 * then holds as if written in Markdown. Those nodes cannot stand inside a paragraph, so an inline
 * element that `fill` replaces fails. With `selfClosing`, every element must stand on a line of its
 * own without children, checked before any is filled; `selfClosing` shows the right form in the
 * error (`<ExampleFile path="…" />`).
 */
export function forEachJsxElement(
  tree: Node,
  name: string,
  file: {path?: string},
  fill: (element: MdxJsxFlowElement, where: string) => Node[] | void,
  {selfClosing}: {selfClosing?: string} = {},
): void {
  // Found first, so that nothing `fill` puts in the tree is filled in turn.
  const found: {element: MdxJsxFlowElement; parent: Parent; where: string}[] = [];
  const visit = (parent: Parent): void => {
    for (const child of parent.children) {
      if (isJsxElement(child, name))
        found.push({element: child, parent, where: sourceLocation(file, child)});
      if ((child as Parent).children) visit(child as Parent);
    }
  };
  visit(tree as Parent);
  if (selfClosing !== undefined) {
    for (const {element, where} of found) {
      if (element.type !== 'mdxJsxFlowElement' || element.children.length > 0) {
        throw new Error(
          `<${name}> in ${where} must stand on a line of its own, without children: ${selfClosing}.`,
        );
      }
    }
  }
  for (const {element, parent, where} of found) {
    const replacement = fill(element, where);
    if (!replacement) continue;
    if (element.type !== 'mdxJsxFlowElement')
      throw new Error(`<${name}> in ${where} must stand on a line of its own.`);
    parent.children.splice(parent.children.indexOf(element), 1, ...replacement);
  }
}

/**
 * A heading that a remark step writes, with its anchor (`{#id}` in a written page) and any other
 * attributes: placed before Docusaurus's own steps, it is in the table of contents like a written one.
 */
export const headingWithId = (
  depth: Heading['depth'],
  title: string,
  id: string,
  attributes: Record<string, unknown> = {},
): Heading => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: title}],
  data: {hProperties: {id, ...attributes}},
});
