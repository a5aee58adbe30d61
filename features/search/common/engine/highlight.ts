/** Highlights and snippets: the value HTML-escaped first, then the matched words wrapped in the tags. */
import {escapeHtml} from '../../../../src/utils/escapeHtml';
import {foldedPrefixEnd, tokenize, type Token} from './tokenize';
import type {HighlightResult, MatchLevel, SnippetResult} from './types';

/** Tells how a token of a value matches the query. */
export interface Matcher {
  /** The query words, folded. */
  readonly words: readonly string[];
  /**
   * Pushes onto `matched` the index of each query word the folded token matches, and returns how many
   * of its folded characters to highlight: all of it for a whole word, the typed part for a prefix, 0 for none.
   */
  match(token: string, matched: number[]): number;
}

export interface Markup {
  preTag: string;
  postTag: string;
  ellipsis: string;
}

interface MarkedValue {
  tokens: Token[];
  /** Folded characters to highlight, per token. */
  lengths: number[];
  /** Query words matched, per token. */
  matched: (readonly number[])[];
}

const NONE: readonly number[] = [];

function mark(value: string, matcher: Matcher): MarkedValue {
  const tokens = tokenize(value);
  const lengths: number[] = [];
  const matched: (readonly number[])[] = [];
  const scratch: number[] = [];
  for (const token of tokens) {
    scratch.length = 0;
    lengths.push(matcher.match(token.word, scratch));
    matched.push(scratch.length > 0 ? scratch.slice() : NONE);
  }
  return {tokens, lengths, matched};
}

/** The HTML of tokens [from, to) and the text around them, with an ellipsis on a side that is cut. */
function render(
  value: string,
  {tokens, lengths}: MarkedValue,
  from: number,
  to: number,
  markup: Markup,
): string {
  const cutBefore = from > 0;
  const cutAfter = to < tokens.length;
  // Highlighted ranges of the original text; touching ones merge (Han words have no space between them).
  const ranges: [number, number][] = [];
  for (let k = from; k < to; k++) {
    const length = lengths[k]!;
    if (length === 0) continue;
    const {word, start, end} = tokens[k]!;
    const rangeEnd = length >= word.length ? end : foldedPrefixEnd(value, start, end, length);
    const previous = ranges[ranges.length - 1];
    if (previous && previous[1] === start) previous[1] = rangeEnd;
    else ranges.push([start, rangeEnd]);
  }
  let cursor = cutBefore ? tokens[from]!.start : 0;
  let html = cutBefore ? markup.ellipsis : '';
  for (const [start, end] of ranges) {
    html += `${escapeHtml(value.slice(cursor, start))}${markup.preTag}${escapeHtml(value.slice(start, end))}${markup.postTag}`;
    cursor = end;
  }
  html += escapeHtml(value.slice(cursor, cutAfter ? tokens[to - 1]!.end : value.length));
  return cutAfter ? html + markup.ellipsis : html;
}

/** matchLevel and matchedWords of tokens [from, to). */
function matchOf(
  marked: MarkedValue,
  from: number,
  to: number,
  words: readonly string[],
): {matchLevel: MatchLevel; matchedWords: string[]} {
  const found = new Set<number>();
  for (let k = from; k < to; k++) for (const word of marked.matched[k]!) found.add(word);
  const matchedWords: string[] = [];
  words.forEach((word, index) => {
    if (found.has(index) && !matchedWords.includes(word)) matchedWords.push(word);
  });
  const matchLevel = found.size === 0 ? 'none' : found.size === words.length ? 'full' : 'partial';
  return {matchLevel, matchedWords};
}

export function highlight(value: string, matcher: Matcher, markup: Markup): HighlightResult {
  const marked = mark(value, matcher);
  const result: HighlightResult = {
    value: render(value, marked, 0, marked.tokens.length, markup),
    ...matchOf(marked, 0, marked.tokens.length, matcher.words),
  };
  if (result.matchLevel === 'full') {
    result.fullyHighlighted = marked.tokens.every(
      (token, k) => marked.lengths[k]! >= token.word.length,
    );
  }
  return result;
}

/**
 * The `size` tokens that cover the most query words (then the most matches), shifted so that the matches
 * sit in the middle; the first `size` tokens when nothing matches.
 */
function snippetWindow({matched}: MarkedValue, size: number, wordCount: number): number {
  const count = matched.length;
  if (count <= size || wordCount === 0) return 0;
  const occurrences = new Int32Array(wordCount);
  let distinct = 0;
  let matches = 0;
  let best = -1;
  let bestDistinct = 0;
  let bestMatches = 0;
  for (let end = 0; end < count; end++) {
    for (const word of matched[end]!) if (occurrences[word]!++ === 0) distinct++;
    if (matched[end]!.length > 0) matches++;
    const start = end - size + 1;
    if (start < 0) continue;
    if (distinct > bestDistinct || (distinct === bestDistinct && matches > bestMatches)) {
      best = start;
      bestDistinct = distinct;
      bestMatches = matches;
    }
    for (const word of matched[start]!) if (--occurrences[word]! === 0) distinct--;
    if (matched[start]!.length > 0) matches--;
  }
  if (best < 0) return 0;
  let first = best;
  while (matched[first]!.length === 0) first++;
  let last = best + size - 1;
  while (matched[last]!.length === 0) last--;
  const slack = size - (last - first + 1);
  return Math.min(Math.max(0, first - Math.floor(slack / 2)), count - size);
}

/** A window of `size` words around the best match, with the ellipsis where the value is cut. */
export function snippet(
  value: string,
  matcher: Matcher,
  size: number,
  markup: Markup,
): SnippetResult {
  const marked = mark(value, matcher);
  const from = snippetWindow(marked, size, matcher.words.length);
  const to = Math.min(marked.tokens.length, from + size);
  return {
    value: render(value, marked, from, to, markup),
    ...matchOf(marked, from, to, matcher.words),
  };
}
