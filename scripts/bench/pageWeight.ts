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
 * Budgets of gzip JS+CSS on a first visit, in KB, asserted by tests/e2e/page-weight.spec.ts: the
 * build's figures with a small margin. Guides weigh up to 221.3 KB and the search page 216.0, with
 * the cookie banner and "Was this page helpful?" (3.6 KB) and without the API reference's stylesheet
 * (6.7 KB less since it loads with the API pages only); the API operation page 324.7, since the
 * browser highlighter loads on demand.
 */
export const budgetKb = {guide: 225, api: 330} as const;

/** Page types measured, as paths under the base URL, with the budget each is held to. */
export const pageTypes = [
  {name: 'welcome', path: '', budgetKb: budgetKb.guide},
  {name: 'long guide', path: 'components-vector-stores', budgetKb: budgetKb.guide},
  {name: 'API operation', path: 'api/simplified-run-flow', budgetKb: budgetKb.api},
  {name: 'search page', path: 'search', budgetKb: budgetKb.guide},
  {name: 'zh-Hans guide', path: 'zh-Hans/concepts-flows', budgetKb: budgetKb.guide},
] as const;

/** The build's budget: bytes of build/ per page that the sitemaps of both locales list, in KB, without the files for assistants. */
export const BUILD_KB_PER_PAGE = 130;
/**
 * The budget of the files written for AI assistants, per sitemap page, in KB: each page's Markdown
 * twin and its share of llms.txt, llms-full.txt (every twin again) and openapi.json. 22.7 KB today.
 */
export const ASSISTANT_KB_PER_PAGE = 25;

/** A file of build/ written for AI assistants (plugins/docusaurus/markdown-twins), by its path in build/. */
export const isAssistantFile = (path: string): boolean =>
  path.endsWith('.md') || /(^|\/)llms(-full)?\.txt$/.test(path) || path === 'openapi.json';

/** Pages the sitemaps under `dir` list (the default locale's and each other locale's). */
export function sitemapPages(dir: string): number {
  return [
    join(dir, 'sitemap.xml'),
    ...localesOf(dir).map((locale) => join(dir, locale, 'sitemap.xml')),
  ]
    .map((file) => (readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length)
    .reduce((sum, count) => sum + count, 0);
}

/** Bytes under `dir` of the files `include` accepts (by path relative to `dir`), every file counted once. */
export function folderBytes(dir: string, include: (path: string) => boolean = () => true): number {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => include(relative(dir, file).replaceAll(sep, '/')))
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

/** build/'s bytes per sitemap page: the site's files, then the files for assistants. */
export const bytesPerPage = (dir: string): {site: number; assistants: number} => {
  const pages = sitemapPages(dir);
  return {
    site: folderBytes(dir, (path) => !isAssistantFile(path)) / pages,
    assistants: folderBytes(dir, isAssistantFile) / pages,
  };
};

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
  // "Was this page helpful?" loads its code once the browser is idle: it is part of the page's weight.
  await page.waitForFunction(() => {
    const feedback = document.querySelector('section.page-feedback');
    return !feedback || feedback.querySelector('[role="status"]') !== null;
  });
  await page.waitForLoadState('networkidle');
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
