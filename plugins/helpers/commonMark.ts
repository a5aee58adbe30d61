import type {PhrasingContent, RootContent} from 'mdast';
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

/** A line of such prose as inline nodes: the words of its paragraphs. */
export const parseInline = (text: string): PhrasingContent[] =>
  parseCommonMark(text).flatMap((node) => (node.type === 'paragraph' ? node.children : []));
