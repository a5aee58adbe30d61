/**
 * How much of a page's prose is in its locale's language, read from its Markdown twin: code blocks,
 * code spans, link targets and front-matter keys aside, the words are segmented with
 * `Intl.Segmenter` and each word counts as Chinese (Han characters) or English (Latin letters).
 * A Chinese word is one segment (一个词), an English word one word: the share compares like with like.
 */
export interface WordCounts {
  zh: number;
  en: number;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});

/** The prose of a twin: without fences, code spans, link targets, URLs and front-matter keys. */
export function twinProse(markdown: string): string {
  return markdown
    .replace(/^---\n([\s\S]*?)\n---\n/, (_, head: string) =>
      head
        .split('\n')
        .filter((line) => /^(title|description):/.test(line))
        .map((line) => line.replace(/^\w+:\s*/, ''))
        .join('\n'),
    )
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<?https?:\/\/\S+/g, ' ');
}

/** The Chinese and English words of a text. */
export function wordCounts(text: string): WordCounts {
  const counts: WordCounts = {zh: 0, en: 0};
  for (const {segment, isWordLike} of segmenter.segment(text)) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) counts.zh += 1;
    else if (LATIN.test(segment)) counts.en += 1;
  }
  return counts;
}

export const addCounts = (a: WordCounts, b: WordCounts): WordCounts => ({
  zh: a.zh + b.zh,
  en: a.en + b.en,
});

/** The share of words in `language` (0 to 1; 1 for a text without words). */
export function shareOf(counts: WordCounts, language: keyof WordCounts): number {
  const total = counts.zh + counts.en;
  return total === 0 ? 1 : counts[language] / total;
}
