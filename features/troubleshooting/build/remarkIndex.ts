/**
 * Compiles `<TroubleshootingIndex />` into its page as Markdown, in the page's locale: a `##` heading
 * per area of the guides' sidebar that has entries, then one for the API's error messages. Under an
 * area, each guide is an item linking to its Troubleshooting section, and each of its entries an
 * item linking to the entry, followed by the error texts its symptom quotes; under the API's, each
 * message with the status codes and operation pages that answer it. No cause or fix is copied: the
 * links lead to them. Guides are linked by their files, which Docusaurus resolves (a missing page or
 * anchor fails the build); operation pages by their route. It must run before Docusaurus's own
 * plugins (`beforeDefaultRemarkPlugins`), which give headings their ids, build the table of contents
 * and resolve file links.
 */
import {dirname, join, relative, resolve} from 'node:path';

import type {List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';

import {l} from '../../../data/components/localized';
import type {BuiltLocale} from '../../../data/site';
import {forEachJsxElement, headingWithId} from '../../../plugins/helpers/mdastNodes';
import {docsRoot} from '../../../plugins/helpers/guideSources';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';
import {gatherApiMessages, type ApiMessage} from './api';
import {guideAreas} from './areas';
import {gatherGuides, SECTION_ID, type GuidePage} from './guides';

const ELEMENT = 'TroubleshootingIndex';

/** The API's area, after the guides'. */
const API_AREA = {id: 'api-errors', label: l('API error messages', 'API 错误信息')};

/**
 * Beyond this many operations, a status code names their count and the reference's Errors section
 * instead of a link to each: the credentials and validation messages of nearly every operation
 * would be a hundred links, and the reader needs the message's meaning, not the list.
 */
const LISTED_OPERATIONS = 20;

const punctuation = {
  en: {after: ': ', between: ', ', dash: ' — ', groups: '; ', open: ' (', close: ')'},
  'zh-Hans': {after: '：', between: '、', dash: '——', groups: '；', open: '（', close: '）'},
} satisfies Record<BuiltLocale, Record<string, string>>;

const manyOperations = l('from {count} operations', '来自 {count} 个操作');
const apiReference = l('API reference', 'API 参考');

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const link = (url: string, value: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(value)],
});

/** `items` with `separator` between each two. */
const joined = (items: PhrasingContent[][], separator: string): PhrasingContent[] =>
  items.flatMap((item, index) => (index === 0 ? item : [text(separator), ...item]));

const listItem = (children: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{type: 'paragraph', children}, ...(nested ? [nested] : [])],
});

const list = (items: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});

/**
 * The class of what search leaves out (its ignored selectors): the guides' entries, which it finds on
 * their guides, where they are explained. The API's messages are indexed here, their one page of text.
 */
const INDEXED_ELSEWHERE = {className: ['indexed-elsewhere']};

const heading = (label: string, id: string, indexed: boolean) =>
  headingWithId(2, label, id, indexed ? {} : INDEXED_ELSEWHERE);

/** A guide's item: a link to its section, and an item per entry, each with its error texts. */
function guideItem(page: GuidePage, locale: BuiltLocale, from: string): ListItem {
  const file = relative(from, join(docsRoot(locale), `${page.docId}.mdx`));
  const {after, between} = punctuation[locale];
  return listItem(
    [link(`${file}#${SECTION_ID}`, page.title)],
    list(
      page.entries.map(({title, id, errors}) =>
        listItem([
          link(`${file}#${id}`, title),
          ...(errors.length > 0
            ? [
                text(after),
                ...joined(
                  errors.map((error) => [code(error)]),
                  between,
                ),
              ]
            : []),
        ]),
      ),
    ),
  );
}

/** A message's item: the message, then each status code with its operations. */
function messageItem({message, operations}: ApiMessage, locale: BuiltLocale): ListItem {
  const {after, between, dash, groups, open, close} = punctuation[locale];
  const statuses = [...new Set(operations.flatMap((operation) => operation.statuses))].sort();
  const group = (status: string): PhrasingContent[] => {
    const answering = operations.filter((operation) => operation.statuses.includes(status));
    if (answering.length > LISTED_OPERATIONS)
      return [
        text(
          `${status}${after}${manyOperations[locale].replace('{count}', String(answering.length))}${open}`,
        ),
        link('/api#errors', apiReference[locale]),
        text(close),
      ];
    return [
      text(`${status}${after}`),
      ...joined(
        answering.map(({page, title}) => [link(`/api/${page}`, title)]),
        between,
      ),
    ];
  };
  return listItem([code(message), text(dash), ...joined(statuses.map(group), groups)]);
}

/** The index in `locale`, for a page in the folder `from`. */
export function troubleshootingIndexNodes(locale: BuiltLocale, from: string): RootContent[] {
  const pages = new Map(gatherGuides(locale).map((page) => [page.docId, page]));
  const areas = guideAreas(locale);
  const placed = new Set(areas.flatMap((area) => area.docs));
  const unplaced = [...pages.keys()].filter((docId) => !placed.has(docId));
  if (unplaced.length > 0)
    throw new Error(
      `The Troubleshooting index places guides by the sidebar's categories (sidebars.ts), where ${unplaced.join(', ')} is not.`,
    );
  return [
    ...areas.flatMap((area) => {
      const shown = area.docs.flatMap((docId) => pages.get(docId) ?? []);
      return shown.length === 0
        ? []
        : [
            heading(area.label, area.id, false),
            {
              ...list(shown.map((page) => guideItem(page, locale, from))),
              data: {hProperties: INDEXED_ELSEWHERE},
            },
          ];
    }),
    heading(API_AREA.label[locale], API_AREA.id, true),
    list(gatherApiMessages(locale).map((message) => messageItem(message, locale))),
  ];
}

const remarkTroubleshootingIndex: Plugin<[{locale: BuiltLocale}], Root> = ({locale}) => {
  return (tree, file) => {
    const from = file.path ? dirname(resolve(file.path)) : SITE_DIR;
    forEachJsxElement(tree, ELEMENT, file, () => troubleshootingIndexNodes(locale, from), {
      selfClosing: `<${ELEMENT} />`,
    });
  };
};

export default remarkTroubleshootingIndex;
