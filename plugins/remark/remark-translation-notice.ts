/**
 * Puts a notice at the top of a translated page whose English page has changed since the
 * translation was last brought in step with it (plugins/helpers/translationSources.ts): the reader
 * learns that the page may be behind and gets a link to the English page. A page in step shows
 * nothing. The notice is an admonition, so the page's Markdown twin carries it too.
 */
import type {Paragraph, PhrasingContent, Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';

import {siteDefaults, type BuiltLocale} from '../../data/site';
import {expressionAttribute} from '../helpers/mdastNodes';
import {SITE_DIR} from '../helpers/siteDir';
import {pairOfTranslation, translationStatus} from '../helpers/translationSources';

type TranslatedLocale = Exclude<BuiltLocale, 'en'>;

const notices = {
  'zh-Hans': {
    title: '英文原文已更新',
    before: '本页翻译完成后，',
    link: '英文原文',
    after: '又有修改，本页可能还有内容没有同步。请以英文页面为准。',
  },
} satisfies Record<TranslatedLocale, {title: string; before: string; link: string; after: string}>;

export interface TranslationNoticeOptions {
  locale: BuiltLocale;
  /** The English page's URL for a page's slug (`/concepts-flows`): another locale's build serves it. */
  englishUrl: (slug: string) => string;
  /** Where the English and translated files are; the repository by default (tests pass a fixture). */
  siteDir?: string;
}

/**
 * The notice a translated page shows when its English page has changed since: it links the English
 * page, the same slug under the docs instance's route in the default locale's build.
 */
export const translationNotice = (
  locale: BuiltLocale,
  routeBasePath: string,
): TranslationNoticeOptions => ({
  locale,
  englishUrl: (slug) =>
    siteDefaults.baseUrl + [routeBasePath, slug.replace(/^\/|\/$/g, '')].filter(Boolean).join('/'),
});

interface PageFile {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

const text = (value: string): PhrasingContent => ({type: 'text', value});

const remarkTranslationNotice: Plugin<[TranslationNoticeOptions], Root> = ({
  locale,
  englishUrl,
  siteDir = SITE_DIR,
}) => {
  if (locale === 'en') return () => undefined;
  const words = notices[locale];
  return (tree, vfile) => {
    const file = vfile as unknown as PageFile;
    const pair = file.path ? pairOfTranslation(file.path, locale, siteDir) : undefined;
    if (!pair || translationStatus(pair, siteDir).state !== 'behind') return;
    const slug = file.data.frontMatter?.slug;
    // The English page is another locale's build: a full page load to a path left as it is, as
    // the theme's locale menu links (`pathname://`, `target="_self"`, no base URL added).
    const link: MdxJsxTextElement = {
      type: 'mdxJsxTextElement',
      name: 'a',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'href',
          value: `pathname://${englishUrl(typeof slug === 'string' ? slug : '/')}`,
        },
        {type: 'mdxJsxAttribute', name: 'target', value: '_self'},
        {type: 'mdxJsxAttribute', name: 'hrefLang', value: 'en'},
        expressionAttribute('autoAddBaseUrl', false),
      ],
      children: [text(words.link)],
    };
    const notice: Paragraph = {
      type: 'paragraph',
      children: [text(words.before), link, text(words.after)],
    };
    // Shaped as Docusaurus's own admonition plugin shapes `:::info[…]`: the theme draws it.
    tree.children.unshift({
      type: 'blockquote',
      data: {hName: 'admonition', hProperties: {type: 'info', title: words.title}},
      children: [notice],
    });
  };
};

export default remarkTranslationNotice;
