/**
 * Turns one production HTML page into DocSearch v3 records, the way the DocSearch crawler's
 * Docusaurus template does: walk the article in document order; each heading opens a level, each
 * paragraph, list item or last table cell becomes a content record under the current levels.
 */
import {load, type CheerioAPI} from 'cheerio';
import {hasChildren, isTag, isText, type AnyNode, type Element} from 'domhandler';

import {cleanText} from '../../../plugins/docusaurus/built-pages/text';
import {levelWeight, objectIdOf} from '../common/indexFormat';
import {
  GUIDES_TAG_PREFIX,
  HUB_PAGES,
  ignoredSelectors,
  PageRank,
  recordSelectors,
} from '../common/selectors';
import {
  HIERARCHY_LEVELS,
  type DocSearchRecord,
  type Hierarchy,
  type HierarchyLevel,
  type RecordType,
} from '../common/types';

export interface PageInput {
  /** The page's HTML, or that HTML already parsed (which the records leave as it is). */
  html: string | CheerioAPI;
  /** Absolute URL of the page without anchor. */
  url: string;
}

const HEADING_LEVELS = HIERARCHY_LEVELS.filter(
  (level): level is Exclude<HierarchyLevel, 'lvl0'> => level !== 'lvl0',
);

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

/** A page is indexed when it has an article and does not ask robots to skip it (the search page, the 404 page). */
function isIndexable($: CheerioAPI): boolean {
  const robots = `${$('meta[name="robots"]').attr('content') ?? ''} ${$('meta[property="robots"]').attr('content') ?? ''}`;
  return !/noindex/i.test(robots) && $('article').length > 0;
}

/** Elements whose content is code or style, never page text. */
const NOT_TEXT = new Set(['script', 'style']);

/**
 * The text of an element, leaving out the elements of `skipped`: nested elements that make records
 * of their own, and what is not page text (`ignoredSelectors`).
 */
function textOf(element: AnyNode, skipped: ReadonlySet<AnyNode>): string {
  const parts: string[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) parts.push(node.data);
      else if (isTag(node) && !NOT_TEXT.has(node.name) && !skipped.has(node)) walk(node.children);
    }
  };
  walk(hasChildren(element) ? element.children : []);
  return cleanText(parts.join(''));
}

export function extractRecords({html, url}: PageInput): DocSearchRecord[] {
  const $ = typeof html === 'string' ? load(html) : html;
  if (!isIndexable($)) return [];
  const language = meta($, 'docsearch:language');
  const tag = meta($, 'docsearch:docusaurus_tag');
  if (!language || !tag)
    throw new Error(
      `${url}: the docsearch:language and docsearch:docusaurus_tag meta tags are missing`,
    );
  // What is not page text, and everything inside it, is passed over rather than removed: the
  // page is parsed once for every reader of the build (plugins/docusaurus/built-pages).
  const ignored = new Set<AnyNode>($(ignoredSelectors).find('*').addBack().toArray());
  const pageRank =
    $(HUB_PAGES).length > 0
      ? PageRank.hub
      : tag.startsWith(GUIDES_TAG_PREFIX)
        ? PageRank.guide
        : PageRank.reference;

  // The first selector that matches wins: the sidebar category before the navbar section.
  const lvl0 =
    recordSelectors.lvl0.selectors
      .map((selector) => {
        const first = $(selector)
          .toArray()
          .find((el) => !ignored.has(el));
        return first ? textOf(first, ignored) : '';
      })
      .find(Boolean) ?? recordSelectors.lvl0.defaultValue;
  const kinds = new Map<AnyNode, RecordType>();
  const mark = (selector: string, kind: RecordType) =>
    $(selector).each((_, el) => {
      if (!ignored.has(el) && !kinds.has(el)) kinds.set(el, kind);
    });
  // A heading's level is its last matching selector, as before; content never overrides one.
  for (const level of HEADING_LEVELS)
    $(recordSelectors[level]).each((_, el) => {
      if (!ignored.has(el)) kinds.set(el, level);
    });
  mark(recordSelectors.content, 'content');
  const skipped = new Set<AnyNode>([...kinds.keys(), ...ignored]);
  const path = new URL(url).pathname;

  const hierarchy: Hierarchy = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  // A level taken from a table cell ends with its table, so the text after the table is not filed under its last row.
  const tableOf = new Map<HierarchyLevel, Element>();
  const records: DocSearchRecord[] = [];
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: objectIdOf(path, position),
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level: levelWeight(type), position},
    });
  };

  // Document order: a walk of the whole tree visits headings and content as a reader meets them.
  $('*').each((_, node) => {
    const kind = kinds.get(node);
    if (!kind) return;
    const el = node as Element; // only elements match the selectors
    for (const [level, table] of tableOf) {
      if (!$(table).has(el).length) {
        hierarchy[level] = null;
        tableOf.delete(level);
      }
    }
    const text = textOf(el, skipped);
    if (!text) return;
    if (kind === 'content') {
      if (hierarchy.lvl1) push('content', text);
      return;
    }
    const depth = HIERARCHY_LEVELS.indexOf(kind);
    hierarchy[kind] = text;
    for (const deeper of HIERARCHY_LEVELS.slice(depth + 1)) hierarchy[deeper] = null;
    const table = $(el).closest('table').get(0) as Element | undefined;
    if (table) {
      // A row's first cell names the row: the record of its last cell carries it, so the name opens no record
      // of its own (half the records of a parameter table), unless the row has no other cell.
      tableOf.set(kind, table);
      if ($(el).is(':last-child')) push('content', text);
      return;
    }
    // The page title's records point at the page; other headings at their own anchor.
    anchor = kind === 'lvl1' ? null : ($(el).attr('id') ?? anchor);
    push(kind, null);
  });
  return records;
}
