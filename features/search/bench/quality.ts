/**
 * How well and how cheaply the local search answers readers, measured on a built index: success@3 over
 * the readers' questions of features/search/bench/questions.json, and the bytes a reader downloads before the
 * first result. `npm run bench:search` prints both; the browser suite holds them to their floors.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

import {load} from 'cheerio';

import {extractSidebarNames} from '../build/sidebarNames';
import {cleanText} from '../../../plugins/docusaurus/built-pages/text';

import type {BuiltLocale} from '../../../data/site';
import {createSearchIndex, type IndexParts, type LocalSearchIndex} from '../common/engine';
import {nameKey} from '../common/engine/names';
import {isHanWord} from '../common/engine/tokenize';
import {encodeIndex, type EncodedIndex} from '../build/indexFiles';
import type {DocSearchRecord, Hierarchy} from '../common/types';

export interface Question {
  q: string;
  /** Paths under the base URL, without the locale, of the pages that answer it. */
  pages: string[];
  /** `error`: an error message as a reader pastes it, measured apart from the other questions. */
  kind?: 'error';
}

export const QUESTIONS_FILE = 'features/search/bench/questions.json';

export function readQuestions(): Record<BuiltLocale, Question[]> {
  return JSON.parse(readFileSync(QUESTIONS_FILE, 'utf8')) as Record<BuiltLocale, Question[]>;
}

/** A locale's questions in their two sets: pasted error messages, and the others. */
export function questionSets(questions: readonly Question[]): {
  errors: Question[];
  others: Question[];
} {
  return {
    errors: questions.filter(({kind}) => kind === 'error'),
    others: questions.filter(({kind}) => kind !== 'error'),
  };
}

/** A query as the modal sends it: 20 hits, snippets, highlight tags, the locale's facet filters. */
export function asDocSearchAsks(query: string, locale: BuiltLocale) {
  return {
    query,
    hitsPerPage: 20,
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'content:10',
    ],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: [
      `language:${locale}`,
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-api-current',
      ],
    ],
    clickAnalytics: true,
  };
}

export interface Success {
  /** Share of the questions with an answering page among the first three distinct pages, 0 to 1. */
  rate: number;
  /** `"question": the first three pages` of each question missed. */
  missed: string[];
}

/**
 * success@3 of `index` over `questions`. `pagePrefix` is the locale's root URL; a question naming a
 * page the index lacks is an error, so the question set cannot drift from the site.
 */
export async function successAt3(
  index: LocalSearchIndex,
  locale: BuiltLocale,
  questions: readonly Question[],
  pagePrefix: string,
  knownUrls: ReadonlySet<string>,
): Promise<Success> {
  const missed: string[] = [];
  for (const {q, pages} of questions) {
    for (const page of pages)
      if (!knownUrls.has(pagePrefix + page))
        throw new Error(
          `${QUESTIONS_FILE} (${locale}): "${q}" expects ${page}, which the index lacks`,
        );
    const {hits} = await index.search(asDocSearchAsks(q, locale));
    const firstPages = [...new Set(hits.map((hit) => String(hit.url_without_anchor)))].slice(0, 3);
    if (!firstPages.some((url) => pages.includes(url.slice(pagePrefix.length))))
      missed.push(
        `"${q}": ${firstPages.map((url) => url.slice(pagePrefix.length) || '/').join(', ') || 'no results'}`,
      );
  }
  return {rate: (questions.length - missed.length) / questions.length, missed};
}

const gzipBytes = (value: unknown) => gzipSync(JSON.stringify(value), {level: 9}).length;

/**
 * Per query, the gzip bytes a reader downloads before its first results: the head, then the term
 * chunks and content blocks that query fetches into an index that had fetched nothing else.
 */
