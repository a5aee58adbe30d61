/**
 * Stands in for `remark-gfm` in the OpenAPI theme's Markdown renderer (the `openapi-markdown-plugins` edit
 * of ../edits.ts).
 * Of GitHub Flavored Markdown, descriptions in openapi.json use tables only (the event formats of
 * streaming calls); the other extensions and the Markdown serializer remark-gfm brings would add
 * about 15 KB gzip to every API page. tests/unit/api-reference.test.ts fails on any other GFM
 * construct in a description.
 */
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {gfmTable} from 'micromark-extension-gfm-table';

interface ProcessorData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

export default function remarkGfmTables(this: {data(): ProcessorData}): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
