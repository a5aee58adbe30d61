/**
 * The names a reader knows a page by, as the search compares them with a query: the page's title, and
 * the other names its head entry gives (sidebar label, the sections it opens). The local engine ranks
 * the records of a page named by the query first; the hosted index gets the same as Algolia rules.
 */
import type {IndexHead} from '../indexFormat';
import type {DocSearchRecord} from '../types';
import {fold, isHanWord} from './tokenize';

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

/** How strongly a query names a page: the ranking's first criterion, higher first. */
export const NameRank = {
  /** A reference page (an operation, a tag) the query names. */
  reference: 1,
  /**
   * A guide whose name starts with a one-word query that names a reference page and no guide:
   * "语音" names the reference's tag page, and the guide "语音模式" is what a reader of one topic
   * word looks for.
   */
  guideStartingWith: 2,
  /** A guide the query names: it comes before a reference page of the same name. */
  guide: 3,
} as const;

/**
 * The records a query names, each with its rank: guides (`isGuide`) before reference pages on a
 * name both bear, and, for a one-word query that names a reference page and no guide, the guides
 * whose name starts with it before that page. `names` is `namedRecords`' map; `key` the query's name key.
 */
export function namedRanks(
  key: string,
  names: ReadonlyMap<string, readonly number[]>,
  isGuide: (id: number) => boolean,
): Map<number, number> {
  const ranks = new Map<number, number>();
  const exact = names.get(key) ?? [];
  for (const id of exact) ranks.set(id, isGuide(id) ? NameRank.guide : NameRank.reference);
  const oneWord = key !== '' && !key.includes(' ');
  if (oneWord && exact.length > 0 && !exact.some(isGuide))
    for (const [name, ids] of names)
      if (
        name.length > key.length &&
        name.startsWith(key) &&
        (isHanWord(key) || name[key.length] === ' ')
      )
        for (const id of ids)
          if (isGuide(id) && !ranks.has(id)) ranks.set(id, NameRank.guideStartingWith);
  return ranks;
}
