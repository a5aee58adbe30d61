/**
 * The marks a reference entry carries from the record: "Since 1.2", linking to that release, and
 * for a deprecated one a warning banner naming the release and what to use instead. They are
 * Markdown nodes, so the page, its Markdown twin and the search index all carry them.
 */
import type {CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {Paragraph, RootContent} from 'mdast';

import {
  deprecationOf,
  minorOf,
  releaseNotesPath,
  sinceOf,
  type Subject,
} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import {parseCommonMark} from '../../../plugins/helpers/commonMark';
import {changedIn, deprecatedIn, sentenceGap, sinceMark} from './labels';
import type {Operation} from '../../../plugins/helpers/openApiOperations';
import {replacementText} from './subjects';

/** The class of the "Since" line (src/css/custom.css). */
export const SINCE_CLASS = 'release-since';

export function releaseMarks(
  subject: Subject,
  locale: BuiltLocale,
  operations: readonly Operation[],
): RootContent[] {
  const since = sinceOf(subject);
  const sinceLink = `[${minorOf(since)}](/${releaseNotesPath(since)})`;
  const [sinceParagraph] = parseCommonMark(sinceMark(sinceLink)[locale]) as [Paragraph];
  sinceParagraph.data = {hProperties: {className: [SINCE_CLASS]}};
  const deprecation = deprecationOf(subject);
  if (!deprecation) return [sinceParagraph];
  const minor = minorOf(deprecation.version);
  const body = replacementText(deprecation.replacement, locale, operations);
  const notes = `[${changedIn(minor)[locale]}](/${releaseNotesPath(deprecation.version, 'deprecated')})`;
  // The shape Docusaurus's admonitions step gives a `:::warning` block, so it renders as one
  // whether this runs before that step or after it.
  const banner = {
    type: 'containerDirective',
    name: 'warning',
    attributes: {title: deprecatedIn(minor)[locale]},
    data: {hName: 'admonition', hProperties: {type: 'warning', title: deprecatedIn(minor)[locale]}},
    children: parseCommonMark(`${body}${sentenceGap[locale]}${notes}`),
  } as unknown as RootContent;
  return [sinceParagraph, banner];
}

/**
 * The marks of a built operation page (`$`, the pass's parse): the first "Since" line of its
 * article and the deprecation banner right after it, for its Markdown twin.
 */
export function releaseMarksIn($: CheerioAPI): Element[] {
  const since = $(`article .${SINCE_CLASS}`).first();
  return [...since, ...since.next('.theme-admonition-warning')] as Element[];
}
