/**
 * An element of the pass's parse (cheerio's tree, from parse5: plugins/docusaurus/built-pages) as a
 * hast tree, which rehype-remark turns into Markdown. Attributes become properties as rehype-parse
 * makes them (hastscript's `h`, and `s` in SVG), so the twin is the one a parse by rehype would give.
 */
import {isComment, isTag, isText, type AnyNode, type Element as DomElement} from 'domhandler';
import type {Element, ElementContent} from 'hast';
import {h, s} from 'hastscript';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const children = (nodes: readonly AnyNode[]): ElementContent[] =>
  nodes.flatMap((node): ElementContent[] => {
    if (isText(node)) return [{type: 'text', value: node.data}];
    if (isComment(node)) return [{type: 'comment', value: node.data}];
    return isTag(node) ? [toHast(node)] : [];
  });

export function toHast(element: DomElement): Element {
  const build = element.namespace === SVG_NAMESPACE ? s : h;
  return build(element.name, {...element.attribs}, children(element.children));
}
