/** Facet counts, and facet values searched by prefix. */
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../types';
import {highlight, type Markup, type Matcher} from './highlight';
import {words} from './tokenize';
import type {FacetHit} from './types';

export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export function isFacetAttribute(name: string): name is FacetAttribute {
  return (FACET_ATTRIBUTES as readonly string[]).includes(name);
}

/** Value counts of one facet over the given records, most frequent first (then by value, for a stable order). */
export function countValues(
  records: readonly DocSearchRecord[],
  ids: readonly number[],
  attribute: FacetAttribute,
): [string, number][] {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const value = records[id]![attribute];
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort(
    ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0),
  );
}

export function countFacets(
  records: readonly DocSearchRecord[],
  ids: readonly number[],
  attributes: readonly FacetAttribute[],
): Record<string, Record<string, number>> {
  return Object.fromEntries(
    attributes.map((attribute) => [
      attribute,
      Object.fromEntries(countValues(records, ids, attribute)),
    ]),
  );
}

/** Facet values are short labels: every word of the facet query matches as a prefix. */
function prefixMatcher(words: readonly string[]): Matcher {
  return {
    words,
    match(token, matched) {
      let length = 0;
      words.forEach((word, index) => {
        if (!token.startsWith(word)) return;
        matched.push(index);
        length = Math.max(length, word.length);
      });
      return length;
    },
  };
}

/** The counted values that match every word of the query (all of them for an empty query), highlighted. */
export function facetHits(
  counts: readonly [string, number][],
  facetQuery: string,
  markup: Markup,
  limit: number,
): FacetHit[] {
  const queryWords = words(facetQuery);
  // As for search: a query of separators only ("###") asks for something no value has.
  if (queryWords.length === 0 && facetQuery !== '') return [];
  const matcher = prefixMatcher(queryWords);
  const hits: FacetHit[] = [];
  for (const [value, count] of counts) {
    if (hits.length === limit) break;
    const {value: highlighted, matchLevel} = highlight(value, matcher, markup);
    if (queryWords.length === 0 || matchLevel === 'full') hits.push({value, highlighted, count});
  }
  return hits;
}
