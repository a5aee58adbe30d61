/**
 * What a browser downloads on a first visit to a page: every script and stylesheet it requests
 * (including chunks loaded after hydration), with raw and gzip sizes. Used by `npm run bench:size`
 * and by the size budgets in tests/e2e/page-weight.spec.ts.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Page} from '@playwright/test';

import {siteDefaults} from '../../src/data/site';

export interface Weight {
  js: {raw: number; gzip: number; files: number};
  css: {raw: number; gzip: number; files: number};
}

/** Page types measured, as paths under the base URL. */
export const pageTypes = [
  {name: 'welcome', path: ''},
  {name: 'long guide', path: 'components-vector-stores'},
  {name: 'API operation', path: 'api/simplified-run-flow'},
  {name: 'search page', path: 'search'},
  {name: 'zh-Hans guide', path: 'zh-Hans/concepts-flows'},
] as const;

const sizes = new Map<string, {raw: number; gzip: number}>();

/** Sizes of a built asset, read from the build folder (the server's own gzip level may differ slightly). */
function sizeOf(buildDir: string, pathname: string): {raw: number; gzip: number} {
  let size = sizes.get(pathname);
  if (!size) {
    const body = readFileSync(join(buildDir, pathname.slice(siteDefaults.baseUrl.length)));
    size = {raw: body.length, gzip: gzipSync(body, {level: 9}).length};
    sizes.set(pathname, size);
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
  await page.waitForLoadState('networkidle');
  const weight: Weight = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
  for (const pathname of assets) {
    const kind = pathname.endsWith('.css') ? weight.css : weight.js;
    const {raw, gzip} = sizeOf(buildDir, pathname);
    kind.raw += raw;
    kind.gzip += gzip;
    kind.files += 1;
  }
  return weight;
}
