/**
 * The order of the records MiniSearch found: first the pages the query names (it equals their title,
 * sidebar label or section label, as a whole); then most query words held (a record need not hold
 * them all), then fewest typos, as Algolia ranks; then MiniSearch's BM25 score over the weighted fields, which
 * stands in for Algolia's attribute, proximity and exactness criteria; then the custom ranking.
 * Measured on the readers' questions (npm run bench:search), the score did better than those criteria.
 */
import type {SearchResult as MiniSearchResult} from 'minisearch';

import {MatchKind, type CompiledQuery} from './query';

interface Criteria {
  words: number;
  typos: number;
  score: number;
}

function criteriaOf({score, terms}: MiniSearchResult, query: CompiledQuery): Criteria {
  const best = new Map<number, MatchKind>();
  for (const term of terms)
    for (const [word, kind] of query.candidates.get(term)!.words)
      best.set(word, Math.min(kind, best.get(word) ?? kind) as MatchKind);
  let typos = 0;
  for (const kind of best.values()) if (kind === MatchKind.Typo) typos++;
  // MiniSearch multiplies the score by the terms matched; a word's forms ("flow", "flows") count once.
  return {words: best.size, typos, score: (score / terms.length) * best.size};
}

/**
 * Record ids, best first. `customRank[id]` is the record's place in the custom ranking; `named` are
 * the records of the pages the query names (a title, sidebar label or section label equal to it),
 * ranked first even when their text holds none of its words (a section's label, "Data ingestion").
 */
export function rank(
  results: readonly MiniSearchResult[],
  query: CompiledQuery,
  customRank: Int32Array,
  named: readonly number[],
): number[] {
  const isNamed = new Set(named);
  const criteria = new Map(
    results.map((result) => [result.id as number, criteriaOf(result, query)]),
  );
  for (const id of named) if (!criteria.has(id)) criteria.set(id, {words: 0, typos: 0, score: 0});
  return [...criteria.keys()].sort((a, b) => {
    const x = criteria.get(a)!;
    const y = criteria.get(b)!;
    return (
      Number(isNamed.has(b)) - Number(isNamed.has(a)) ||
      y.words - x.words ||
      x.typos - y.typos ||
      y.score - x.score ||
      customRank[a]! - customRank[b]!
    );
  });
}