export async function transferBeforeFirstResult(
  encoded: EncodedIndex,
  locale: BuiltLocale,
  queries: readonly string[],
): Promise<number[]> {
  const headBytes = gzipBytes(encoded.head);
  const chunkBytes = encoded.chunks.map(gzipBytes);
  const blockBytes = encoded.blocks.map(gzipBytes);
  const transfers: number[] = [];
  for (const query of queries) {
    let bytes = headBytes;
    const parts: IndexParts = {
      head: encoded.head,
      chunk: (n) => {
        bytes += chunkBytes[n]!;
        return Promise.resolve(structuredClone(encoded.chunks[n]!));
      },
      block: (n) => {
        bytes += blockBytes[n]!;
        return Promise.resolve(structuredClone(encoded.blocks[n]!));
      },
    };
    await createSearchIndex(parts, '').search(asDocSearchAsks(query, locale));
    transfers.push(bytes);
  }
  return transfers;
}

/**
 * The pages a locale's index is held to serve within the transfer budget: about twice today's 213,
 * and more than three times today's guides. A budget at a fixed size holds the index's format to
 * account, whatever the size of the site under test.
 */
export const INDEX_CAPACITY_PAGES = 450;

/**
 * The site grown to `pages` pages, as an upper bound of what it will weigh: its pages copied in turn,
 * each copy at its own path, with every heading made a new text (the string table grows) and its
 * words kept (the postings of every word grow, as they would if new pages used the same words).
 */
export function grownIndex(records: readonly DocSearchRecord[], pages: number): EncodedIndex {
  const byPage = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const page = byPage.get(record.url_without_anchor);
    if (page) page.push(record);
    else byPage.set(record.url_without_anchor, [record]);
  }
  const originals = [...byPage.values()];
  const copies: DocSearchRecord[] = [];
  for (let n = 0; byPage.size + n < pages; n++) {
    const round = Math.floor(n / originals.length) + 2;
    copies.push(
      ...originals[n % originals.length]!.map((record) => {
        const copyUrl = `${record.url_without_anchor}-copy-${round}`;
        const hierarchy = Object.fromEntries(
          Object.entries(record.hierarchy).map(([level, text]) => [
            level,
            text === null ? null : `${text} (${round})`,
          ]),
        ) as Hierarchy;
        return {
          ...record,
          objectID: `${new URL(copyUrl).pathname}#${record.weight.position}`,
          url: record.anchor ? `${copyUrl}#${record.anchor}` : copyUrl,
          url_without_anchor: copyUrl,
          hierarchy,
        };
      }),
    );
  }
  return encodeIndex([...records, ...copies]);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The value at percentile `p` (0 to 100) of `values`: the nearest rank, no interpolation. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * The queries the benchmarks time, as readers type them: the first letters of a word, typos, and
 * terms of the site. The browser benchmark takes those of more than one character; in that order,
 * no query shares a word (nor a Chinese character) with the next, so that the next may need parts of
 * the index the one before did not fetch.
 */
export const BENCH_QUERIES: Record<BuiltLocale, string[]> = {
  en: [
    'f',
    'fl',
    'flow',
    'voice mode',
    'playgrund',
    'api key',
    'vector store',
    'create flow',
    'mcp server',
    'webhook',
    'chat input',
    'environment variable',
    'upload file',
    'stream logs',
    'componnet',
    'global variables',
    'run flow with tweaks',
    'docker compose',
    'session id',
    'x-api-key',
  ],
  'zh-Hans': [
    '流',
    '流程',
    '语音模式',
    '组件',
    '向量',
    '智能体',
    '文件',
    '发布',
    '安装',
    '全局变量',
    'Playground',
    '会话',
    '嵌入模型',
    'API 密钥',
    'webhook',
    'MCP 服务器',
  ],
};

/** A query that names a page: its title, its sidebar label, or the label of a section it opens. */
export interface NameQuery {
  q: string;
  /** Paths of the pages that bear this name as a title or label (any may come first). */
  named: ReadonlySet<string>;
  /** Paths of the pages a section of this name opens (expected among the first three). */
  sections: ReadonlySet<string>;
}

/**
 * Every title, sidebar label and section label of a built locale, as queries, from the HTML of the
 * pages its sitemap lists (`pages`: path and HTML). Names shared by several pages expect any of them.
 */
