/**
 * The remark plugins of a guide page, in order, for one locale: the docs plugin's lists in
 * docusaurus.config.ts and the quick compile of scripts/check-mdx.ts both take them from here, so a
 * plugin added once runs in both.
 */
import type {PluggableList} from 'unified';

import {localeDir, siteDefaults, type BuiltLocale} from '../../data/site';
import {remarkCodeHighlight} from '../docusaurus/code-highlight';
import {openApiDocument, remarkApiSchemaTable} from '../../features/api-reference';
import {listOperations} from '../helpers/openApiOperations';
import {remarkReleaseNotes} from '../../features/release-notes';
import {remarkTroubleshootingIndex} from '../../features/troubleshooting';
import remarkComponentDetails from './remark-component-details';
import remarkConfigReference from './remark-config-reference';
import remarkExampleFile from './remark-example-file';
import remarkFacts from './remark-facts';
import remarkFlowDiagram from './remark-flow-diagram';
import remarkFlowFileSchema from './remark-flow-file-schema';
import remarkGlossary from './remark-glossary';
import remarkStaticImages from './remark-static-images';
import remarkTracingVariables from './remark-tracing-variables';
import remarkTranslationNotice, {translationNotice} from './remark-translation-notice';

export function guideRemarkPlugins(locale: BuiltLocale): {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
} {
  return {
    // Before Docusaurus's own plugins, which give headings their ids and list them in the TOC, and
    // would write small images into the page as data URLs.
    beforeDefaultRemarkPlugins: [
      [remarkGlossary, {locale}],
      // Its headings and links are Markdown: given ids, listed in the TOC and resolved like written ones.
      [remarkTroubleshootingIndex, {locale}],
      // The locale's own base URL: each locale's build publishes its own pictures.
      [remarkStaticImages, {baseUrl: `${siteDefaults.baseUrl}${localeDir(locale)}`}],
      // Its headings and marks are Markdown, given ids and listed in the TOC like written ones.
      [remarkReleaseNotes, {locale, operations: listOperations(openApiDocument())}],
    ],
    remarkPlugins: [
      remarkFacts,
      // Before the highlighter: the code blocks it inserts are highlighted like the others.
      [remarkExampleFile, {locale}],
      remarkCodeHighlight,
      [remarkComponentDetails, {locale}],
      [remarkConfigReference, {locale}],
      [remarkTracingVariables, {locale}],
      [remarkApiSchemaTable, {locale}],
      [remarkFlowFileSchema, {locale}],
      [remarkFlowDiagram, {locale}],
      [remarkTranslationNotice, translationNotice(locale, '')],
    ],
  };
}
