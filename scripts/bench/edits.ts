/**
 * `npm run bench:edits -- ID [ID…] [--runs N] [--pages "long guide,API operation"] [--no-lighthouse]`:
 * what one edit of plugins/docusaurus/dependency-edits/registry.ts buys. Builds the English site with
 * every edit (build-edits/base) and without each one named (`DOCS_EDITS_OFF=ID`, build-edits/ID), from
 * the same sources, then per page type compares them: gzip JS and CSS of a first visit, and `--runs`
 * (at least 7) mobile Lighthouse runs of each build, interleaved (with, without, with…) in one sitting
 * after a warm-up pair. For each arm it prints the median and interquartile range of TBT and of the
 * performance score, and "no effect shown" when the two ranges overlap (./spread.ts). Prints figures
 * only; the registry records them with the date and the Docusaurus version printed first.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

import {chromium} from '@playwright/test';
import {launch} from 'chrome-launcher';
import type {Result} from 'lighthouse';

import {checkEditIds} from '../../plugins/docusaurus/dependency-edits';
import {siteDefaults} from '../../data/site';
import {chromiumLaunchOptions} from '../browser/chromium';
import {startServer} from '../static-server';
import {audit, loadLighthouse, numeric, score} from './lighthouseAudit';
import {measure, pageTypes} from './pageWeight';
import {effectShown, formatSpread, spread} from './spread';

const {version: docusaurusVersion} = JSON.parse(
  readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8'),
) as {version: string};

const BASE_PORT = 4191;
const VARIANT_PORT = 4192;
const OUT = 'build-edits';

const {values: args, positionals: ids} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '7'},
    pages: {type: 'string'},
    'no-lighthouse': {type: 'boolean', default: false},
  },
});
const RUNS = Number(args.runs);
// The English page types: the variant is built in English only, to save time.
const pages = pageTypes.filter(
  ({name, path}) =>
    !path.startsWith('zh-Hans/') &&
    (args.pages === undefined || args.pages.split(',').includes(name)),
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const url = (port: number, path: string) =>
  `http://127.0.0.1:${port}${siteDefaults.baseUrl}${path}`;

async function gzipBytes(port: number, dir: string, path: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    await context.route(
      (target) => target.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const weight = await measure(await context.newPage(), url(port, path), dir);
    return weight.js.gzip + weight.css.gzip;
  } finally {
    await browser.close();
  }
}

/** Builds the English site into build-edits/NAME, leaving out the edits named in `off`. */
function build(name: string, off: string): string {
  const outDir = join(OUT, name);
  console.error(`Building ${off ? `without ${off}` : 'with every edit'} into ${outDir}…`);
  execFileSync('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCS_EDITS_OFF: off},
  });
  return outDir;
}

async function benchEdit(id: string, baseDir: string): Promise<void> {
  const outDir = build(id, id);
  const base = startServer(baseDir, BASE_PORT);
  const variant = startServer(outDir, VARIANT_PORT);
  const {default: lighthouse} = await loadLighthouse();
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    console.log(`\n${id}: with the edit → without it`);
    for (const {name, path} of pages) {
      const sizes = `${kb(await gzipBytes(BASE_PORT, baseDir, path))} → ${kb(await gzipBytes(VARIANT_PORT, outDir, path))} KB gzip`;
      if (args['no-lighthouse']) {
        console.log(`  ${name}: ${sizes}`);
        continue;
      }
      const runs: Record<'with' | 'without', Result[]> = {with: [], without: []};
      for (let run = 0; run <= RUNS; run++) {
        const withEdit = await audit(lighthouse, url(BASE_PORT, path), chrome.port, undefined);
        const withoutEdit = await audit(
          lighthouse,
          url(VARIANT_PORT, path),
          chrome.port,
          undefined,
        );
        // The first pair warms up the server and the browser.
        if (run === 0) continue;
        runs.with.push(withEdit);
        runs.without.push(withoutEdit);
      }
      for (const [label, get] of [
        ['TBT (ms)', (lhr: Result) => numeric(lhr, 'total-blocking-time')],
        ['mobile performance', (lhr: Result) => score(lhr, 'performance')],
      ] as const) {
        const [a, b] = [spread(runs.with.map(get)), spread(runs.without.map(get))];
        console.log(
          `  ${name}, ${label}: with ${formatSpread(a)}, without ${formatSpread(b)}: ${effectShown(a, b) ? 'effect shown' : 'no effect shown'}`,
        );
      }
      console.log(`  ${name}: ${sizes}`);
    }
  } finally {
    chrome.kill();
    base.close();
    variant.close();
  }
}

async function main(): Promise<void> {
  if (ids.length === 0) throw new Error('Name the edits to measure: npm run bench:edits -- ID …');
  if (!Number.isInteger(RUNS) || RUNS < 7)
    throw new Error(`--runs must be 7 or more (runs per arm), got ${args.runs}`);
  checkEditIds(ids);
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Docusaurus ${docusaurusVersion}, ${RUNS} runs per arm, interleaved`,
  );
  const baseDir = build('base', '');
  for (const id of ids) await benchEdit(id, baseDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