export function nameQueries(pages: readonly {path: string; html: string}[]): NameQuery[] {
  const named = new Map<string, Set<string>>();
  const sections = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, name: string | undefined, path: string) => {
    if (!name) return;
    let paths = map.get(name);
    if (!paths) map.set(name, (paths = new Set()));
    paths.add(path);
  };
  for (const {path, html} of pages) {
    const $ = load(html);
    const {label, sections: shown} = extractSidebarNames($);
    add(named, cleanText($('article h1').first().text()), path);
    add(named, label, path);
    for (const section of shown) add(sections, section.label, section.path);
  }
  return [...new Set([...named.keys(), ...sections.keys()])].map((q) => ({
    q,
    named: named.get(q) ?? new Set(),
    sections: sections.get(q) ?? new Set(),
  }));
}

/**
 * The name queries whose page is not where it belongs: first for a title or label, among the first
 * three pages for a section; on a name tie (`nameTies`), one of its guides first. Each miss names
 * the query and the first three pages returned.
 */
export async function namesMissed(
  index: LocalSearchIndex,
  locale: BuiltLocale,
  queries: readonly NameQuery[],
  ties: readonly NameTie[],
): Promise<string[]> {
  const missed: string[] = [];
  const tieOf = new Map(ties.map((tie) => [tie.q, tie]));
  for (const {q, named, sections} of queries) {
    const {hits} = await index.search(asDocSearchAsks(q, locale));
    const first = [...new Set(hits.map((hit) => new URL(String(hit.url_without_anchor)).pathname))];
    const top3 = first.slice(0, 3);
    const tie = tieOf.get(q);
    const expectedFirst = tie?.guides ?? named;
    const ok =
      (expectedFirst.size === 0 || expectedFirst.has(first[0] ?? '')) &&
      [...sections].every((path) => top3.includes(path));
    if (!ok) missed.push(`"${q}": ${top3.join(', ') || 'no results'}`);
  }
  return missed;
}

/** A name a guide and a reference page both answer to, and the guides expected first for it. */
export interface NameTie {
  q: string;
  guides: ReadonlySet<string>;
}

/**
 * The queries on which a guide must come before the API reference (../common/engine/names.ts): a
 * name both a guide and a reference page bear, and a one-word name of a reference page that a
 * guide's name starts with ("语音" and "语音模式").
 */
export function nameTies(
  queries: readonly NameQuery[],
  isReference: (path: string) => boolean,
): NameTie[] {
  const guidesNamed = (query: NameQuery) => [...query.named].filter((path) => !isReference(path));
  return queries.flatMap(({q, named}): NameTie[] => {
    if (![...named].some(isReference)) return [];
    const key = nameKey(q);
    const exact = guidesNamed({q, named, sections: new Set()});
    if (exact.length > 0) return [{q, guides: new Set(exact)}];
    if (key.includes(' ')) return [];
    const starting = queries.flatMap((other) => {
      const name = nameKey(other.q);
      const startsIt =
        name.length > key.length &&
        name.startsWith(key) &&
        (isHanWord(key) || name[key.length] === ' ');
      return startsIt ? guidesNamed(other) : [];
    });
    return starting.length > 0 ? [{q, guides: new Set(starting)}] : [];
  });
}

/** The ties whose first page is not one of its guides, each with the first three pages returned. */
export async function tiesMissed(
  index: LocalSearchIndex,
  locale: BuiltLocale,
  ties: readonly NameTie[],
): Promise<string[]> {
  const missed: string[] = [];
  for (const {q, guides} of ties) {
    const {hits} = await index.search(asDocSearchAsks(q, locale));
    const first = [...new Set(hits.map((hit) => new URL(String(hit.url_without_anchor)).pathname))];
    if (!guides.has(first[0] ?? '')) missed.push(`"${q}": ${first.slice(0, 3).join(', ')}`);
  }
  return missed;
}
