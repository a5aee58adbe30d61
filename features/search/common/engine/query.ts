/**
 * A query, compiled against the index terms it may match: for each index term, the query words it
 * stands for and how much a match weighs. Works on the term chunks that hold those terms, which the
 * index fetches first (`rangesOf` says which).
 */
import SearchableMap from 'minisearch/SearchableMap';

import {Alternatives} from './alternatives';
import type {Matcher} from './highlight';
import {hasForms, isStopWord, stemOf, typoBudget} from './terms';
import {charWidth, isHanWord} from './tokenize';

/** No synonyms: what a query compiles against when none are given. */
const NONE = new Alternatives();

/** MiniSearch's default weights of a prefix and of a fuzzy match, relative to an exact one. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** The terms of a query's chunks, looked up by prefix. */
export interface TermSource {
  /** The sorted terms that start with `prefix`; only ever asked for prefixes `rangesOf` named. */
  withPrefix(prefix: string): readonly string[];
  has(term: string): boolean;
}

/** How a term matches a query word, best first: the word or a word of its stem, a longer word it starts, a typo. */
export const MatchKind = {Exact: 0, Prefix: 1, Typo: 2} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface Candidate {
  /** The query words this term matches, and how (the best way, when several). */
  words: Map<number, MatchKind>;
  /** The weight of its best match: 1 for the word or a word of the same stem, less for a prefix or a typo. */
  weight: number;
  /** Folded characters to highlight when the match is only a prefix; undefined for the whole word. */
  prefixLength?: number;
}

export interface CompiledQuery extends Matcher {
  /** Index terms the query matches. */
  readonly candidates: ReadonlyMap<string, Candidate>;
}

interface Word {
  text: string;
  /** The last word is still being typed: it also matches as a prefix. */
  prefix: boolean;
}

/** Letters a word with typos is taken to start with as typed. Typo budgets start at 5 letters, so no surrogate pair is cut. */
const TYPO_FREE_LETTERS = 2;
const typoRoot = (word: string): string => word.slice(0, TYPO_FREE_LETTERS);

/**
 * The part of a stem that every word of that stem starts with: the stem, but for a last letter Porter
 * may have altered or added, a y made i ("happy", "happi"), an e added back ("rating", "rate") or the
 * l of "ble" ("possibility", "possibl"). Every other stem is how its words start, so a short one asks
 * for its own terms only ("cors", "cor"), not for every term of its first letters ("co"): pasted
 * errors are full of such words. A stem of two letters ("ai") is kept whole.
 */
const stemRoot = (word: string): string => {
  const stem = stemOf(word);
  return hasForms(word) && stem.length > 2 && /(i|e|bl)$/.test(stem) ? stem.slice(0, -1) : stem;
};

/** What the query may match of a word it does not type out: its own term, or every form of its stem. */
function addWhole(text: string, ranges: Set<string>, terms: Set<string>): void {
  if (hasForms(text)) ranges.add(stemRoot(text));
  else terms.add(text);
}

/** What a query asks of the index: every term that starts with one of `prefixes`, and `terms` themselves. */
export interface Ranges {
  prefixes: string[];
  terms: string[];
}

/**
 * What the query may match as typed: the terms starting with each English word's stem root; a Han
 * word, a number or an id itself (it has no other forms); the terms any word starts when it is the
 * last one, being typed; and the same for the words each stands for (`alternatives`).
 */
export function rangesOf(query: string, alternatives: Alternatives = NONE): Ranges {
  const typed = alternatives.words(query);
  const ranges = new Set<string>();
  const terms = new Set<string>();
  typed.forEach((text, index) => {
    for (const alternative of alternatives.of(text)) addWhole(alternative, ranges, terms);
    const last = index === typed.length - 1;
    if (isStopWord(text) && !isHanWord(text)) {
      if (last) ranges.add(text);
      return;
    }
    addWhole(text, ranges, terms);
    if (last) ranges.add(text);
  });
  return {prefixes: [...ranges], terms: [...terms]};
}

/**
 * The prefixes a query needs once the terms of `rangesOf` are known: every character of each Han word
 * the index lacks (the query was segmented differently from the pages), so that it can be split into
 * the words the index holds.
 */
export function hanRangesOf(
  query: string,
  terms: TermSource,
  alternatives: Alternatives = NONE,
): string[] {
  const ranges = new Set<string>();
  for (const text of alternatives.words(query))
    if (isHanWord(text) && !terms.has(text) && alternatives.of(text).length === 0)
      for (let i = 0; i < text.length; i += charWidth(text, i))
        ranges.add(text.slice(i, i + charWidth(text, i)));
  return [...ranges];
}

/**
 * Query words found as typed from which a query reads as pasted text (an error message, a log line)
 * rather than typed: a typed question seldom holds as many, and one that does is answered by them.
 */
const PASTED_WORDS = 5;

/**
 * The words of a query compiled without typos that matched nothing and may carry typos. Only these
 * are corrected: a word the index holds as typed is taken as meant (as "model" is not "modal"), which
 * keeps a question from fetching the terms of every word that shares its first two letters. In pasted
 * text, none is: what the index lacks there is the reader's own name, path or variable (`respone`),
 * and correcting it would fetch every term of its first letters for a match that is not meant.
 */
export function wordsToCorrect({words, candidates}: CompiledQuery): string[] {
  const matched = new Set<number>();
  for (const {words: held} of candidates.values())
    for (const word of held.keys()) matched.add(word);
  if (matched.size >= PASTED_WORDS) return [];
  return words.filter((word, index) => !matched.has(index) && typoBudget(word) > 0);
}

