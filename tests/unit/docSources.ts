/**
 * The guide pages of both locales as the unit tests read them: tokens replaced by the product facts,
 * split into code blocks and prose paragraphs that keep their line numbers in the file.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import matter from 'gray-matter';

import {substituteFacts} from '../../plugins/remark/remark-facts';
import {factTokens} from '../../data/facts';
import type {BuiltLocale} from '../../data/site';

export const DOC_ROOTS: Record<BuiltLocale, string> = {
  en: 'docs',
  'zh-Hans': 'i18n/zh-Hans/docusaurus-plugin-content-docs/current',
};

export interface DocSource {
  file: string;
  /** Front matter slug without its slash; undefined for a page that has none. */
  slug: string | undefined;
  /** The whole file with its tokens replaced, so line numbers are the file's. */
  text: string;
}

export function readDocSource(file: string): DocSource {
  const raw = readFileSync(file, 'utf8');
  const slug = (matter(raw).data as {slug?: string}).slug?.replace(/^\//, '');
  return {file, slug, text: substituteFacts(raw, factTokens(), file)};
}

export function docSources(locale: BuiltLocale): DocSource[] {
  const root = DOC_ROOTS[locale];
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => readDocSource(join(root, file)));
}

export interface Line {
  text: string;
  /** 1-based line number in the file. */
  line: number;
}

export interface CodeBlock {
  language: string;
  title: string;
  /** What follows the language on the opening fence: `title="…"` and any other attributes. */
  meta: string;
  /** 1-based line number of the opening fence. */
  line: number;
  lines: Line[];
}

/** Paragraphs of prose (outside code blocks and front matter), each with its lines. */
export type Paragraph = Line[];

const FENCE = /^\s*(`{3,}|~{3,})(\S*)(.*)$/;

export function splitSource(text: string): {blocks: CodeBlock[]; paragraphs: Paragraph[]} {
  const blocks: CodeBlock[] = [];
  const paragraphs: Paragraph[] = [];
  let block: (CodeBlock & {fence: string}) | undefined;
  let paragraph: Paragraph = [];
  const endParagraph = () => {
    if (paragraph.length > 0) paragraphs.push(paragraph);
    paragraph = [];
  };
  const lines = text.split('\n');
  // Front matter is neither prose nor code.
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  for (let index = start; index < lines.length; index += 1) {
    const text = lines[index]!;
    const line = index + 1;
    const fence = FENCE.exec(text);
    if (block) {
      if (
        fence &&
        fence[1]!.startsWith(block.fence) &&
        fence[2] === '' &&
        fence[3]!.trim() === ''
      ) {
        const {fence: _fence, ...done} = block;
        blocks.push(done);
        block = undefined;
      } else {
        block.lines.push({text, line});
      }
    } else if (fence) {
      endParagraph();
      block = {
        fence: fence[1]!,
        language: fence[2]!,
        title: /title="([^"]*)"/.exec(fence[3]!)?.[1] ?? '',
        meta: fence[3]!.trim(),
        line,
        lines: [],
      };
    } else if (text.trim() === '') {
      endParagraph();
    } else {
      paragraph.push({text, line});
    }
  }
  endParagraph();
  return {blocks, paragraphs};
}
