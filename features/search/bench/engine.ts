/**
 * `npm run bench:search`: per locale, the size of the local index and of what a reader downloads
 * before the first result (today, and with the site grown to the index's capacity), query speed over a fixed set of
 * queries as DocSearch sends them, and success@3 over the readers' questions of
 * features/search/bench/questions.json with the questions missed, the pasted error messages apart.
 * Reads the production build: run `npm run build` first. Prints figures; asserts nothing (the
 * browser suite holds the floors).
 * `npm run bench:search -- --browser [--runs N] [--locale en|zh-Hans]` times the DocSearch modal in
 * Chromium instead, cold and warm, on localhost and with 60 ms more round trip (./browser.ts).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';

import {builtLocales, localeDir, siteDefaults, type BuiltLocale} from '../../../data/site';
import {createSearchIndex} from '../common/engine';
import {inMemory, readIndexFiles} from '../build/indexFiles';
import {decodeIndex, INDEX_FILE_NAME} from '../common/indexFormat';
import {
  asDocSearchAsks,
  BENCH_QUERIES,
  grownIndex,
  INDEX_CAPACITY_PAGES,
  kb,
  percentile,
  questionSets,
  readQuestions,
  successAt3,
  type Question,
  transferBeforeFirstResult,
} from './quality';

const BUILD_DIR = 'build';
const RUNS = 30;

const questions = readQuestions();
const ms = (value: number) => `${value.toFixed(2)} ms`;
const spread = (values: readonly number[]) =>
  `median ${kb(percentile(values, 50))}, p95 ${kb(percentile(values, 95))}, max ${kb(Math.max(...values))}`;

async function benchLocale(locale: BuiltLocale): Promise<void> {
  const dir = join(BUILD_DIR, localeDir(locale));
  if (!existsSync(join(dir, INDEX_FILE_NAME))) {
    console.error(`${join(dir, INDEX_FILE_NAME)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const encoded = readIndexFiles(dir);
  const records = decodeIndex(encoded, siteDefaults.url);
  const gzip = (value: unknown) => gzipSync(JSON.stringify(value), {level: 9}).length;
  const sum = (values: readonly unknown[]) =>
    values.reduce<number>((total, v) => total + gzip(v), 0);

  const started = performance.now();
  const index = createSearchIndex(inMemory(encoded), siteDefaults.url);
  await index.search(asDocSearchAsks(BENCH_QUERIES[locale][0]!, locale));
  const firstQuery = performance.now() - started;
  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const query of BENCH_QUERIES[locale]) {
      const t0 = performance.now();
      const result = await index.search(asDocSearchAsks(query, locale));
      times.push(performance.now() - t0);
      if (run === 0) hits += result.nbHits;
    }
  }

  const pagePrefix = `${siteDefaults.url}${siteDefaults.baseUrl}${localeDir(locale)}`;
  const known = new Set(records.map((record) => record.url_without_anchor));
  const sets = questionSets(questions[locale]);
  const success = async (set: Question[], name: string) => {
    const {rate, missed} = await successAt3(index, locale, set, pagePrefix, known);
    return [
      `  success@3: ${(rate * 100).toFixed(1)}% of ${set.length} ${name}${missed.length ? '; missed (first three pages):' : ''}`,
      ...missed.map((line) => `    ${line}`),
    ];
  };
  const asked = questions[locale].map(({q}) => q);
  const grown = grownIndex(records, INDEX_CAPACITY_PAGES);
  console.log(
    [
      `${locale}: ${records.length} records, ${known.size} pages`,
      `  index: head ${kb(gzip(encoded.head))} gzip; ${encoded.chunks.length} term chunks, ${kb(sum(encoded.chunks))}; ${encoded.blocks.length} content blocks, ${kb(sum(encoded.blocks))}`,
      `  transfer before the first result (head and the parts a fresh index fetches), over the ${asked.length} questions:`,
      `    today:        ${spread(await transferBeforeFirstResult(encoded, locale, asked))}`,
      `    at ${INDEX_CAPACITY_PAGES} pages: ${spread(await transferBeforeFirstResult(grown, locale, asked))} (head ${kb(gzip(grown.head))})`,
      `  first query (head decoded, parts fetched from memory) ${ms(firstQuery)}; then ${BENCH_QUERIES[locale].length} queries × ${RUNS}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}; ${hits} hits in all`,
      ...(await success(sets.others, 'questions')),
      ...(await success(sets.errors, 'pasted error messages')),
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  for (const locale of builtLocales) await benchLocale(locale);
}

// `--browser`: the modal's timings in Chromium instead (./browser.ts).
const run = process.argv.includes('--browser')
  ? () => import('./browser').then(({benchBrowser}) => benchBrowser())
  : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
