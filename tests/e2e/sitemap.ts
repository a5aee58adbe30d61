import {existsSync, readFileSync} from 'node:fs';

import {readRouteHtml} from '../../plugins/docusaurus/search';
import {localeDir, siteDefaults, type BuiltLocale} from '../../data/site';

/** The page paths a locale's sitemap in build/ lists, read when the tests are collected. */
export function sitemapPaths(locale: BuiltLocale): string[] {
  const file = `build/${localeDir(locale)}sitemap.xml`;
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
}

/** The built HTML of each page of a locale's sitemap, with its path. */
export async function builtPages(locale: BuiltLocale): Promise<{path: string; html: string}[]> {
  return Promise.all(
    sitemapPaths(locale).map(async (path) => ({
      path,
      html: await readRouteHtml(path, siteDefaults.baseUrl, 'build'),
    })),
  );
}
