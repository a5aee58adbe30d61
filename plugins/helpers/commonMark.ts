import type {RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {gfmTable} from 'micromark-extension-gfm-table';

/**
 * Prose written in data (openapi.json's descriptions, the glossary's definitions) as Markdown nodes:
 * CommonMark with GitHub's tables, as the OpenAPI theme parses descriptions.
 */
export const parseCommonMark = (text: string): RootContent[] =>
  fromMarkdown(text, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]})
    .children;
