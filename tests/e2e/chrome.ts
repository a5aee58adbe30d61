/**
 * The site's chrome: the navbar, sidebar, table of contents, footer, announcement bar and skip link
 * that every page of a kind of layout shares around its own content. The chrome gets axe's full run
 * once per kind × locale × colour mode (accessibility.spec.ts, on the kind's page below); each sitemap
 * page gets it over its content (pages.spec.ts), and over its chrome too when its chrome has markup
 * its kind's page lacks: the chrome's fingerprint is the set of shapes of its elements (tag, role,
 * attribute names, classes), so a page whose sidebar opens other categories of links matches, and a
 * new kind of control, state or widget does not.
 */
import type {Page} from '@playwright/test';

import type {BuiltLocale} from '../../data/site';
import {localePath} from './fixtures';

export const CHROME_SELECTORS = [
  '.navbar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.footer',
  '[class^="announcementBar_"]',
  '[class^="skipToContent_"]',
] as const;

/** Each kind of layout and the page that stands for it. */
export const layoutPages = {
  welcome: '/',
  guide: 'get-started-quickstart',
  'API operation': 'api/simplified-run-flow',
  'API index': 'api',
  search: 'search',
  'not-found': 'no-such-page/at-all',
} as const;
export type LayoutKind = keyof typeof layoutPages;

/** The kind of layout of a page of the sitemaps (or the search page), from its path. */
export function layoutKindOf(locale: BuiltLocale, path: string): LayoutKind {
  if (path === localePath(locale, '/')) return 'welcome';
  if (path === localePath(locale, 'search')) return 'search';
  if (path === localePath(locale, 'api')) return 'API index';
  if (path.startsWith(localePath(locale, 'api/'))) return 'API operation';
  return 'guide';
}

/** The chrome's fingerprint on the page as it is now: its elements' shapes, sorted, each once. */
export function chromeShapes(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const shapes = new Set<string>();
    for (const root of Array.from(document.querySelectorAll(selectors.join(','))))
      for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const attributes = Array.from(element.attributes)
          .map((attribute) => attribute.name)
          .filter((name) => name !== 'class')
          .sort();
        const classes = Array.from(element.classList).sort();
        shapes.add(
          [element.localName, element.getAttribute('role') ?? '', attributes, classes].join('|'),
        );
      }
    return [...shapes].sort();
  }, CHROME_SELECTORS);
}
