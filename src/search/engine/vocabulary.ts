/** The index's distinct words: sorted for prefix search, bucketed by length for typo search. */
import {charWidth, isHanWord} from './tokenize';
import {typoDistance} from './typo';

export class Vocabulary {
  /** Sorted by UTF-16 code units, the order in which the terms sharing a prefix are contiguous; a term's id is its place. */
  readonly terms: readonly string[];
  private readonly ids: Map<string, number>;
  private readonly idsByLength: number[][] = [];
  private readonly longestHanTerm: number;

  constructor(words: Iterable<string>) {
    this.terms = [...new Set(words)].sort();
    this.ids = new Map(this.terms.map((term, id) => [term, id]));
    let longestHanTerm = 1;
    this.terms.forEach((term, id) => {
      (this.idsByLength[term.length] ??= []).push(id);
      if (term.length > longestHanTerm && isHanWord(term)) longestHanTerm = term.length;
    });
    this.longestHanTerm = longestHanTerm;
  }

  get size(): number {
    return this.terms.length;
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Visits the terms that start with `prefix` and are longer: a binary search, then one contiguous run. */
  forEachExtension(prefix: string, visit: (id: number) => void): void {
    const terms = this.terms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let id = low; id < terms.length && terms[id]!.startsWith(prefix); id++) {
      if (terms[id]!.length > prefix.length) visit(id);
    }
  }

  /** Visits the terms 1 to `max` typos away from `word`, scanning only the lengths that can be that close. */
  forEachWithinTypos(word: string, max: number, visit: (id: number, typos: number) => void): void {
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
      for (const id of this.idsByLength[length] ?? []) {
        const typos = typoDistance(word, this.terms[id]!, max);
        if (typos > 0 && typos <= max) visit(id, typos);
      }
    }
  }

  /**
   * A Han word the index does not hold (the query was segmented differently from the pages), as the
   * longest indexed words it is made of, left to right; a character in no such word stays alone.
   */
  splitHan(word: string): string[] {
    const parts: string[] = [];
    for (let start = 0; start < word.length;) {
      const shortest = start + charWidth(word, start);
      let end = Math.max(shortest, Math.min(word.length, start + this.longestHanTerm));
      while (end > shortest && !this.ids.has(word.slice(start, end))) end--;
      parts.push(word.slice(start, end));
      start = end;
    }
    return parts;
  }
}
