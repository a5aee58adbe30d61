/**
 * What a browser downloads on a first visit to a page: every script and stylesheet it requests
 * (including chunks loaded after hydration), with raw and gzip sizes. Used by `npm run bench:size`
 * and by the size budgets in tests/e2e/page-weight.spec.ts.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Page} from '@playwright/test';

import {siteDefaults} from '../../data/site';
import {localesOf} from '../static-server';

export interface Weight {
  js: {raw: number; gzip: number; files: number};
  css: {raw: number; gzip: number; files: number};
  /** The paths of every script and stylesheet fetched. */
  assets: string[];
}

/**
 * Budgets of gzip JS+CSS on a first visit, in KB: a part for the code, and a part per page of the
 * locale's sitemap, since every page's scripts carry the locale's routes, docs data and sidebars.
 * That part was measured from 213 to 385 pages a locale (`npm run bench:scale`): 0.07 KB a page on
 * guides, 0.10 on the API page, which also carries the guides' routes and the API sidebar. The code's
 * part is the build's figures with a small margin: at 213 pages guides weigh up to 221.3 KB and the
 * search page 216.0, with the cookie banner and "Was this page helpful?" (3.6 KB) and without the
 * API reference's stylesheet (6.7 KB less since it loads with the API pages only); the API operation
 * page 324.7, since the browser highlighter loads on demand. Since the API reference's own theme and
 * browser modules went to its chunk (features/api-reference/build/chunks.ts), guides no longer load
 * them through `common`: 2.3 KB less on each guide, 0.9 KB on the API page.
 */
const budgets = {
  guide: {codeKb: 208, perPageKb: 0.08},
  api: {codeKb: 307, perPageKb: 0.11},
} as const;

/** The budget of a page of `kind` in a locale whose sitemap lists `pages` pages, in KB. */
export const budgetKb = (kind: keyof typeof budgets, pages: number): number =>
  Math.round((budgets[kind].codeKb + budgets[kind].perPageKb * pages) * 10) / 10;

/** Page types measured, as paths under the base URL, with the kind of budget each is held to. */
export const pageTypes = [
  {name: 'welcome', path: '', kind: 'guide'},
  {name: 'long guide', path: 'components-vector-stores', kind: 'guide'},
  {name: 'API operation', path: 'api/simplified-run-flow', kind: 'api'},
  {name: 'search page', path: 'search', kind: 'guide'},
  {name: 'zh-Hans guide', path: 'zh-Hans/concepts-flows', kind: 'guide'},
] as const;

/**
 * build/'s budget per page of the sitemaps, in KB, by kind of page: its site files, and apart from
 * them its files for AI assistants (its Markdown twin, and its share of llms.txt, llms-full.txt,
 * which repeats every twin, and openapi.json). A guide costs more than an API page: from 213 to 385
 * pages a locale, each guide added 151 KB of site files and 40 KB for assistants; at 213 pages the
 * API pages cost about 107 and 12. An operation page's HTML holds its parameters and schemas since
 * they are drawn when the site is built: 48.2 KB of HTML on average instead of 32.3 KB, 16 KB more.
 */
export const BUILD_KB_PER_PAGE = {
  guide: {site: 156, assistants: 42},
  api: {site: 126, assistants: 13},
} as const;

/** A file of build/ written for AI assistants (plugins/docusaurus/markdown-twins), by its path in build/. */
export const isAssistantFile = (path: string): boolean =>
  path.endsWith('.md') || /(^|\/)llms(-full)?\.txt$/.test(path) || path === 'openapi.json';

/** The page URLs a sitemap lists. */
const sitemapUrls = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);

/** Pages the sitemap lists of the locale that serves `path` (a path under the base URL). */
export function localeSitemapPages(dir: string, path: string): number {
  const locale = localesOf(dir).find((name) => path === name || path.startsWith(`${name}/`));
  return sitemapUrls(join(dir, locale ?? '', 'sitemap.xml')).length;
}

/** Bytes under `dir` of the files `include` accepts (by path relative to `dir`), every file counted once. */
export function folderBytes(dir: string, include: (path: string) => boolean = () => true): number {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => include(relative(dir, file).replaceAll(sep, '/')))
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

const isApiPage = (url: string): boolean => /\/api(\/|$)/.test(new URL(url).pathname);

/** build/'s size and budget, in bytes, and the sitemap pages they are for: the site's files, then the files for assistants. */
export function buildBytes(dir: string): {
  pages: {guide: number; api: number};
  site: {bytes: number; budget: number};
  assistants: {bytes: number; budget: number};
} {
  // The sitemaps of the default locale and of each other locale.
  const urls = ['', ...localesOf(dir)].flatMap((locale) =>
    sitemapUrls(join(dir, locale, 'sitemap.xml')),
  );
  const api = urls.filter(isApiPage).length;
  const pages = {guide: urls.length - api, api};
  const budget = (part: 'site' | 'assistants') =>
    (pages.guide * BUILD_KB_PER_PAGE.guide[part] + pages.api * BUILD_KB_PER_PAGE.api[part]) * 1024;
  return {
    pages,
    site: {bytes: folderBytes(dir, (path) => !isAssistantFile(path)), budget: budget('site')},
    assistants: {bytes: folderBytes(dir, isAssistantFile), budget: budget('assistants')},
  };
}

const sizes = new Map<string, {raw: number; gzip: number}>();

/** Sizes of a built asset, read from the build folder (the server's own gzip level may differ slightly). */
function sizeOf(buildDir: string, pathname: string): {raw: number; gzip: number} {
  const file = join(buildDir, pathname.slice(siteDefaults.baseUrl.length));
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(file);
    size = {raw: body.length, gzip: gzipSync(body, {level: 9}).length};
    sizes.set(file, size);
  }
  return size;
}

/**
 * Waits until the page has loaded all its code: "Was this page helpful?" loads its own once the
 * browser is idle (up to 3 s after the page is interactive, later than the network's first quiet
 * moment on a busy machine), then the network is quiet.
 */
export async function waitForDeferredCode(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const feedback = document.querySelector('section.page-feedback');
    return !feedback || feedback.querySelector('[role="status"]') !== null;
  });
  await page.waitForLoadState('networkidle');
}

/** Loads `url` in a fresh page and sums what it fetched once the network is idle. */
export async function measure(page: Page, url: string, buildDir = 'build'): Promise<Weight> {
  const assets = new Set<string>();
  page.on('response', async (response) => {
    const {pathname, hostname} = new URL(response.url());
    // Prefetches of linked pages' chunks are the next visit's, not this one's.
    const prefetch = (await response.request().headerValue('sec-purpose'))?.includes('prefetch');
    if (hostname === '127.0.0.1' && /\.(js|css)$/.test(pathname) && response.ok() && !prefetch)
      assets.add(pathname);
  });
  await page.goto(url);
  await waitForDeferredCode(page);
  const weight: Weight = {
    js: {raw: 0, gzip: 0, files: 0},
    css: {raw: 0, gzip: 0, files: 0},
    assets: [...assets],
  };
  for (const pathname of assets) {
    const kind = pathname.endsWith('.css') ? weight.css : weight.js;
    const {raw, gzip} = sizeOf(buildDir, pathname);
    kind.raw += raw;
    kind.gzip += gzip;
    kind.files += 1;
  }
  return weight;
}
