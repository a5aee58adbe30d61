/**
 * The areas of the index: the top-level categories of the guides' sidebar (sidebars.ts), in its
 * order, each with the docs it holds (those of its subcategories too) and its label in each locale,
 * as the sidebar shows it: the locale's translation of the label, else the English one.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {BuiltLocale} from '../../../data/site';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';
import sidebars from '../../../sidebars';

export interface Area {
  /** The anchor of its heading on the index: its English label in lower case, hyphenated. */
  id: string;
  label: string;
  /** The doc ids it holds, in sidebar order (`concepts/flows`). */
  docs: string[];
}

interface Item {
  type?: string;
  id?: string;
  label?: string;
  link?: {type?: string; id?: string};
  items?: (Item | string)[];
}

/** The docs of sidebar items: doc items, and a category's own page and items. */
const docsOf = (items: readonly (Item | string)[]): string[] =>
  items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own =
      item.type === 'doc' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
    return [...(own ? [own] : []), ...docsOf(item.items ?? [])];
  });

/** The sidebar's labels in `locale` (Docusaurus's `sidebar.guides.category.<label>` entries). */
function categoryLabels(locale: BuiltLocale): Record<string, {message: string}> {
  const file = join(SITE_DIR, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current.json');
  // The default locale has no such file: its labels are the sidebar's own.
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
}

export function guideAreas(locale: BuiltLocale): Area[] {
  const labels = categoryLabels(locale);
  return (sidebars.guides as readonly Item[]).flatMap((item) =>
    item.type === 'category' && item.label
      ? [
          {
            id: item.label.toLowerCase().replace(/\s+/g, '-'),
            label: labels[`sidebar.guides.category.${item.label}`]?.message ?? item.label,
            docs: docsOf([item]),
          },
        ]
      : [],
  );
}
