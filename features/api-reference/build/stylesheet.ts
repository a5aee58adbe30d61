/**
 * The API reference's stylesheet (the OpenAPI theme's, 7.6 KB gzip) on its own pages only. The theme
 * made it a client module, so every page downloaded it; here the theme has no client module
 * (../index.ts), its page imports the stylesheet (../theme/ApiItem), and the bundler puts it in the
 * reference's own CSS file (./chunks.ts). A reader going from a guide to the API reference gets
 * that file with the reference's code, before the page is drawn. An API page opened directly needs
 * it in its HTML, where Docusaurus writes the entry stylesheet only: the pass over the built pages
 * (plugins/docusaurus/built-pages) links it from every page the reference's page component draws.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

import type {RouteConfig} from '@docusaurus/types';

import type {PageReaderFactory} from '../../../plugins/docusaurus/built-pages/types';
import {API_REFERENCE_CHUNK} from './chunks';

/** The component that draws every page of the API reference (its docs instance's `docItemComponent`). */
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

/** Links the stylesheet from the API pages, as the pass reaches them. */
export const apiStylesheet: PageReaderFactory = ({routes, baseUrl, outDir}) => {
  const pages = new Set(routePathsOf(routes, API_ITEM_COMPONENT));
  // A build without the API reference (DOCS_API_REFERENCE=false) has neither pages nor file.
  if (pages.size === 0) return {};
  const cssDir = join(outDir, 'assets', 'css');
  const stylesheets = readdirSync(cssDir).filter((name) => STYLESHEET.test(name));
  if (stylesheets.length !== 1)
    throw new Error(
      `The API reference's stylesheet: expected one ${STYLESHEET.source} in ${cssDir}, found ${stylesheets.length}`,
    );
  const href = `${baseUrl}assets/css/${stylesheets[0]}`;
  return {
    rewrite({route, html}) {
      if (route === undefined || !pages.has(route)) return undefined;
      try {
        return linkStylesheet(html, href);
      } catch (error) {
        throw new Error(`The API reference's stylesheet in ${route}: ${(error as Error).message}`);
      }
    },
  };
};
