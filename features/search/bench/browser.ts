/**
 * `npm run bench:search -- --browser [--runs N] [--locale en|zh-Hans] [--build-dir DIR]`: the DocSearch modal of the
 * production build in Chromium, as a reader uses it. Per locale and network (localhost, then 60 ms
 * more round trip per request), each run is a fresh visit: a guide page loads and hydrates, the
 * navbar's search button is clicked, and a query is inserted at once (cold: the first of the visit);
 * then the field is cleared and a query with other words is inserted (warm). Prints p50 and p95 of
 * the time from insertion to the first hit in the DOM, measured in the page, and the requests and
 * bytes of the index files the cold query took. Serves build/ itself; asserts nothing.
 */
import {existsSync} from 'node:fs';
import {once} from 'node:events';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

import {chromium, type Browser, type Page} from '@playwright/test';

import {builtLocales, localeDir, siteDefaults, type BuiltLocale} from '../../../data/site';
import {INDEX_FILE_NAME, INDEX_PARTS_DIR} from '../common/indexFormat';
import {chromiumLaunchOptions} from '../../../scripts/browser/chromium';
import {startServer} from '../../../scripts/static-server';
import {BENCH_QUERIES, percentile} from './quality';

const BUILD_DIR = 'build';
/** The guide page each visit starts on (under the locale's base URL). */
const GUIDE = 'components-vector-stores';
const LATENCY_MS = 60;
const HIT_TIMEOUT_MS = 20_000;

/** The benchmarks' queries of more than one character (see BENCH_QUERIES for their order). */
const queries = (locale: BuiltLocale): string[] =>
  BENCH_QUERIES[locale].filter((query) => [...query].length > 1);

interface Shown {
  /** Milliseconds from the query's insertion to the first hit in the DOM. */
  ms: number;
  /** Requests and bytes transferred for the index files since the page loaded. */
  requests: number;
  bytes: number;
}

interface Visit {
  cold: Shown;
  warm: Shown;
}

/**
 * Runs in the page: resolves once the field holds `query` and the modal shows a result (not a recent
 * search) with a title, or with null after `timeoutMs`. The clock starts at the field's `beforeinput`,
 * right before the text is inserted; a MutationObserver stops it in the task that adds the hit.
 */
function watchForHit({
  query,
  timeoutMs,
  indexFiles,
}: {
  query: string;
  timeoutMs: number;
  indexFiles: string[];
}): {shown: Promise<Shown | null>} {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
  let insertedAt = NaN;
  input.addEventListener('beforeinput', () => (insertedAt = performance.now()), {once: true});
  const shown = new Promise<Shown | null>((resolve) => {
    const observer = new MutationObserver(() => {
      const title = document.querySelector(
        '.DocSearch-Hit a[id^="docsearch-hits"] .DocSearch-Hit-title',
      );
      if (input.value !== query || !title?.textContent?.trim()) return;
      const ms = performance.now() - insertedAt;
      observer.disconnect();
      clearTimeout(timer);
      const index = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => indexFiles.some((file) => new URL(entry.name).pathname.startsWith(file)));
      resolve({
        ms,
        requests: index.length,
        bytes: index.reduce((sum, entry) => sum + entry.transferSize, 0),
      });
    });
    observer.observe(document.querySelector('.DocSearch-Modal')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
  });
  return {shown};
}

/** Inserts `query` into the modal's empty field at once (`fill`: one Input.insertText) and times its first hit. */
async function timeQuery(page: Page, locale: BuiltLocale, query: string): Promise<Shown> {
  const base = siteDefaults.baseUrl + localeDir(locale);
  const watch = await page.evaluateHandle(watchForHit, {
    query,
    timeoutMs: HIT_TIMEOUT_MS,
    indexFiles: [base + INDEX_FILE_NAME, `${base}${INDEX_PARTS_DIR}/`],
  });
  await page.locator('.DocSearch-Input').fill(query);
  const shown = await watch.evaluate(({shown}) => shown);
  if (!shown) throw new Error(`${locale}: no hit shown within ${HIT_TIMEOUT_MS} ms for "${query}"`);
  if (Number.isNaN(shown.ms))
    throw new Error(`${locale}: "${query}" reached the field without an input event`);
  return shown;
}

