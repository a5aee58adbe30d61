/** A query compiled against the vocabulary: for each query word, the terms it matches and at what cost. */
import type {Matcher} from './highlight';
import {isHanWord, words as foldedWords} from './tokenize';
import {typoBudget} from './typo';
import type {Vocabulary} from './vocabulary';

/**
 * Cost of a term for a query word: 0 exact, 1 prefix, 2 per typo. Typos weigh double so that one
 * minimum per word gives both the typo count (cost >> 1) and exactness (cost 0).
 */
const PREFIX_COST = 1;
export const typosOfCost = (cost: number): number => cost >> 1;

interface QueryWord {
  text: string;
  /** The last word is still being typed: it also matches as a prefix. */
  prefix: boolean;
}

/**
 * The query's words as the index knows them: a Han word the pages do not hold is split into words they
 * do. A repeated word counts once (a record holding it once holds it "twice" too), which also keeps a
 * pasted repetitive query from multiplying the work per record.
 */
function queryWords(query: string, vocabulary: Vocabulary): QueryWord[] {
  const typed = foldedWords(query);
  const unique = new Map<string, QueryWord>();
  typed.forEach((word, index) => {
    const parts =
      isHanWord(word) && vocabulary.id(word) === undefined ? vocabulary.splitHan(word) : [word];
    parts.forEach((text, part) => {
      const prefix = index === typed.length - 1 && part === parts.length - 1;
      const seen = unique.get(text);
      if (seen) seen.prefix ||= prefix;
      else unique.set(text, {text, prefix});
    });
  });
  return [...unique.values()];
}

/**
 * Per term, a linked list of (query word, cost) entries. The arrays spanning the vocabulary are kept
 * from query to query; a stamp tells the current query's heads from stale ones.
 */
export class QueryMatches implements Matcher {
  words: string[] = [];
  /** The terms each query word matches. */
  termsByWord: number[][] = [];
  readonly entryWord: number[] = [];
  readonly entryCost: number[] = [];
  readonly entryNext: number[] = [];
  private readonly head: Int32Array;
  private readonly headStamp: Uint32Array;
  private stamp = 0;

  constructor(private readonly vocabulary: Vocabulary) {
    this.head = new Int32Array(vocabulary.size);
    this.headStamp = new Uint32Array(vocabulary.size);
  }

  /** First entry of a term in the current query, or -1. */
  first(term: number): number {
    return this.headStamp[term] === this.stamp ? this.head[term]! : -1;
  }

  /**
   * Compiles a query. Returns false as soon as a word matches no term: no record can have every word,
   * and the typo scans of the remaining words are skipped.
   */
  compile(query: string): boolean {
    if (++this.stamp === 0xffffffff) {
      this.headStamp.fill(0);
      this.stamp = 1;
    }
    this.entryWord.length = this.entryCost.length = this.entryNext.length = 0;
    const words = queryWords(query, this.vocabulary);
    this.words = words.map((word) => word.text);
    this.termsByWord = [];
    for (const [index, {text, prefix}] of words.entries()) {
      const terms: number[] = [];
      // Candidates come cheapest first (exact, prefix, typos): a term already listed for this word keeps its cost.
      const add = (term: number, cost: number): void => {
        const first = this.first(term);
        if (first !== -1 && this.entryWord[first] === index) return;
        this.entryNext.push(first);
        this.entryWord.push(index);
        this.entryCost.push(cost);
        this.head[term] = this.entryWord.length - 1;
        this.headStamp[term] = this.stamp;
        terms.push(term);
      };
      const exact = this.vocabulary.id(text);
      if (exact !== undefined) add(exact, 0);
      if (prefix) this.vocabulary.forEachExtension(text, (term) => add(term, PREFIX_COST));
      const budget = typoBudget(text);
      if (budget > 0)
        this.vocabulary.forEachWithinTypos(text, budget, (term, typos) => add(term, 2 * typos));
      if (terms.length === 0) return false;
      this.termsByWord.push(terms);
    }
    return true;
  }

  match(token: string, matched: number[]): number {
    const term = this.vocabulary.id(token);
    if (term === undefined) return 0;
    let length = 0;
    for (let entry = this.first(term); entry !== -1; entry = this.entryNext[entry]!) {
      const word = this.entryWord[entry]!;
      matched.push(word);
      length = Math.max(
        length,
        this.entryCost[entry] === PREFIX_COST ? this.words[word]!.length : token.length,
      );
    }
    return length;
  }
}
