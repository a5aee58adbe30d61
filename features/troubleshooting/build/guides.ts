/**
 * The Troubleshooting entries of a locale's guides, read from their MDX sources: under the
 * `## … {#troubleshooting}` heading, each `### Symptom {#id}` entry, and each row of a table whose
 * first column is the symptom (a section written as one table, `| Symptom | Cause | Fix |`). Of
 * each entry the index keeps where it is and the exact error texts a reader sees and pastes,
 * never its cause or fix, which stay on the guide.
 */
import {relative} from 'node:path';

import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Heading, PhrasingContent, Root, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import type {BuiltLocale} from '../../../data/site';
import remarkFacts from '../../../plugins/remark/remark-facts';
import {guideSources, type GuideSource} from '../../../plugins/helpers/guideSources';
import {sourceLocation} from '../../../plugins/helpers/mdastNodes';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';
import {errorTexts} from './errorTexts';

/** The id of the section that holds a guide's entries. */
export const SECTION_ID = 'troubleshooting';

/** The words that open a symptom: a `**Symptom:**` paragraph, a table's first header cell. */
const SYMPTOM_LABELS = new Set(['symptom', '症状', '现象']);

export interface GuideEntry {
  /** The problem as the reader meets it: the heading's text, or a table row's symptom cell. */
  title: string;
  /** The anchor of its full text on the guide: its heading's id, or the section's for a row. */
  id: string;
  /** The error texts a reader pastes: the code spans and quoted strings of its symptom. */
  errors: string[];
}

export interface GuidePage {
  /** The guide's doc id, its path under the locale's docs folder without the extension. */
  docId: string;
  /** Its front matter's slug, without the slash: its address under the locale's base URL. */
  slug: string;
  title: string;
  entries: GuideEntry[];
}

// MDX as the site's loader parses it, with GitHub's tables, and the facts written out.
const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFacts);

/** The heading's text and id (`### Title {#id}`, as Docusaurus reads it). */
function headingParts(heading: Heading): {children: PhrasingContent[]; id: string | undefined} {
  const children = [...heading.children];
  const last = children.at(-1);
  if (last?.type !== 'text') return {children, id: undefined};
  const match = /\s*\{#([^}\s]+)\}\s*$/.exec(last.value);
  if (!match) return {children, id: undefined};
  children[children.length - 1] = {...last, value: last.value.slice(0, match.index)};
  return {children, id: match[1]};
}

const phrasingText = (nodes: PhrasingContent[]): string =>
  toString({type: 'paragraph', children: nodes}).replace(/\s+/g, ' ').trim();

/** Whether the strong text opens a labelled part (`**Cause:**`, `**原因**：`), given what follows. */
function isLabel(node: PhrasingContent, next: PhrasingContent | undefined): boolean {
  if (node.type !== 'strong') return false;
  return /[:：]\s*$/.test(toString(node)) || (next?.type === 'text' && /^[:：]/.test(next.value));
}

/** A symptom paragraph's text after its label, up to the next label (`**Cause:**` on the same line). */
function symptomOf(children: PhrasingContent[]): PhrasingContent[] | undefined {
  const [first, second] = children;
  if (first?.type !== 'strong') return undefined;
  if (
    !SYMPTOM_LABELS.has(
      toString(first)
        .replace(/[:：]\s*$/, '')
        .trim()
        .toLowerCase(),
    )
  )
    return undefined;
  if (!isLabel(first, second)) return undefined;
  const rest = children.slice(1);
  const end = rest.findIndex((node, index) => isLabel(node, rest[index + 1]));
  const symptom = end === -1 ? rest : rest.slice(0, end);
  const [lead] = symptom;
  if (lead?.type === 'text') symptom[0] = {...lead, value: lead.value.replace(/^[:：]\s*/, '')};
  return symptom;
}

/** The symptom cells of a table whose first header cell is a symptom label, one per row. */
function symptomCells(table: Table): PhrasingContent[][] {
  const [header, ...rows] = table.children;
  const label = header?.children[0] ? toString(header.children[0]).trim().toLowerCase() : '';
  if (!SYMPTOM_LABELS.has(label)) return [];
  return rows.map((row) => row.children[0]?.children ?? []);
}

/** The error texts of an entry's body: its symptom paragraphs and symptom tables. */
function bodyErrors(body: RootContent[]): string[] {
  return body.flatMap((node) => {
    if (node.type === 'paragraph') return errorTexts(symptomOf(node.children) ?? []);
    if (node.type === 'table') return symptomCells(node).flatMap(errorTexts);
    return [];
  });
}

/**
 * The Troubleshooting section of one guide, from its source: undefined for a page without one. An
 * entry without an `{#id}` fails, naming the file and line: the index links every entry by its id.
 */
export function readGuide({file, source, docId, slug, title}: GuideSource): GuidePage | undefined {
  // Front matter becomes blank lines, so that every node keeps its line in the file.
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (block) =>
    '\n'.repeat(block.split('\n').length - 1),
  );
  const input = {path: file, value: escapeMarkdownHeadingIds(body)};
  const tree = processor.runSync(processor.parse(input), input) as Root;
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && headingParts(node).id === SECTION_ID,
  );
  if (start === -1) return undefined;
  const after = tree.children.slice(start + 1);
  const end = after.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  const section = end === -1 ? after : after.slice(0, end);

  const where = (node: RootContent) => sourceLocation({path: relative(SITE_DIR, file)}, node);
  if (slug === undefined || title === undefined)
    throw new Error(`${relative(SITE_DIR, file)} has no slug or title in its front matter.`);

  const entries: GuideEntry[] = [];
  const headings = section.flatMap((node, index) =>
    node.type === 'heading' && node.depth === 3 ? [index] : [],
  );
  // Before the first entry, a symptom table makes an entry of each row, under the section's anchor.
  for (const node of section.slice(0, headings[0] ?? section.length))
    if (node.type === 'table')
      for (const cell of symptomCells(node))
        entries.push({title: phrasingText(cell), id: SECTION_ID, errors: errorTexts(cell)});
  headings.forEach((at, n) => {
    const heading = section[at] as Heading;
    const {children, id} = headingParts(heading);
    if (!id)
      throw new Error(
        `${where(heading)}: the Troubleshooting entry "${phrasingText(children)}" has no {#id}; the index links each entry by its id.`,
      );
    const entryBody = section.slice(at + 1, headings[n + 1] ?? section.length);
    const errors = [...new Set([...errorTexts(children), ...bodyErrors(entryBody)])];
    entries.push({title: phrasingText(children), id, errors});
  });
  return {docId, slug, title, entries};
}

/** Every guide of `locale` with a Troubleshooting section, in the order of their files. */
export const gatherGuides = (locale: BuiltLocale): GuidePage[] =>
  guideSources(locale).flatMap((guide) => readGuide(guide) ?? []);
