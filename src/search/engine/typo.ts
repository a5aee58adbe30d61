/** Typo tolerance: how many typos a query word may carry, and the edit distance that counts them. */
import {isHanWord} from './tokenize';

const NUMBER = /^\p{N}+$/u;

/** One typo from 5 characters, two from 9; none for numbers (versions, ports) or Han words (one character is a word). */
export function typoBudget(word: string): number {
  if (word.length < 5 || NUMBER.test(word) || isHanWord(word)) return 0;
  return word.length >= 9 ? 2 : 1;
}

// Three rows of the distance matrix (two back, for transpositions), reused across calls.
let rows = new Int32Array(64);

/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form (insert, delete, substitute, swap
 * two neighbours), or `max + 1` as soon as every alignment costs more than `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cb = b.charCodeAt(j - 1);
      let cost = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && cb === a.charCodeAt(i - 2)) {
        cost = Math.min(cost, rows[before + j - 2]! + 1);
      }
      rows[current + j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    const recycled = before;
    before = previous;
    previous = current;
    current = recycled;
  }
  return Math.min(rows[previous + width - 1]!, max + 1);
}
