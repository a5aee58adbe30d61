/**
 * A built page's article as plain Markdown, for readers' AI assistants. It starts from the HTML
 * the build wrote, so every component (flow diagrams, example files, reference tables, facts) is
 * already drawn; then the theme's interactive markup becomes what a Markdown reader expects:
 * - tabs: every panel, each under its label in bold (the HTML shows one at a time);
 * - admonitions: a block quote opened by its title in bold; `<details>`: its summary in bold;
 * - code blocks: a fence with the language and the block's title (`title="…"`), without buttons;
 * - tables: a GFM table of their own, after their caption on a line of its own; a badge in a cell
 *   ("Required", "Advanced") in bold, apart from the text after it;
 * - links and images: absolute URLs; a picture drawn twice (light and dark) once, the light one;
 * - no heading anchors, buttons, icons or other theme text.
 * Conversion itself is rehype-remark's (HTML to Markdown syntax tree) and remark-stringify's.
 */
import type {CheerioAPI} from 'cheerio';
import type {Element as DomElement} from 'domhandler';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Code} from 'mdast';
import rehypeRemark from 'rehype-remark';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {cleanText} from '../built-pages/text';
import {twinMarkdown} from './markdownOptions';
import {toHast} from './toHast';

/** The article's Markdown body: the theme's `.theme-doc-markdown`, which holds the title and the page. */
const ARTICLE_SELECTOR = 'article .theme-doc-markdown';

/** Theme markup with no meaning outside the browser. */
const DROPPED_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'template']);

const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];

/** CSS modules suffix class names with a hash (`codeBlockTitle_Ktv7`): match the readable part. */
const hasClass = (node: Element, name: string): boolean =>
  classesOf(node).some((cls) => cls === name || cls.startsWith(`${name}_`));

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

const elementChildren = (node: Element): Element[] => node.children.filter(isElement);

/** `language-bash` on an element or on its first child (`<pre><code class="language-bash">`) → `bash`. */
function languageOf(node: Element): string | undefined {
  const child = elementChildren(node)[0];
  return [...classesOf(node), ...(child ? classesOf(child) : [])]
    .find((cls) => cls.startsWith('language-'))
    ?.slice('language-'.length);
}

/** The first element under `node` (not `node` itself) that passes `test`. */
function findDescendant(node: Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of elementChildren(node)) {
    const found = test(child) ? child : findDescendant(child, test);
    if (found) return found;
  }
  return undefined;
}

const text = (value: string): ElementContent => ({type: 'text', value});

const element = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/** A paragraph holding `label` in bold: how tabs, admonitions and summaries announce their part. */
const boldLabel = (label: string): Element => element('p', [element('strong', [text(label)])]);

/** Every panel of a tab group, each after its tab's label. */
function unfoldTabs(tabs: Element): ElementContent[] {
  const list = select('[role=tablist]', tabs);
  const labels = list ? elementChildren(list).map((tab) => cleanText(toString(tab))) : [];
  const panels: Element[] = [];
  const collect = (node: Element) => {
    for (const child of elementChildren(node)) {
      if (child.properties.role === 'tabpanel') panels.push(child);
      else if (child !== list) collect(child);
    }
  };
  collect(tabs);
  return panels.flatMap((panel, index) => [
    boldLabel(labels[index] ?? `${index + 1}`),
    ...panel.children,
  ]);
}

/** An admonition as a block quote opened by its title ("Warning", "注意", or the writer's own). */
function unfoldAdmonition(admonition: Element): ElementContent[] {
  const [heading, content] = elementChildren(admonition);
  const title = cleanText(heading ? toString(heading) : '');
  const label = title.charAt(0).toLocaleUpperCase() + title.slice(1);
  return [element('blockquote', [boldLabel(label), ...(content?.children ?? [])])];
}

/** `<details>`: its summary in bold, then what it hides. */
function unfoldDetails(details: Element): ElementContent[] {
  const summary = elementChildren(details).find((child) => child.tagName === 'summary');
  const rest = details.children.filter((child) => child !== summary);
  const body =
    rest.length === 1 && isElement(rest[0]!) && rest[0].tagName === 'div' ? rest[0].children : rest;
  return [...(summary ? [boldLabel(cleanText(toString(summary)))] : []), ...body];
}

