/**
 * What a query word also stands for: the site's synonyms (../synonyms.ts) as the engine applies them,
 * as Algolia does. A word of a group matches the terms of every other word of the group, a one-way
 * input the terms of its words, each as an exact match. English words are compared by stem
 * ("folders" is "folder"); a Han word the table holds is kept whole in the query, however the
 * browser's segmenter would cut it.
 */
import type {SynonymEntry} from '../synonyms';
import {stemOf} from './terms';
import {fold, isHanWord, tokenize} from './tokenize';

/** A word as the table keys it: a Han word itself, any other by its stem. */
const keyOf = (word: string): string => (isHanWord(word) ? word : stemOf(word));

export class Alternatives {
  private readonly table = new Map<string, string[]>();
  /** The Han words of the table, longest first: kept whole in a query. */
  private readonly hanWords: string[] = [];

  constructor(entries: readonly SynonymEntry[] = []) {
    const add = (from: string, to: string) => {
      const key = keyOf(from);
      const list = this.table.get(key) ?? [];
      if (from !== to && !list.includes(to)) list.push(to);
      this.table.set(key, list);
      if (isHanWord(from) && !this.hanWords.includes(from)) this.hanWords.push(from);
    };
    for (const entry of entries) {
      const words = entry.words.map(fold);
      if ('input' in entry) for (const word of words) add(fold(entry.input), word);
      else for (const from of words) for (const to of words) add(from, to);
    }
    this.hanWords.sort((a, b) => b.length - a.length);
  }

  /** The words `word` also stands for; none for a word no entry names. */
  of(word: string): readonly string[] {
    return this.table.get(keyOf(word)) ?? [];
  }

  /** The folded words of a query, a Han word of the table kept whole where the segmenter cut it. */
  words(query: string): string[] {
    const tokens = tokenize(query);
    if (this.hanWords.length === 0) return tokens.map(({word}) => word);
    const words: string[] = [];
    for (let i = 0; i < tokens.length;) {
      let joined = tokens[i]!.word;
      let end = i + 1;
      let taken = isHanWord(joined) && this.table.has(joined) ? end : i + 1;
      // Adjacent Han tokens (no separator between them) that spell a word of the table.
      while (
        end < tokens.length &&
        isHanWord(tokens[end]!.word) &&
        tokens[end]!.start === tokens[end - 1]!.end &&
        joined.length < this.hanWords[0]!.length
      ) {
        joined += tokens[end]!.word;
        end += 1;
        if (this.table.has(joined)) taken = end;
      }
      words.push(
        tokens
          .slice(i, taken)
          .map(({word}) => word)
          .join(''),
      );
      i = taken;
    }
    return words;
  }
}
