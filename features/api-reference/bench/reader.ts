/**
 * `npm run bench:api-reader [-- --runs N --page api/simplified-run-flow --compare DIR]`: an API
 * operation page as a reader on a phone gets it, beside Lighthouse's figures. Each run is a fresh
 * visit of the page in Chromium with Lighthouse's mobile conditions (a 412 × 823 screen, 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×). Measured in the page, from the
 * start of navigation: when the first field of the request body is drawn on screen, when React has
 * hydrated the page (Docusaurus marks it: the reader's clicks work from then on), and when its last
 * long task ends. With `--compare DIR`, another build (say, an older commit's) is visited in turn
 * with build/, run for run, so that both see the same machine; prints the median and interquartile
 * range of each. Serves the builds itself; asserts nothing.
 */
import {parseArgs} from 'node:util';

import {chromium, type Browser} from '@playwright/test';

import {siteDefaults} from '../../../data/site';
import {chromiumLaunchOptions} from '../../../scripts/browser/chromium';
import {formatSpread, spread} from '../../../scripts/bench/spread';
import {startServer} from '../../../scripts/static-server';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '7'},
    page: {type: 'string', default: 'api/simplified-run-flow'},
    compare: {type: 'string'},
  },
});
const RUNS = Number(args.runs);
/** The first field of an operation's request body (features/api-reference/browser/BodyDetails.tsx). */
const FIRST_FIELD = '.openapi-markdown__details.mime .openapi-schema__property';
const SETTLE_MS = 3_000;
// Lighthouse 12's mobile defaults (its simulated throttling, applied here for real).
const MOBILE = {width: 412, height: 823, deviceScaleFactor: 1.75};
const NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Visit {
  /** Milliseconds from navigation start. */
  firstField: number;
  hydrated: number;
  lastLongTask: number;
}

/**
 * Runs in the page before its own scripts: notes when each moment happens. The first field gets an
 * `elementtiming` attribute as soon as it is in the DOM, before it can be painted, so the browser
 * reports when it is drawn (Element Timing); Docusaurus sets `data-has-hydrated` once React has.
 */
function watch(selector: string): void {
  const marks: Partial<Visit> = {};
  (window as unknown as {readerMarks: Partial<Visit>}).readerMarks = marks;
  new MutationObserver((_, observer) => {
    if (marks.hydrated === undefined && document.documentElement.dataset.hasHydrated === 'true')
      marks.hydrated = performance.now();
    const field = document.querySelector(selector);
    if (field && !field.hasAttribute('elementtiming'))
      field.setAttribute('elementtiming', 'first-field');
    if (marks.hydrated !== undefined && field) observer.disconnect();
  }).observe(document, {childList: true, subtree: true, attributes: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {renderTime: number})[])
      marks.firstField ??= entry.renderTime || entry.startTime;
  }).observe({type: 'element', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.lastLongTask = Math.max(marks.lastLongTask ?? 0, entry.startTime + entry.duration);
  }).observe({type: 'longtask', buffered: true});
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({viewport: MOBILE, isMobile: true, hasTouch: true});
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {offline: false, ...NETWORK});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.addInitScript(watch, FIRST_FIELD);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as {readerMarks: Partial<Visit>}).readerMarks;
      return marks.firstField !== undefined && marks.hydrated !== undefined;
    },
    undefined,
    {timeout: 60_000},
  );
  await page.waitForTimeout(SETTLE_MS);
  const marks = await page.evaluate(
    () => (window as unknown as {readerMarks: Partial<Visit>}).readerMarks,
  );
  await context.close();
  return {
    firstField: marks.firstField!,
    hydrated: marks.hydrated!,
    lastLongTask: marks.lastLongTask ?? 0,
  };
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`--runs must be a positive integer, got ${args.runs}`);
  const builds = [{name: 'build/', dir: 'build'}];
  if (args.compare) builds.push({name: args.compare, dir: args.compare});
  const servers = builds.map(({dir}, index) => ({
    server: startServer(dir, 4290 + index),
    port: 4290 + index,
  }));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const visits = builds.map(() => [] as Visit[]);
  try {
    const urls = servers.map(
      ({port}) => `http://127.0.0.1:${port}${siteDefaults.baseUrl}${args.page}`,
    );
    for (const url of urls) await visit(browser, url); // warm-up: the server's and the disk's caches
    for (let run = 0; run < RUNS; run++)
      // Alternate which build goes first, so that neither always follows the other.
      for (const index of run % 2 === 0 ? builds.keys() : [...builds.keys()].reverse())
        visits[index]!.push(await visit(browser, urls[index]!));
  } finally {
    await browser.close();
    for (const {server} of servers) server.close();
  }
  console.log(
    `${args.page}, ${RUNS} visit(s) per build, mobile: ${MOBILE.width}×${MOBILE.height}, ${NETWORK.latency} ms RTT, ` +
      `1.6/0.75 Mbit/s, CPU ÷${CPU_SLOWDOWN}; ms from navigation start, median (interquartile range)`,
  );
  console.log(
    `${'build'.padEnd(28)}${'first field drawn'.padStart(22)}${'hydrated'.padStart(22)}${'last long task ends'.padStart(24)}`,
  );
  builds.forEach(({name}, index) => {
    const of = (key: keyof Visit) =>
      formatSpread(spread(visits[index]!.map((visit) => visit[key])));
    console.log(
      `${name.padEnd(28)}${of('firstField').padStart(22)}${of('hydrated').padStart(22)}${of('lastLongTask').padStart(24)}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
