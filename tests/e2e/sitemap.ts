import {existsSync, readFileSync} from 'node:fs';

import {localeDir, type BuiltLocale} from '../../src/data/site';

/** The page paths a locale's sitemap in build/ lists, read when the tests are collected. */
export function sitemapPaths(locale: BuiltLocale): string[] {
  const file = `build/${localeDir(locale)}sitemap.xml`;
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
}
