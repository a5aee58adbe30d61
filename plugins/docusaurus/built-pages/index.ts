/**
 * After each locale's build, one pass over its pages: each HTML file is read and parsed once, and
 * every reader gets that one parse (the search index, the Markdown twins, the security headers'
 * script hashes). A page a reader rewrites (the API reference links its stylesheet) is written by
 * the pass before anyone reads it, so no step sees a page another is changing. The readers are
 * listed in docusaurus.config.ts, in the order they run.
 */
import {readdirSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

import logger from '@docusaurus/logger';
import type {PluginModule} from '@docusaurus/types';
import {load} from 'cheerio';

import {builtLocales, configLocale, localeDir} from '../../../data/site';
import {routeFiles} from './routeFiles';
import type {PageReaderFactory} from './types';

/** The HTML files of a locale's output folder, without the folders of other locales built inside it. */
function htmlFiles(outDir: string, locale: string): string[] {
  const nested = builtLocales
    .filter((other) => other !== locale && localeDir(other) !== '')
    .map((other) => localeDir(other).replace(/\/$/, '') + sep);
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !nested.some((dir) => file.startsWith(dir)))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

export default function builtPages(factories: readonly PageReaderFactory[]): PluginModule {
  return (context) => ({
    name: 'built-pages',
    async postBuild(props) {
      const started = performance.now();
      const {outDir, baseUrl, routesPaths, i18n} = props;
      const readers = factories.map((factory) => factory(props, context));
      for (const reader of readers) await reader.prepare?.();
      // The routes in Docusaurus's order (the order of the search index's records), then the other
      // pages (client redirects').
      const present = new Set(htmlFiles(outDir, configLocale(i18n.currentLocale)));
      const routes = new Map<string, string>();
      for (const route of routesPaths) {
        const file = routeFiles(route, baseUrl).find((name) => present.has(name));
        if (!file)
          throw new Error(`Built pages: no HTML file was written for ${route} in ${outDir}`);
        routes.set(file, route);
      }
      const files = [...routes.keys(), ...[...present].filter((file) => !routes.has(file))];
      for (const file of files) {
        const path = join(outDir, file);
        const route = routes.get(file);
        let html = await readFile(path, 'utf8');
        const original = html;
        for (const reader of readers) html = reader.rewrite?.({route, html}) ?? html;
        if (html !== original) await writeFile(path, html);
        const page = {route, file, $: load(html)};
        for (const reader of readers) await reader.read?.(page);
      }
      for (const reader of readers) await reader.finish?.();
      logger.info(
        `Built pages (${i18n.currentLocale}): ${files.length} files of ${relative(context.siteDir, outDir) || '.'} read and parsed once, in ${Math.round(performance.now() - started)} ms`,
      );
    },
  });
}
