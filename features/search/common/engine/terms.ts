/**
 * What a folded word counts as. Stop words (the kept lists of the `stopword` package, plus the
 * Chinese question words it lacks) are not indexed and make no match. English words match the words
 * of the same Porter stem (`stemmer`): "flows" finds "flow", "installing" finds "installation". The
 * index keeps the words as written, so a prefix being typed ("installa") still finds them.
 */
import {stemmer} from 'stemmer';
import {eng, zho} from 'stopword';

import {isHanWord} from './tokenize';

/**
 * The Chinese counterparts of English stop words that `zho` (single characters) misses, as the
 * segmenter cuts them out of a question: "为什么我的流程没有输出", "如何修改端口", "列出所有流程".
 */
const CHINESE_FUNCTION_WORDS = [
  '为什么',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '是否',
  '所有',
  '一个',
];

/**
 * What is left of an English contraction once the apostrophe splits it ("can't", "doesn't", "it's",
 * "we'll"), which `eng` lacks: alone, "t" or "doesn" asked for every term of its first letters.
 */
const CONTRACTION_PARTS = [
  ...['s', 't', 'd', 'm', 'll', 're', 've'],
  ...['don', 'doesn', 'didn', 'isn', 'aren', 'wasn', 'weren', 'won', 'wouldn', 'couldn', 'shouldn'],
  ...['hasn', 'haven', 'hadn', 'mustn', 'needn'],
];

const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ...zho,
  ...CHINESE_FUNCTION_WORDS,
  ...CONTRACTION_PARTS,
]);
const ENGLISH_WORD = /^[a-z]+$/;
const DIGIT = /\p{N}/u;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The index term of a folded word: the word itself, or null for a stop word. */
export function indexTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : word;
}

/**
 * Whether a word has other forms that match it: an English word has the words of its stem. A number,
 * an id (`p2xcw`) or a Han word has only itself.
 */
export const hasForms = (term: string): boolean => ENGLISH_WORD.test(term);

/** The key under which words match each other: the Porter stem of an English word, else the word. */
export function stemOf(term: string): string {
  return hasForms(term) ? stemmer(term) : term;
}

/**
 * Typos a query term may carry: one from 5 characters, two from 9; none for a word with a digit (a
 * version, a port, an id such as `p2XcW` or `ab12c`, which pasted errors are full of and readers do
 * not mistype into other words) or a Han word (one character is a word).
 */
export function typoBudget(term: string): number {
  if (term.length < 5 || DIGIT.test(term) || isHanWord(term)) return 0;
  return term.length >= 9 ? 2 : 1;
}