/** A code block as a bare `<pre><code>` carrying its language and title for the `pre` handler. */
function unfoldCodeBlock(block: Element): ElementContent[] {
  const language = languageOf(block);
  const titleNode = findDescendant(block, (node) => hasClass(node, 'codeBlockTitle'));
  const code = select('pre code', block) ?? select('pre', block);
  if (!code) return [];
  const pre = element('pre', [text(toString(code).replace(/\n+$/, ''))]);
  pre.properties = {
    dataLanguage: language,
    dataTitle: titleNode ? cleanText(toString(titleNode)) : undefined,
  };
  return [pre];
}

/** The theme's markup, unfolded into plain HTML that maps one-to-one to Markdown. */
function unfold(nodes: ElementContent[], pageUrl: URL): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return [{...node, value: node.value.replace(/\u200b/g, '')}];
    if (!isElement(node)) return [];
    if (DROPPED_TAGS.has(node.tagName) || hasClass(node, 'hash-link')) return [];
    if (node.tagName === 'img' && String(node.properties.src ?? '').includes('.dark.')) return [];
    // A badge ("Required") reads as a word of its own before the cell's text.
    if (hasClass(node, 'badge'))
      return [element('strong', [text(cleanText(toString(node)))]), text(' ')];
    if (node.tagName === 'table') {
      const caption = elementChildren(node).find((child) => child.tagName === 'caption');
      node.children = unfold(
        node.children.filter((child) => child !== caption),
        pageUrl,
      );
      return caption ? [boldLabel(cleanText(toString(caption))), node] : [node];
    }
    const unfolded = hasClass(node, 'tabs-container')
      ? unfoldTabs(node)
      : hasClass(node, 'theme-admonition')
        ? unfoldAdmonition(node)
        : node.tagName === 'details'
          ? unfoldDetails(node)
          : hasClass(node, 'theme-code-block')
            ? unfoldCodeBlock(node)
            : undefined;
    if (unfolded) return unfold(unfolded, pageUrl);
    for (const attribute of ['href', 'src'] as const) {
      const value = node.properties[attribute];
      if (typeof value === 'string') node.properties[attribute] = new URL(value, pageUrl).href;
    }
    node.children = unfold(node.children, pageUrl);
    return [node];
  });
}

const toMarkdown = unified()
  .use(rehypeRemark, {
    handlers: {
      pre(state, node: Element) {
        const result: Code = {
          type: 'code',
          // A bare <pre> (a component's usage line, say) is text.
          lang: (node.properties.dataLanguage as string | undefined) ?? languageOf(node) ?? 'text',
          meta: node.properties.dataTitle
            ? `title=${JSON.stringify(node.properties.dataTitle)}`
            : null,
          value: toString(node),
        };
        state.patch(node, result);
        return result;
      },
    },
  })
  .use(twinMarkdown)
  .use(remarkStringify);

async function hastToMarkdown(children: ElementContent[], pageUrl: string): Promise<string> {
  const root: Root = {type: 'root', children: unfold(children, new URL(pageUrl))};
  const tree = await toMarkdown.run(root);
  return toMarkdown.stringify(tree);
}

/** The Markdown of some elements of a built page (the pass's parse), the page served at `pageUrl`. */
export const elementsToMarkdown = (
  elements: readonly DomElement[],
  pageUrl: string,
): Promise<string> => hastToMarkdown(elements.map(toHast), pageUrl);

/** The Markdown of the article of a built page (`$`, the pass's parse), the page served at `pageUrl`. */
export async function articleToMarkdown($: CheerioAPI, pageUrl: string): Promise<string> {
  const article = $(ARTICLE_SELECTOR).get(0);
  if (!article) throw new Error(`${pageUrl}: no ${ARTICLE_SELECTOR} in its HTML`);
  return hastToMarkdown(toHast(article).children, pageUrl);
}