/**
 * The prefixes whose terms the words to correct may be typos of: their first two letters (a typo
 * there is not corrected, and readers mistype the end of a word more than its start).
 */
export const typoRangesOf = (words: readonly string[]): string[] => [
  ...new Set(words.map(typoRoot)),
];

/**
 * The query's words: a stop word only when it is the last one (it then matches as a prefix, since it
 * may be the start of another word), and a Han word the index lacks (the query was segmented
 * differently from the pages) as the longest indexed words it is made of, left to right.
 */
function queryWords(query: string, terms: TermSource, alternatives: Alternatives): Word[] {
  const typed = alternatives.words(query);
  const unique = new Map<string, Word>();
  typed.forEach((text, index) => {
    const last = index === typed.length - 1;
    if (isStopWord(text) && !last) return;
    // A word with synonyms is kept whole: they match where it does not.
    const parts =
      isHanWord(text) && !terms.has(text) && alternatives.of(text).length === 0
        ? splitHan(text, terms)
        : [text];
    parts.forEach((part, k) => {
      const prefix = last && k === parts.length - 1;
      const seen = unique.get(part);
      if (seen) seen.prefix ||= prefix;
      else unique.set(part, {text: part, prefix});
    });
  });
  return [...unique.values()];
}

/** A Han word as the longest indexed words it is made of, left to right; a character in none stays alone. */
export function splitHan(word: string, terms: TermSource): string[] {
  const parts: string[] = [];
  for (let start = 0; start < word.length;) {
    const shortest = start + charWidth(word, start);
    let end = shortest;
    for (const term of terms.withPrefix(word.slice(start, shortest)))
      if (term.length > end - start && word.startsWith(term, start)) end = start + term.length;
    parts.push(word.slice(start, end));
    start = end;
  }
  return parts;
}

/**
 * The query against `terms`; only the words in `correct` may match with typos. The words a query
 * word stands for (`alternatives`) match as the word itself does, exactly.
 */
export function compileQuery(
  query: string,
  terms: TermSource,
  correct: ReadonlySet<string> = new Set(),
  alternatives: Alternatives = NONE,
): CompiledQuery {
  const words = queryWords(query, terms, alternatives);
  const candidates = new Map<string, Candidate>();
  const add = (
    term: string,
    word: number,
    kind: MatchKind,
    weight: number,
    prefixLength?: number,
  ) => {
    const known = candidates.get(term);
    if (!known) {
      candidates.set(term, {words: new Map([[word, kind]]), weight, prefixLength});
      return;
    }
    known.words.set(word, Math.min(kind, known.words.get(word) ?? kind) as MatchKind);
    if (weight > known.weight) known.weight = weight;
    // A term that some word matches whole is highlighted whole.
    if (known.prefixLength !== undefined)
      known.prefixLength =
        prefixLength === undefined ? undefined : Math.max(known.prefixLength, prefixLength);
  };
  /** Every form of `word` among the terms: itself, or a term of its stem. */
  const formsOf = (word: string): string[] => {
    if (isHanWord(word)) return terms.has(word) ? [word] : [];
    const stem = stemOf(word);
    return terms
      .withPrefix(stemRoot(word))
      .filter((term) => term === word || stemOf(term) === stem);
  };
  words.forEach(({text, prefix}, index) => {
    const stopWord = isStopWord(text);
    if (!stopWord) for (const term of formsOf(text)) add(term, index, MatchKind.Exact, 1);
    for (const alternative of alternatives.of(text))
      for (const term of formsOf(alternative)) add(term, index, MatchKind.Exact, 1);
    if (prefix) {
      for (const term of terms.withPrefix(text)) {
        const extra = term.length - text.length;
        if (extra > 0)
          add(
            term,
            index,
            MatchKind.Prefix,
            (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * extra),
            text.length,
          );
      }
    }
    const typos = stopWord || !correct.has(text) ? 0 : typoBudget(text);
    if (typos > 0) {
      // A typo of a word is a typo of each of its forms: "agnet" finds "agent" and "agents".
      const addTypo = (term: string, distance: number) => {
        const stem = stemOf(term);
        for (const form of terms.withPrefix(stemRoot(term)))
          if ((form === term || stemOf(form) === stem) && !candidates.get(form)?.words.has(index))
            add(
              form,
              index,
              MatchKind.Typo,
              (FUZZY_WEIGHT * form.length) / (form.length + distance),
            );
      };
      // Two neighbours swapped ("agnets"), the commonest typo, is one typo; MiniSearch's fuzzy match
      // counts two. As for other typos, the first two letters are taken as typed.
      for (let i = TYPO_FREE_LETTERS; i + 1 < text.length; i++) {
        const swapped = text.slice(0, i) + text[i + 1]! + text[i]! + text.slice(i + 2);
        if (swapped !== text && terms.has(swapped)) addTypo(swapped, 1);
      }
      const nearby = SearchableMap.from(
        terms.withPrefix(typoRoot(text)).map((term) => [term, true]),
      );
      for (const [term, [, distance]] of nearby.fuzzyGet(text, typos))
        if (distance > 0) addTypo(term, distance);
    }
  });
  return {
    words: words.map((word) => word.text),
    candidates,
    match(token, matched) {
      const candidate = candidates.get(token);
      if (!candidate) return 0;
      matched.push(...candidate.words.keys());
      return candidate.prefixLength ?? token.length;
    },
  };
}
