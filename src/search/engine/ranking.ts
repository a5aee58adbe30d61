/**
 * The order of the records MiniSearch found:
 * 1. the pages the query names: it equals their title, sidebar label or section label, as a whole;
 * 2. most query words held (a record need not hold them all), a common English word counting half;
 * 3. fewest typos;
 * 4. MiniSearch's BM25 score over the weighted fields, which stands in for Algolia's attribute,
 *    proximity and exactness criteria (measured on the readers' questions, it did better than they);
 * 5. the custom ranking: page rank, heading level, position on the page.
 */
import type {SearchResult as MiniSearchResult} from 'minisearch';

import {MatchKind, type CompiledQuery} from './query';
import {isHanWord} from './tokenize';

/**
 * An English word held by more than this share of the records ("flow", "api", "key", "flowloom")
 * says little about which one answers a question: it counts half in the words criterion. Measured on
 * the readers' questions, success@3 held at 95% or more in both locales from 2% to 7%; counting
 * Chinese words the same way lost questions, as the segmenter already leaves out the emptiest ones.
 */
const COMMON_WORD_SHARE = 0.04;

interface Criteria {
  /** The query words held, by index. */
  held: number[];
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
  return {held: [...best.keys()], words: 0, typos, score: (score / terms.length) * best.size};
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
  // How many records hold each word: every record holding a query word is among the results.
  const holders = new Map<number, number>();
  for (const {held} of criteria.values())
    for (const word of held) holders.set(word, (holders.get(word) ?? 0) + 1);
  const common = (word: number) =>
    !isHanWord(query.words[word]!) && holders.get(word)! > COMMON_WORD_SHARE * customRank.length;
  for (const c of criteria.values()) for (const word of c.held) c.words += common(word) ? 0.5 : 1;
  for (const id of named)
    if (!criteria.has(id)) criteria.set(id, {held: [], words: 0, typos: 0, score: 0});
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
