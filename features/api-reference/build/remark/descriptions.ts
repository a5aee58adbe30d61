/**
 * Compiles the descriptions of an API reference page when the site is built. The generated page
 * hands the OpenAPI theme its operation as data (`<StatusCodes responses={…}>` and the like), and the
 * theme turned every description into HTML in the browser with react-markdown: on a phone, parsing
 * the response description alone took a quarter of the page's hydration. Here each `description`
 * and `summary` string in those props is parsed as the theme parses it (CommonMark and tables) and
 * put into the page as Markdown, which MDX compiles like the rest of the page (code highlighted at
 * build time included). features/api-reference/browser/descriptions.tsx wraps the page and features/api-reference/theme/Markdown looks
 * each text up; a text not found (the theme's own messages, such as "Possible values") is still
 * rendered at run time.
 */
import type {Program} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

import {parseCommonMark} from '../../../../plugins/helpers/commonMark';
import {
  expressionAttribute,
  isJsxElement,
  nodesWhere,
} from '../../../../plugins/helpers/mdastNodes';

/** The props keys whose strings the theme renders as Markdown. */
const MARKDOWN_KEYS = new Set(['description', 'summary']);
const MODULE = '@site/features/api-reference/browser/descriptions';
const PROVIDER = 'ApiDescriptions';
const ENTRY = 'ApiDescription';

/** Every string under a Markdown key in an expression's syntax tree, in order. */
function markdownStrings(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const child of node) markdownStrings(child, found);
  else if (typeof node === 'object' && node !== null) {
    const {type, key, value} = node as {
      type?: string;
      key?: {name?: string; value?: unknown};
      value?: {type?: string; value?: unknown};
    };
    const name = key?.name ?? key?.value;
    if (
      type === 'Property' &&
      typeof name === 'string' &&
      MARKDOWN_KEYS.has(name) &&
      value?.type === 'Literal' &&
      typeof value.value === 'string'
    )
      found.add(value.value);
    else for (const child of Object.values(node)) markdownStrings(child, found);
  }
  return found;
}

/**
 * The theme's renderer turns `:::note` paragraphs into admonitions with a plugin of its own; MDX
 * would print them as text, so such descriptions are left to it.
 */
const compilable = (text: string): boolean => text.trim() !== '' && !/^:::/m.test(text);

function importNode(): MdxjsEsm {
  const specifier = (name: string) => ({
    type: 'ImportSpecifier' as const,
    imported: {type: 'Identifier' as const, name},
    local: {type: 'Identifier' as const, name},
  });
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [specifier(PROVIDER), specifier(ENTRY)],
        source: {type: 'Literal', value: MODULE},
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import {${PROVIDER}, ${ENTRY}} from '${MODULE}';`,
    data: {estree},
  };
}

export default function remarkApiDescriptions() {
  return (tree: Root): void => {
    const texts = new Set<string>();
    for (const element of nodesWhere(tree, isJsxElement))
      for (const attribute of element.attributes)
        if (typeof attribute.value === 'object' && attribute.value?.data?.estree)
          markdownStrings(attribute.value.data.estree, texts);
    const entries: MdxJsxFlowElement[] = [...texts].filter(compilable).map((text) => ({
      type: 'mdxJsxFlowElement',
      name: ENTRY,
      attributes: [expressionAttribute('text', text)],
      children: parseCommonMark(text) as MdxJsxFlowElement['children'],
    }));
    if (entries.length === 0) return;
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const content = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    const provider: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: PROVIDER,
      attributes: [],
      children: [...entries, ...(content as MdxJsxFlowElement['children'])],
    };
    tree.children = [...imports, importNode(), provider];
  };
}
