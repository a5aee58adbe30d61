/**
 * The names a reader knows a page by, read from the sidebar of its built HTML: the page's own label
 * (its link in the sidebar, which may differ from its title), and the label of each sidebar section
 * together with the page that section opens (the category's own page, or its first page). The search
 * ranks a page first for a query equal to one of its names (features/search/common/engine/ranking.ts).
 */
import type {CheerioAPI} from 'cheerio';

import {cleanText} from '../../../plugins/docusaurus/built-pages/text';

export interface SidebarNames {
  /** The page's label in its sidebar; undefined for a page outside any sidebar. */
  label: string | undefined;
  /** Each section the sidebar shows: its label and the path of the page it opens. */
  sections: {label: string; path: string}[];
}

const SIDEBAR = 'nav.menu';

export function extractSidebarNames($: CheerioAPI): SidebarNames {
  const sidebar = $(SIDEBAR).first();
  const label = cleanText(sidebar.find('a.menu__link[aria-current="page"]').first().text());
  const sections = sidebar
    .find('a.menu__link--sublist[href]')
    .toArray()
    .map((link) => ({label: cleanText($(link).text()), path: $(link).attr('href')!}))
    .filter(({label, path}) => label !== '' && path.startsWith('/'));
  return {label: label || undefined, sections};
}

/**
 * The names of every page from the sidebars of all pages: a path's own label, and the labels of the
 * sections it opens. Keyed by path, without anchor.
 */
export function namesByPath(
  pages: readonly {path: string; names: SidebarNames}[],
): Map<string, string[]> {
  const names = new Map<string, Set<string>>();
  const add = (path: string, name: string) => {
    const key = path.replace(/#.*$/, '');
    let set = names.get(key);
    if (!set) names.set(key, (set = new Set()));
    set.add(name);
  };
  for (const {path, names} of pages) {
    const {label, sections} = names;
    if (label) add(path, label);
    for (const section of sections) add(section.path, section.label);
  }
  return new Map([...names].map(([path, set]) => [path, [...set]]));
}
