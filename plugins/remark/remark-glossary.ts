/**
 * Compiles `<GlossaryTerms />` into the glossary page in its locale: a `##` heading per group of
 * data/glossary.ts and a `###` heading per term, whose anchor is the term's id (`/glossary#flow`),
 * with its definition, a link to the guide that explains it (titled as that guide is in the locale)
 * and its rendering in the other language. The headings are real Markdown headings, so the table
 * of contents, heading anchors and the search index see every term. It must run before
 * Docusaurus's own plugins (`beforeDefaultRemarkPlugins`), which give headings their ids and build
 * the table of contents.
 */
import {dirname, join, relative, resolve} from 'node:path';

import type {Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';

import {l} from '../../data/components/localized';
import {
  GLOSSARY_GROUPS,
  glossary,
  glossaryGroupTitles,
  type GlossaryTerm,
} from '../../data/glossary';
import type {BuiltLocale} from '../../data/site';
import {forEachJsxElement, headingWithId} from '../helpers/mdastNodes';
import {parseInline} from '../helpers/commonMark';
import {docsRoot, guideAt} from '../helpers/guideSources';
import {SITE_DIR} from '../helpers/siteDir';

const ELEMENT = 'GlossaryTerms';

/** The `title` of a page's front matter, as its locale writes it. */
export function pageTitle(page: string, locale: BuiltLocale): string {
  const {title, file} = guideAt(page, locale);
  if (!title) throw new Error(`${file} has no title in its front matter`);
  return title;
}

const labels = {
  chinese: l('Chinese:', '中文：'),
  english: l('English:', '英文：'),
  avoid: l('not', '不要写作'),
  see: l('See', '参见'),
};

/** The term as a heading shows it: `Flow`, `API key`, `流程`. */
export const termHeading = (term: GlossaryTerm, locale: BuiltLocale): string =>
  locale === 'en' ? term.en.charAt(0).toUpperCase() + term.en.slice(1) : term.zh;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});

function termNodes(term: GlossaryTerm, locale: BuiltLocale, from: string): RootContent[] {
  const definition = parseInline(term.definition[locale]);
  const see: PhrasingContent[] = term.page
    ? [
        text(locale === 'en' ? ' See ' : '参见'),
        {
          type: 'link',
          // A file link, resolved by Docusaurus like any written one (a missing page fails the build).
          url: `${relative(from, join(docsRoot(locale), term.page.replace(/#.*$/, '')))}${/#.*$/.exec(term.page)?.[0] ?? ''}`,
          children: [text(pageTitle(term.page, locale))],
        },
        text(locale === 'en' ? '.' : '。'),
      ]
    : [];
  const other = locale === 'en' ? term.zh : term.en;
  const avoid = term.avoid?.length
    ? [
        text(
          locale === 'en'
            ? ` (${labels.avoid.en} ${term.avoid.join(', ')})`
            : `（${labels.avoid['zh-Hans']}：${term.avoid.join('、')}）`,
        ),
      ]
    : [];
  const rendering: Paragraph = {
    type: 'paragraph',
    children: [
      text(`${(locale === 'en' ? labels.chinese : labels.english)[locale]} `),
      strong(other),
      ...avoid,
    ],
  };
  return [
    headingWithId(3, termHeading(term, locale), term.id),
    {type: 'paragraph', children: [...definition, ...see]},
    rendering,
  ];
}

/** Every group heading and term of the glossary, in `locale`, for a page in the folder `from`. */
export function glossaryNodes(locale: BuiltLocale, from: string): RootContent[] {
  return GLOSSARY_GROUPS.flatMap((group) => [
    headingWithId(2, glossaryGroupTitles[group][locale], group),
    ...glossary
      .filter((term) => term.group === group)
      .flatMap((term) => termNodes(term, locale, from)),
  ]);
}

const remarkGlossary: Plugin<[{locale: BuiltLocale}], Root> = ({locale}) => {
  return (tree, file) => {
    const from = file.path ? dirname(resolve(file.path)) : SITE_DIR;
    forEachJsxElement(tree, ELEMENT, file, () => glossaryNodes(locale, from));
  };
};

export default remarkGlossary;
