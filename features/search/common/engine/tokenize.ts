/**
 * Splits text into folded words (NFKD, no combining marks, lower case) and remembers where each word
 * sits in the original string, so that the index, the query and the highlighter all see the same words.
 */

/** A word of a text: its folded form and its UTF-16 range in the original string. */
export interface Token {
  word: string;
  start: number;
  end: number;
}

const MARKS = /\p{M}/gu;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const HAN = /^\p{Script=Han}/u;
/** The lowest code point of the Han script (CJK radicals): a cheap test before the regular expression. */
const FIRST_HAN = '\u2e80';

// Feature-detected: without a word segmenter, Han text falls back to one word per character.
const hanSegmenter: Intl.Segmenter | undefined =
  typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('zh', {granularity: 'word'})
    : undefined;

// Folding needs NFKD and regular expressions; texts reuse few distinct characters, so each is folded once.
const foldedChars = new Map<string, string>();

/** The folded form of one character: '' for a combining mark, a space for each separator character. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return char;
    return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ' ';
  }
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = '';
    // Only a combining mark folds to '': it then belongs to the word it follows.
    for (const c of char.normalize('NFKD').replace(MARKS, '').toLowerCase())
      folded += WORD_CHAR.test(c) ? c : ' ';
    foldedChars.set(char, folded);
  }
  return folded;
}

/** 2 for a surrogate pair (a character outside the BMP), else 1. */
export function charWidth(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code < 0xdc00 && index + 1 < text.length ? 2 : 1;
}

export function isHanWord(word: string): boolean {
  return word >= FIRST_HAN && HAN.test(word);
}

/** Han words of the runs joined in `text`, each run followed by one space. */
function segmentHan(text: string, offsets: readonly number[]): Token[] {
  const tokens: Token[] = [];
  // offsets[i]: where the unit i of `text` starts in the original; at a run's closing space, where the run ends.
  const push = (from: number, to: number): void => {
    tokens.push({word: text.slice(from, to), start: offsets[from]!, end: offsets[to]!});
  };
  if (hanSegmenter) {
    for (const {segment, index} of hanSegmenter.segment(text))
      if (segment !== ' ') push(index, index + segment.length);
  } else {
    for (let i = 0; i < text.length; i += charWidth(text, i))
      if (text[i] !== ' ') push(i, i + charWidth(text, i));
  }
  return tokens;
}

/** Merges two token lists ordered by start. */
function merge(a: Token[], b: Token[]): Token[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const merged: Token[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length)
    merged.push(j >= b.length || (i < a.length && a[i]!.start < b[j]!.start) ? a[i++]! : b[j++]!);
  return merged;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let start = 0;
  let end = 0;
  // Han runs are segmented together, in one call after the scan: the segmenter's cost is mostly per call.
  let han = '';
  const hanOffsets: number[] = [];
  let inHan = false;

  const flush = (): void => {
    if (word !== '') tokens.push({word, start, end});
    word = '';
    if (inHan) {
      han += ' ';
      hanOffsets.push(end);
      inHan = false;
    }
  };

  const addChar = (c: string, offset: number, width: number): void => {
    if (c === ' ') {
      flush();
      return;
    }
    const isHan = c >= FIRST_HAN && HAN.test(c);
    // Han and other scripts are separate words even when written together ("RAG流程").
    if (isHan ? word !== '' : inHan) flush();
    if (isHan) {
      inHan = true;
      han += c;
      for (let k = 0; k < c.length; k++) hanOffsets.push(offset);
    } else {
      if (word === '') start = offset;
      word += c;
    }
    end = offset + width;
  };

  for (let i = 0; i < text.length;) {
    const width = charWidth(text, i);
    const folded = foldChar(width === 1 ? text[i]! : text.slice(i, i + width));
    if (folded === '') {
      // A combining mark belongs to the word it follows.
      if (word !== '' || inHan) end = i + width;
    } else if (folded.length === 1) {
      // The common case (ASCII and most letters), kept free of the iterator below.
      addChar(folded, i, width);
    } else {
      for (const c of folded) addChar(c, i, width);
    }
    i += width;
  }
  flush();
  return han === '' ? tokens : merge(tokens, segmentHan(han, hanOffsets));
}

/**
 * A text folded as its words are, the words one space apart, without segmenting Han runs (nor
 * needing the segmenter): a key for comparing a query with a whole name ("自定义组件", "Data ingestion").
 */
export function fold(text: string): string {
  let folded = '';
  let lastWasHan: boolean | undefined;
  for (let i = 0; i < text.length;) {
    const width = charWidth(text, i);
    for (const c of foldChar(text.slice(i, i + width))) {
      const isHan = c >= FIRST_HAN && HAN.test(c);
      // A separator, or a change between Han and other scripts, ends a word, as in `tokenize`.
      if (c === ' ' || (lastWasHan !== undefined && isHan !== lastWasHan)) folded += ' ';
      if (c !== ' ') folded += c;
      lastWasHan = c === ' ' ? undefined : isHan;
    }
    i += width;
  }
  return folded.split(' ').filter(Boolean).join(' ');
}

/** The folded words of a text. */
export function words(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}

/** Where, in the original text, the first `length` folded characters of the token starting at `start` end. */
export function foldedPrefixEnd(text: string, start: number, end: number, length: number): number {
  let folded = 0;
  let i = start;
  while (i < end && folded < length) {
    const width = charWidth(text, i);
    folded += foldChar(text.slice(i, i + width)).length;
    i += width;
  }
  return i;
}
