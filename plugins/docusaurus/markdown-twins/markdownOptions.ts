import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import type {Options as ToMarkdownExtension} from 'mdast-util-to-markdown';
import type {Options} from 'remark-stringify';
import type {Processor} from 'unified';

/** The common CommonMark spellings, so every twin reads alike. */
const settings = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
} satisfies Options;

/**
 * A unified plugin, used before remark-stringify: how every twin writes Markdown, with GFM tables.
 * Only tables: remark-gfm's writer would also escape the colon of every URL written as text
 * (`http\://127.0.0.1:7860`) to keep GFM from linking it, which assistants then read literally.
 */
export function twinMarkdown(this: Processor): void {
  const data = this.data() as {settings?: Options; toMarkdownExtensions?: ToMarkdownExtension[]};
  data.settings = {...data.settings, ...settings};
  (data.toMarkdownExtensions ??= []).push(gfmTableToMarkdown({tablePipeAlign: false}));
}
