/**
 * The names a reader knows a page by, as the search compares them with a query: the page's title, and
 * the other names its head entry gives (sidebar label, the sections it opens). The local engine ranks
 * the records of a page named by the query first; the hosted index gets the same as Algolia rules.
 */
import type {IndexHead} from '../indexFormat';
import type {DocSearchRecord} from '../types';
import {words} from './tokenize';

/** A name or a query as names are compared: its folded words, one space apart. */
export const nameKey = (text: string): string => words(text).join(' ');

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
  const pageRecords = new Map<string, number[]>();
  records.forEach((record, id) => {
    const own = pageRecords.get(record.url_without_anchor);
    if (!own) pageRecords.set(record.url_without_anchor, [id]);
    else if (record.type === 'lvl1') {
      if (records[own[0]!]!.type === 'lvl1') own.push(id);
      else own.splice(0, own.length, id);
    }
  });
  const names = new Map<string, number[]>();
  for (const page of head.pages) {
    const ids = pageRecords.get(origin + page.p);
    if (!ids) continue;
    const title = records[ids[0]!]!.hierarchy.lvl1;
    const keys = new Set([title ?? '', ...(page.n ?? [])].map(nameKey));
    keys.delete('');
    for (const key of keys) names.set(key, [...(names.get(key) ?? []), ...ids]);
  }
  return names;
}