/** One reader's visit in a fresh context: the cold query, then the warm one on the same page. */
async function visit(
  browser: Browser,
  url: string,
  locale: BuiltLocale,
  latency: number,
  [cold, warm]: [string, string],
): Promise<Visit> {
  const context = await browser.newContext();
  try {
    // Room for every resource of the visit (the default of 250 entries would drop index parts silently).
    await context.addInitScript(() => performance.setResourceTimingBufferSize(1000));
    const page = await context.newPage();
    if (latency) {
      // Before the page loads, so every request of the visit waits the round trip.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(url);
    // Hydrated: the button draws its key caps in the commit that starts listening (tests/e2e/fixtures.ts).
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor({state: 'attached'});
    // The pointer reaches the button before the click, as a reader's does: the modal's code and the
    // index head start to download then.
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    const coldShown = await timeQuery(page, locale, cold);
    // An empty field shows the start screen: no hit of the cold query is left to be mistaken for one of the warm query.
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-StartScreen').waitFor();
    return {cold: coldShown, warm: await timeQuery(page, locale, warm)};
  } finally {
    await context.close();
  }
}

const words = (query: string) =>
  new Set(query.toLowerCase().match(/\p{Script=Han}|[^\s\p{Script=Han}]+/gu));
const median = (values: readonly number[]) => percentile(values, 50);
const range = (values: readonly number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const columns = [8, 12, 10, 10, 10, 10, 18, 22, 18] as const;
const row = (cells: string[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(columns[i]!) : cell.padStart(columns[i]!))).join('');

export async function benchBrowser(): Promise<void> {
  const {values: args} = parseArgs({
    options: {
      browser: {type: 'boolean'},
      runs: {type: 'string', default: '15'},
      locale: {type: 'string'},
      // Another build to measure, such as one of an earlier commit, for before-and-after figures.
      'build-dir': {type: 'string', default: BUILD_DIR},
    },
  });
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${args.runs}`);
  const locales = builtLocales.filter((locale) => (args.locale ?? locale) === locale);
  if (locales.length === 0)
    throw new Error(`--locale must be one of ${builtLocales.join(', ')}, got ${args.locale}`);
  for (const locale of locales) {
    queries(locale).forEach((query, i, list) => {
      const next = list[(i + 1) % list.length]!;
      if ([...words(query)].some((word) => words(next).has(word)))
        throw new Error(`${locale}: "${query}" and "${next}" share a word`);
    });
  }
  const buildDir = args['build-dir'];
  if (!existsSync(join(buildDir, INDEX_FILE_NAME))) {
    throw new Error(`${join(buildDir, INDEX_FILE_NAME)} is missing: run \`npm run build\` first.`);
  }

  const p95Rank = Math.min(runs, Math.floor(runs * 0.95) + 1);
  const server = startServer(buildDir, 0);
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Requests that leave 127.0.0.1 fail at a proxy port where nothing listens (9, discard). The tests
  // abort them with a route, but a route pauses every request, local ones too, for a round trip to Node.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    proxy: {server: 'http://127.0.0.1:9', bypass: '127.0.0.1'},
  });
  try {
    console.log(
      `The DocSearch modal on ${buildDir}/ (${origin}, HTTP/1.1 as \`npm run serve\`: at most 6 connections), headless Chromium ${browser.version()},\n` +
        `${runs} visits per row after one unrecorded warm-up visit per locale, from ${siteDefaults.baseUrl}[zh-Hans/]${GUIDE}.\n` +
        'Time from the query entering the field (one insertText: the whole query at once, as a paste) to the first\n' +
        "result hit in the modal's DOM (all hits arrive in the same commit; the next frame paints them).\n" +
        'cold: first query of a fresh visit (field filled as soon as the modal opened from the navbar button);\n' +
        `warm: next query, other words, same page. p95 of ${runs} runs is rank ${p95Rank} of ${runs}. Cold index transfer: requests\n` +
        `and KB transferred (gzip + headers) of ${INDEX_FILE_NAME} and ${INDEX_PARTS_DIR}/ by the cold hit, and the index\n` +
        'requests the warm query added, as median (min–max) of the runs.\n',
    );
    console.log(
      row([
        'locale',
        'network',
        'cold p50',
        'cold p95',
        'warm p50',
        'warm p95',
        'cold index reqs',
        'cold index KB',
        'warm extra reqs',
      ]),
    );
    for (const locale of locales) {
      const url = `${origin}${siteDefaults.baseUrl}${localeDir(locale)}${GUIDE}`;
      const list = queries(locale);
      const pair = (run: number): [string, string] => [
        list[run % list.length]!,
        list[(run + 1) % list.length]!,
      ];
      // Unrecorded: the first reads of the build's files and the browser's first compiles are no reader's.
      await visit(browser, url, locale, 0, pair(0));
      for (const latency of [0, LATENCY_MS]) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run += 1)
          visits.push(await visit(browser, url, locale, latency, pair(run)));
        const cold = visits.map((v) => v.cold);
        const warm = visits.map((v) => v.warm);
        const ms = (shown: Shown[], p: number) =>
          `${percentile(
            shown.map((s) => s.ms),
            p,
          ).toFixed(0)} ms`;
        const added = visits.map((v) => v.warm.requests - v.cold.requests);
        console.log(
          row([
            locale,
            latency ? `+${latency} ms RTT` : 'localhost',
            ...[ms(cold, 50), ms(cold, 95), ms(warm, 50), ms(warm, 95)],
            range(
              cold.map((s) => s.requests),
              String,
            ),
            range(
              cold.map((s) => s.bytes),
              kb,
            ),
            range(added, String),
          ]),
        );
      }
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}
