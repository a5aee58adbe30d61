/**
 * `npm run bench:lighthouse [-- --runs N --pages "welcome,search page" --form mobile]`: Lighthouse 12
 * scores of each page type, mobile (the default config) and desktop, with Lighthouse's default
 * simulated throttling. Per row: one warm-up run, then Lighthouse's median run of `--runs` runs
 * (default 3; the run nearest the median FCP and TTI, so its score need not be the median score),
 * with the lowest and highest performance score and TBT of those runs: timings are noisy on a shared
 * machine. Prints the table, the targets, and every failing audit of a category below its target. Needs a production build (`npm run build`);
 * serves it itself. Exits non-zero only when the server, the browser or a Lighthouse run fails.
 */
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';

import {launch} from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';

import {siteDefaults} from '../../data/site';
import {chromiumLaunchOptions} from '../browser/chromium';
import {startServer} from '../static-server';
import {
  audit,
  BLOCKED_URL_PATTERNS,
  CATEGORIES,
  loadLighthouse,
  numeric,
  score,
  type FormFactor,
} from './lighthouseAudit';
import {pageTypes} from './pageWeight';

const PORT = 4190;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Lowest acceptable score (0–100) per category and form factor. */
const TARGETS: Record<FormFactor, Record<(typeof CATEGORIES)[number], number>> = {
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  desktop: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
};
const ITEMS_SHOWN = 5;

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    pages: {type: 'string'},
    form: {type: 'string'},
  },
});
const RUNS = Number(args.runs);
/** `--pages "welcome,search page"` and `--form mobile` measure part of the table. */
const pages = pageTypes.filter(
  ({name}) => args.pages === undefined || args.pages.split(',').includes(name),
);

interface Row {
  page: string;
  formFactor: FormFactor;
  /** Lighthouse's median run (nearest the median FCP and TTI). */
  lhr: Result;
  /** Lowest and highest performance score and TBT of the runs: how noisy the sitting was. */
  spread: {perf: string; tbt: string};
}

/** Whether fontconfig knows a font with Chinese glyphs, as every Chinese reader's system has. */
function hasChineseFont(): boolean {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8'});
  return listed.status === 0 && listed.stdout.trim() !== '';
}

/** `min–max` of the values, or the one value. */
function range(values: number[]): string {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? String(low) : `${low}–${high}`;
}

/** One item of an audit's details, short: where (URL, origin, element, line) and what (message, group). */
function describe(item: Record<string, unknown>): string | undefined {
  const text = (keys: string[]) =>
    keys
      .map((key) => item[key])
      .find((value): value is string => typeof value === 'string' && value !== '');
  const located = Object.values(item).map((value) => {
    const typed = value as {type?: string; selector?: string; url?: string; line?: number};
    if (typed?.type === 'node') return typed.selector;
    if (typed?.type === 'source-location') return `${typed.url}:${(typed.line ?? 0) + 1}`;
    return undefined;
  });
  const where = text(['url', 'origin', 'line']) ?? located.find(Boolean);
  const label = [
    where?.replace(ORIGIN, ''),
    text(['description', 'message', 'groupLabel', 'label']),
  ]
    .filter(Boolean)
    .join(' — ');
  return label || undefined;
}

type Details = Result['audits'][string]['details'];

/** Labels of a details' items; a list (of tables or sections) is read through. */
function itemsOf(details: Details): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  if (details.type === 'list') {
    return details.items.flatMap((entry) =>
      itemsOf((entry.type === 'list-section' ? entry.value : entry) as Details),
    );
  }
  return (details.items as Record<string, unknown>[])
    .map(describe)
    .filter((label): label is string => label !== undefined);
}

/** Hosts other than the local server that the pages asked for, split by whether a pattern blocked them. */
function thirdPartyHosts(rows: Row[]): {blocked: string[]; open: string[]} {
  const blocked = new Set<string>();
  const open = new Set<string>();
  for (const {lhr} of rows) {
    const details = lhr.audits['network-requests']?.details;
    if (!details || details.type !== 'table') continue;
    for (const {url} of details.items) {
      if (typeof url !== 'string' || !/^\w+:\/\//.test(url) || url.startsWith(ORIGIN)) continue;
      (url.startsWith('https://') ? blocked : open).add(new URL(url).host);
    }
  }
  return {blocked: [...blocked].sort(), open: [...open].sort()};
}

function printTable(rows: Row[]): void {
  const header = [
    'page type',
    'form',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'perf runs',
    'TBT runs',
  ];
  const widths = [16, 9, 6, 6, 9, 6, 8, 8, 7, 11, 11];
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        i < 2 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
      )
      .join('');
  console.log(line(header));
  for (const {page, formFactor, lhr, spread} of rows) {
    console.log(
      line([
        page,
        formFactor,
        ...CATEGORIES.map((category) => score(lhr, category)),
        Math.round(numeric(lhr, 'largest-contentful-paint')),
        Math.round(numeric(lhr, 'total-blocking-time')),
        numeric(lhr, 'cumulative-layout-shift').toFixed(3),
        spread.perf,
        spread.tbt,
      ]),
    );
  }
}

