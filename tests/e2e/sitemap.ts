import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

import {localeDir, siteDefaults, type BuiltLocale} from '../../data/site';
import {routeFiles} from '../../plugins/docusaurus/built-pages/routeFiles';

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
      html: await readFile(
        routeFiles(path, siteDefaults.baseUrl)
          .map((file) => join('build', file))
          .find(existsSync) ?? `build: no HTML file for ${path}`,
        'utf8',
      ),
    })),
  );
}
