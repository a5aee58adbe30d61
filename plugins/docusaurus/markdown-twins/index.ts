/**
 * Docs that AI assistants read directly. After each locale's build:
 * - every doc page gets a Markdown twin at its URL plus `.md` (src/markdownTwin/twinUrl.ts), with
 *   front matter (title, description, canonical URL): guides from their built HTML
 *   (./htmlToMarkdown.ts), API operations from the operation itself (./apiOperation.ts);
 * - `llms.txt` lists the twins in sidebar order and `llms-full.txt` holds them all (./llmsTxt.ts).
 * openapi.json is copied to `<baseUrl>openapi.json` (the default locale's build), for llms.txt to link.
 * Each page's `<link rel="alternate" type="text/markdown">` and its "Copy page" control come from
 * src/theme/DocBreadcrumbs.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';

import logger from '@docusaurus/logger';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';

import {configLocale, siteRootOf} from '../../../data/site';
import {twinPath} from '../../../src/markdownTwin/twinUrl';
import {OPENAPI_FILE} from '../../helpers/openapiSchemas';
import {readRouteHtml} from '../search';
import {apiLabels, type ApiLabels} from './apiLabels';
import {operationOf, operationToMarkdown} from './apiOperation';
import {articleToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type TwinEntry} from './llmsTxt';
import {sectionsOf, type TwinPage} from './pages';

/** Where openapi.json is served, under the base URL. */
export const OPENAPI_PATH = 'openapi.json';

async function twinOf(
  page: TwinPage,
  html: () => Promise<string>,
  pageUrl: string,
  labels: ApiLabels,
): Promise<string> {
  const operation = operationOf(page.frontMatter);
  return operation
    ? operationToMarkdown(page.title, operation, labels)
    : articleToMarkdown(await html(), pageUrl);
}

export default function markdownTwins(context: LoadContext): Plugin {
  return {
    name: 'markdown-twins',

    async postBuild({outDir, plugins, siteConfig, i18n, baseUrl}) {
      const started = performance.now();
      const locale = configLocale(i18n.currentLocale);
      const origin = siteConfig.url;
      const sections = sectionsOf(plugins);
      const entries = new Map<string, TwinEntry>();
      const labels = apiLabels(locale, context.codeTranslations);
      for (const page of sections.flatMap((section) => section.pages)) {
        // The route as served: an index doc's permalink ends in `/`, its page does not.
        const route = applyTrailingSlash(page.permalink, {
          trailingSlash: siteConfig.trailingSlash,
          baseUrl,
        });
        const pageUrl = `${origin}${route}`;
        const path = twinPath(route);
        const body = await twinOf(
          page,
          () => readRouteHtml(route, baseUrl, outDir),
          pageUrl,
          labels,
        ).catch((error: unknown) => {
          throw new Error(`Markdown twin of ${page.permalink}: ${(error as Error).message}`);
        });
        const frontMatter = stringify(
          {
            title: page.title,
            description: page.description,
            canonical: pageUrl,
          },
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
      }
      const input = {
        locale,
        sections,
        entries,
        // The site's root: a locale's build has its own base URL (`/docs/workflow/zh-Hans/`).
        openApiUrl: `${origin}${siteRootOf(baseUrl, locale)}${OPENAPI_PATH}`,
      };
      // One copy, at the root of the site, which every locale's llms.txt links.
      if (i18n.currentLocale === i18n.defaultLocale)
        await copyFile(OPENAPI_FILE, join(outDir, OPENAPI_PATH));
      const full = llmsFullTxt(input);
      await writeFile(join(outDir, 'llms.txt'), llmsTxt(input));
      await writeFile(join(outDir, 'llms-full.txt'), full);
      logger.info(
        `Markdown twins (${locale}): ${entries.size} pages, llms.txt and llms-full.txt (${(Buffer.byteLength(full) / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
