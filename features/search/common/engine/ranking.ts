/**
 * The order of the records that hold a query word (./scoring.ts), and of the pages it names:
 * 1. the pages the query names: it equals their title, sidebar label or section label, as a whole
 *    (guides before reference pages of the same name: ./names.ts);
 * 2. most query words held (a record need not hold them all), a common English word counting half;
 * 3. fewest typos;
 * 4. pages before hubs, which send readers to them (the home page, the glossary: ../selectors.ts):
 *    a hub's blurb holds a question's words as often as the guide it points to;
 * 5. the BM25 score over the weighted fields (./scoring.ts), which stands in for Algolia's attribute,
 *    proximity and exactness criteria (measured on the readers' questions, it did better than they);
 * 6. the custom ranking: page rank, heading level, position on the page.
 */
import {MatchKind, type CompiledQuery} from './query';
import type {Scored} from './scoring';
import {isHanWord} from './tokenize';

/**
 * An English word held by more than this share of the records ("flow", "api", "key", "flowloom")
 * says little about which one answers a question: it counts half in the words criterion. Measured on
 * the readers' questions, success@3 held at 95% or more in both locales from 2% to 7%; counting
 * Chinese words the same way lost questions, as the segmenter already leaves out the emptiest ones.
 */
const COMMON_WORD_SHARE = 0.04;

interface Criteria {
  id: number;
  /** How strongly the query names the record's page (./names.ts, `NameRank`), 0 when it does not. */
  named: number;
  /** The query words held, by index. */
  held: number[];
  words: number;
  typos: number;
  /** 1 for a hub's record, else 0. */
  hub: number;
  score: number;
  /** The record's place in the custom ranking. */
  custom: number;
}

function criteriaOf(
  {id, score, terms}: Scored,
  query: CompiledQuery,
  customRank: Int32Array,
  isHub: (id: number) => boolean,
): Criteria {
  const best = new Map<number, MatchKind>();
  for (const term of terms)
    for (const [word, kind] of query.candidates.get(term)!.words)
      best.set(word, Math.min(kind, best.get(word) ?? kind) as MatchKind);
  let typos = 0;
  for (const kind of best.values()) if (kind === MatchKind.Typo) typos++;
  // Scaled by the words held, as MiniSearch scales by the terms held; a word's forms ("flow", "flows") count once.
  const held = [...best.keys()];
  return {
    id,
    named: 0,
    held,
    words: 0,
    typos,
    hub: isHub(id) ? 1 : 0,
    score: score * best.size,
    custom: customRank[id]!,
  };
}

/**
 * Record ids, best first. `customRank[id]` is the record's place in the custom ranking; `named` are
 * the records of the pages the query names (a title, sidebar label or section label equal to it),
 * each with its rank, ranked first even when their text holds none of its words (a section's
 * label, "Data ingestion"). `isHub(id)` tells a hub's records.
 */
export function rank(
  results: readonly Scored[],
  query: CompiledQuery,
  customRank: Int32Array,
  named: ReadonlyMap<number, number>,
  isHub: (id: number) => boolean,
): number[] {
  const criteria = results.map((result) => criteriaOf(result, query, customRank, isHub));
  // How many records hold each word: every record holding a query word is among the results.
  const holders = new Map<number, number>();
  for (const {held} of criteria)
    for (const word of held) holders.set(word, (holders.get(word) ?? 0) + 1);
  const common = (word: number) =>
    !isHanWord(query.words[word]!) && holders.get(word)! > COMMON_WORD_SHARE * customRank.length;
  for (const c of criteria) for (const word of c.held) c.words += common(word) ? 0.5 : 1;
  if (named.size > 0) {
    const byId = new Map(criteria.map((c) => [c.id, c]));
    for (const [id, strength] of named) {
      let c = byId.get(id);
      if (!c) {
        c = {
          id,
          named: 0,
          held: [],
          words: 0,
          typos: 0,
          hub: isHub(id) ? 1 : 0,
          score: 0,
          custom: customRank[id]!,
        };
        byId.set(id, c);
        criteria.push(c);
      }
      c.named = strength;
    }
  }
  return criteria
    .sort(
      (x, y) =>
        y.named - x.named ||
        y.words - x.words ||
        x.typos - y.typos ||
        x.hub - y.hub ||
        y.score - x.score ||
        x.custom - y.custom,
    )
    .map((c) => c.id);
}
