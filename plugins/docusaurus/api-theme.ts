import {existsSync, readdirSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {Plugin, RouteConfig} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

import {API_REFERENCE_CHUNK} from './bundle-layout';

/** The component that draws every page of the API reference (its docs plugin's `docItemComponent`). */
export const API_ITEM_COMPONENT = '@theme/ApiItem';

/** The API reference's stylesheet, as the bundler names its chunk's CSS file. */
const STYLESHEET = new RegExp(`^${API_REFERENCE_CHUNK}\\.[0-9a-f]+\\.css$`);

/** Paths of the routes, at any depth, that `component` draws. */
export function routePathsOf(routes: readonly RouteConfig[], component: string): string[] {
  return routes.flatMap((route) => [
    ...(route.component === component ? [route.path] : []),
    ...routePathsOf(route.routes ?? [], component),
  ]);
}

/** The page with `href` linked right after its stylesheets, where the bundler's CSS chunk goes. */
export function linkStylesheet(html: string, href: string): string {
  const links = [...html.matchAll(/<link rel=["']?stylesheet["']?[^>]*>/g)];
  const last = links.at(-1);
  if (last?.index === undefined) throw new Error('the page links no stylesheet to follow');
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}<link rel=stylesheet href=${href}>${html.slice(at)}`;
}

/**
 * The HTML file of a route, as Docusaurus writes it: `a/b.html`, or `a/b/index.html` for `a/b/`. The
 * lookup of @docusaurus/utils' readOutputHTMLFile, which gives the content but not the path.
 */
function htmlFile(routePath: string, baseUrl: string, outDir: string): string {
  const path = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const file = [join(outDir, `${path}.html`), join(outDir, path, 'index.html')].find(existsSync);
  if (!file) throw new Error(`no HTML file was written for ${routePath}`);
  return file;
}

/**
 * The OpenAPI theme, with its stylesheet (7.6 KB gzip) on the API reference's pages only. The theme
 * makes it a client module, so every page downloaded it; here the theme has no client module, and
 * its page imports the stylesheet (src/theme/ApiItem), which the bundler puts in the API reference's
 * own CSS file. A reader going from a guide to the API reference gets that file with the reference's
 * code, before the page is drawn. An API page opened directly needs it in its HTML, which Docusaurus
 * writes with the entry stylesheet only: after the build, this links it from every page the theme's
 * page draws. The theme's components, theme path and Sass rule are unchanged.
 */
export default function apiTheme(): Plugin {
  // The theme loads no content: its `void` content type is the `unknown` of a plugin list.
  const theme = openApiTheme() as Plugin;
  delete theme.getClientModules;
  return {
    ...theme,
    async postBuild({routes, baseUrl, outDir}) {
      const pages = routePathsOf(routes, API_ITEM_COMPONENT);
      // A build without the API reference (DOCS_API_REFERENCE=false) has neither pages nor file.
      if (pages.length === 0) return;
      const cssDir = join(outDir, 'assets', 'css');
      const stylesheets = readdirSync(cssDir).filter((name) => STYLESHEET.test(name));
      if (stylesheets.length !== 1)
        throw new Error(
          `The API reference's stylesheet: expected one ${STYLESHEET.source} in ${cssDir}, found ${stylesheets.length}`,
        );
      const href = `${baseUrl}assets/css/${stylesheets[0]}`;
      // Asynchronous, so the post-build steps that run beside this one are not held up.
      await Promise.all(
        pages.map(async (page) => {
          const file = htmlFile(page, baseUrl, outDir);
          try {
            // Replaced whole: those steps read the pages meanwhile, and none may see one half written.
            await writeFile(`${file}.tmp`, linkStylesheet(await readFile(file, 'utf8'), href));
            await rename(`${file}.tmp`, file);
          } catch (error) {
            throw new Error(
              `The API reference's stylesheet in ${file}: ${(error as Error).message}`,
            );
          }
        }),
      );
    },
  };
}
