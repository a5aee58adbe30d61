/**
 * `npm run bench:search`: size of each locale's local index, query speed of the engine over a
 * fixed set of queries, as DocSearch sends them (20 hits, snippets, highlight tags, locale facet),
 * and success@3 over the readers' questions of tests/search/questions.json: the share of questions
 * with an answering page among the first three distinct pages returned, and the questions missed.
 * Reads the production build: run `npm run build` first. Prints figures; asserts nothing.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';

import {builtLocales, localeDir, siteDefaults, type BuiltLocale} from '../../src/data/site';
import {createSearchIndex} from '../../src/search/engine';
import {decodeIndex, INDEX_FILE_NAME, type CompactIndex} from '../../src/search/indexFormat';

const BUILD_DIR = 'build';
const RUNS = 30;

const queries: Record<BuiltLocale, string[]> = {
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
  ],
};

interface Question {
  q: string;
  /** Paths under the base URL, without the locale, of the pages that answer it. */
  pages: string[];
}
const questions = JSON.parse(readFileSync('tests/search/questions.json', 'utf8')) as Record<
  BuiltLocale,
  Question[]
>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

for (const locale of builtLocales) {
  const file = join(BUILD_DIR, localeDir(locale), INDEX_FILE_NAME);
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const raw = readFileSync(file);
  const started = performance.now();
  const records = decodeIndex(JSON.parse(raw.toString('utf8')) as CompactIndex, siteDefaults.url);
  const index = createSearchIndex(records);
  const loadTime = performance.now() - started;

  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const query of queries[locale]) {
      const t0 = performance.now();
      const result = index.search(asDocSearchAsks(query, locale));
      times.push(performance.now() - t0);
      if (run === 0) hits += result.nbHits;
    }
  }
  times.sort((a, b) => a - b);
  const pagePrefix = `${siteDefaults.url}${siteDefaults.baseUrl}${localeDir(locale)}`;
  const known = new Set(records.map((record) => record.url_without_anchor));
  const missed: string[] = [];
  for (const {q, pages} of questions[locale]) {
    for (const page of pages)
      if (!known.has(pagePrefix + page))
        throw new Error(
          `tests/search/questions.json (${locale}): "${q}" expects ${page}, which the index lacks`,
        );
    const firstPages = [
      ...new Set(
        index.search(asDocSearchAsks(q, locale)).hits.map((hit) => String(hit.url_without_anchor)),
      ),
    ].slice(0, 3);
    if (!firstPages.some((url) => pages.includes(url.slice(pagePrefix.length))))
      missed.push(
        `    "${q}": ${firstPages.map((url) => url.slice(pagePrefix.length) || '/').join(', ') || 'no results'}`,
      );
  }
  const asked = questions[locale].length;
  console.log(
    [
      `${locale}: ${records.length} records, ${new Set(records.map((r) => r.url_without_anchor)).size} pages`,
      `  index ${kb(raw.length)} raw, ${kb(gzipSync(raw, {level: 9}).length)} gzip; parsed and indexed in ${ms(loadTime)}`,
      `  ${queries[locale].length} queries × ${RUNS}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}; ${hits} hits in all`,
      `  success@3: ${(((asked - missed.length) / asked) * 100).toFixed(1)}% of ${asked} questions${missed.length ? '; missed (first three pages):' : ''}`,
      ...missed,
    ].join('\n'),
  );
}

/** A query as the modal sends it. */
function asDocSearchAsks(query: string, locale: BuiltLocale) {
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