/** Every audit scoring below 1 in a category under target, grouped by audit across the rows. */
function printFailures(rows: Row[]): void {
  const failures = new Map<string, {title: string; where: string[]; items: Set<string>}>();
  for (const {page, formFactor, lhr} of rows) {
    for (const category of CATEGORIES) {
      if (score(lhr, category) >= TARGETS[formFactor][category]) continue;
      for (const {id} of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[id];
        if (!result || result.score === null || result.score >= 1) continue;
        const key = `${category}: ${result.title}`;
        const failure = failures.get(key) ?? {title: key, where: [], items: new Set<string>()};
        const value = result.displayValue ? ` ${result.displayValue}` : '';
        failure.where.push(`${page} ${formFactor}${value}`);
        itemsOf(result.details).forEach((item) => failure.items.add(item));
        failures.set(key, failure);
      }
    }
  }
  if (failures.size === 0) {
    console.log('Every category meets its target.');
    return;
  }
  console.log('Audits below 1 in categories under target:');
  for (const {title, where, items} of [...failures.values()].sort((a, b) =>
    a.title.localeCompare(b.title),
  )) {
    console.log(`- ${title}\n    on: ${where.join('; ')}`);
    const shown = [...items].slice(0, ITEMS_SHOWN);
    for (const item of shown)
      console.log(`    · ${item.length > 140 ? `${item.slice(0, 139)}…` : item}`);
    if (items.size > shown.length) console.log(`    · … and ${items.size - shown.length} more`);
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`--runs must be a positive integer, got ${args.runs}`);
  const {default: lighthouse, desktopConfig} = await loadLighthouse();
  const formFactors = (
    [
      {name: 'mobile', config: undefined},
      {name: 'desktop', config: desktopConfig},
    ] as const
  ).filter(({name}) => args.form === undefined || args.form === name);
  const server = startServer('build', PORT);
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const rows: Row[] = [];
    for (const {name, path} of pages) {
      for (const formFactor of formFactors) {
        const url = `${ORIGIN}${siteDefaults.baseUrl}${path}`;
        await audit(lighthouse, url, chrome.port, formFactor.config); // warm-up, discarded
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await audit(lighthouse, url, chrome.port, formFactor.config));
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- median-run.d.ts types runs with Lighthouse's global LH namespace, which only Lighthouse's own build declares
        const median: Result = computeMedianRun(runs);
        rows.push({
          page: name,
          formFactor: formFactor.name,
          lhr: median,
          spread: {
            perf: range(runs.map((run) => score(run, 'performance'))),
            tbt: range(runs.map((run) => Math.round(numeric(run, 'total-blocking-time')))),
          },
        });
        process.stderr.write(`${name} ${formFactor.name} done\n`);
      }
    }
    const benchmark = rows.map(({lhr}) => Math.round(lhr.environment.benchmarkIndex));
    console.log(
      `Lighthouse ${rows[0]?.lhr.lighthouseVersion}, ${rows[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
        `simulated throttling, median of ${RUNS} run(s) after 1 warm-up; ` +
        `CPU benchmark index ${range(benchmark)} (lower: slower machine, longer TBT).`,
    );
    if (pages.some(({path}) => path.startsWith('zh-Hans/')) && !hasChineseFont())
      console.log(
        "No Chinese font is installed (fc-list :lang=zh): the browser draws the zh-Hans pages through font fallback, which costs far more than on a reader's system. Install one (Debian: fonts-noto-cjk) before comparing the locales.",
      );
    const hosts = thirdPartyHosts(rows);
    console.log(
      `Third-party hosts blocked (${BLOCKED_URL_PATTERNS.join(', ')}; no internet here): ${hosts.blocked.join(', ') || 'none requested'}`,
    );
    if (hosts.open.length) console.log(`Third-party hosts NOT blocked: ${hosts.open.join(', ')}`);
    console.log();
    printTable(rows);
    console.log(
      `\nTargets: accessibility, best practices, SEO 100 on every page; performance ≥ ${TARGETS.desktop.performance} desktop, ≥ ${TARGETS.mobile.performance} mobile.`,
    );
    printFailures(rows);
  } finally {
    chrome.kill();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
