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
