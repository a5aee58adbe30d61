/**
 * Docs that AI assistants read directly, written from the pass over a locale's built pages
 * (plugins/docusaurus/built-pages):
 * - every doc page gets a Markdown twin at its URL plus `.md` (src/markdownTwin/twinUrl.ts), with
 *   front matter (title, description, canonical URL): guides from their built HTML
 *   (./htmlToMarkdown.ts), API operations from the operation itself
 *   (features/api-reference/build/twin.ts);
 * - `llms.txt` lists the twins in sidebar order and `llms-full.txt` holds them all (./llmsTxt.ts).
 * openapi.json is copied to `<baseUrl>openapi.json` (the default locale's build), for llms.txt to link.
 * Each page's `<link rel="alternate" type="text/markdown">` and its "Copy page" control come from
 * src/theme/DocBreadcrumbs.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';

import logger from '@docusaurus/logger';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {stringify} from 'yaml';

import {configLocale, siteRootOf} from '../../../data/site';
import {twinPath} from '../../../src/markdownTwin/twinUrl';
import {openApiDocument, operationTwin} from '../../../features/api-reference';
import {releaseMarksIn, withReleaseHistory} from '../../../features/release-notes';
import type {PageReaderFactory} from '../built-pages/types';
import {articleToMarkdown, elementsToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type TwinEntry} from './llmsTxt';
import {sectionsOf, type TwinPage} from './pages';

/** Where openapi.json is served, under the base URL. */
export const OPENAPI_PATH = 'openapi.json';

/** The twins of a locale's doc pages, their body read from each page as the pass reaches it. */
export const markdownTwins: PageReaderFactory = (
  {outDir, plugins, siteConfig, i18n, baseUrl},
  context,
) => {
  let elapsed = 0;
  const locale = configLocale(i18n.currentLocale);
  const origin = siteConfig.url;
  const sections = sectionsOf(plugins);
  const twinOperation = operationTwin(locale, context.codeTranslations);
  /** Each doc page by its route as served: an index doc's permalink ends in `/`, its page does not. */
  const pages = new Map<string, TwinPage>();
  for (const page of sections.flatMap((section) => section.pages))
    pages.set(
      applyTrailingSlash(page.permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl}),
      page,
    );
  const entries = new Map<string, TwinEntry>();
  return {
    async read({route, $}) {
      const page = route === undefined ? undefined : pages.get(route);
      if (!page || route === undefined) return;
      const started = performance.now();
      const pageUrl = `${origin}${route}`;
      const path = twinPath(route);
      // An operation page's twin is written from its operation, with the marks the page shows.
      const marks = () => elementsToMarkdown(releaseMarksIn($), pageUrl);
      const body = await (twinOperation(page, marks) ?? articleToMarkdown($, pageUrl)).catch(
        (error: unknown) => {
          throw new Error(`Markdown twin of ${page.permalink}: ${(error as Error).message}`);
        },
      );
      const frontMatter = stringify(
        {title: page.title, description: page.description, canonical: pageUrl},
        // One line per value, however long: readers and assistants scan it.
        {lineWidth: 0},
      );
      const file = join(outDir, path.slice(baseUrl.length));
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, `---\n${frontMatter}---\n\n${body}`);
      entries.set(page.permalink, {
        title: page.title,
        description: page.description,
        twinUrl: `${origin}${path}`,
        pageUrl,
        body,
      });
      elapsed += performance.now() - started;
    },

    async finish() {
      const started = performance.now();
      const missing = [...pages.values()].filter((page) => !entries.has(page.permalink));
      if (missing.length > 0)
        throw new Error(
          `Markdown twins: no built page for ${missing.map((page) => page.permalink).join(', ')}`,
        );
      const input = {
        locale,
        sections,
        entries,
        // The site's root: a locale's build has its own base URL (`/docs/workflow/zh-Hans/`).
        openApiUrl: `${origin}${siteRootOf(baseUrl, locale)}${OPENAPI_PATH}`,
      };
      // One copy, at the root of the site, which every locale's llms.txt links, with each
      // operation's release history.
      if (i18n.currentLocale === i18n.defaultLocale)
        await writeFile(
          join(outDir, OPENAPI_PATH),
          `${JSON.stringify(withReleaseHistory(openApiDocument()), null, 2)}\n`,
        );
      const full = llmsFullTxt(input);
      await writeFile(join(outDir, 'llms.txt'), llmsTxt(input));
      await writeFile(join(outDir, 'llms-full.txt'), full);
      elapsed += performance.now() - started;
      logger.info(
        `Markdown twins (${locale}): ${entries.size} pages, llms.txt and llms-full.txt (${(Buffer.byteLength(full) / 1024).toFixed(0)} KB) in ${Math.round(elapsed)} ms`,
      );
    },
  };
};
