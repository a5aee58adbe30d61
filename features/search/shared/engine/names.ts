/**
 * The names a reader knows a page by, as the search compares them with a query: the page's title, and
 * the other names its head entry gives (sidebar label, the sections it opens). The local engine ranks
 * the records of a page named by the query first; the hosted index gets the same as Algolia rules.
 */
import type {IndexHead} from '../indexFormat';
import type {DocSearchRecord} from '../types';
import {fold} from './tokenize';

/** A name or a query as names are compared: folded, its words one space apart. */
export const nameKey = fold;

/**
 * By name, the records that stand for the pages bearing it: a page's title, and the other names the
 * head gives it (sidebar label, sections it opens). A page stands in its title records (type lvl1),
 * or in its first record when it has none.
 */
export function namedRecords(
  head: IndexHead,
  records: readonly DocSearchRecord[],
  origin: string,
): Map<string, number[]> {
  const pages = new Map<string, {first: number; titles: number[]}>();
  records.forEach((record, id) => {
    let page = pages.get(record.url_without_anchor);
    if (!page) pages.set(record.url_without_anchor, (page = {first: id, titles: []}));
    if (record.type === 'lvl1') page.titles.push(id);
  });
  const names = new Map<string, number[]>();
  for (const {p, n = []} of head.pages) {
    const page = pages.get(origin + p);
    if (!page) continue;
    const ids = page.titles.length > 0 ? page.titles : [page.first];
    const keys = new Set([records[page.first]!.hierarchy.lvl1 ?? '', ...n].map(nameKey));
    keys.delete('');
    for (const key of keys) names.set(key, [...(names.get(key) ?? []), ...ids]);
  }
  return names;
}
