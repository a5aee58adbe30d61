/**
 * Finds the defaults of `FLOWLOOM_*` variables that a page states, so that a test can hold them
 * equal to data/env-vars.ts. What counts as stating a default:
 * - in prose, the variable in backticks followed in the same sentence by "default `v`",
 *   "defaults to `v`", "default is `v`" (or 默认 / 默认为 / 默认值为 `v`); "`NAME` is `v` by
 *   default"; "`NAME=v` (the default)" or "`NAME=v`, the default" (`NAME=v`（默认值）, 默认的
 *   `NAME=v`); and every "`NAME=v`" or "`NAME` is `v`" (为 `v`) of a sentence that starts with
 *   "By default" (默认情况下);
 * - in a Markdown table with a Default (默认值) column, the row whose cell is exactly `NAME`:
 *   a code value, or none / 无 / — for no default;
 * - in a code block whose title says default (默认), every `NAME=v` or `NAME: v` line.
 * Example values elsewhere (`FLOWLOOM_PORT=8080 flowloom run`) are not defaults.
 */
import {splitSource, type Paragraph} from './docSources';

export interface StatedDefault {
  name: string;
  /** `undefined`: the page says the variable has no default. */
  value: string | undefined;
  line: number;
}

const NAME = 'FLOWLOOM_[A-Z0-9_]*[A-Z0-9]';
/** Text up to the end of the sentence, without another code span. */
const SAME_SENTENCE = '(?:(?![.!?](?:\\s|$))[^`。！？])*?';

const PROSE_PATTERNS: RegExp[] = [
  new RegExp(
    `\`(${NAME})\`${SAME_SENTENCE}\\bdefaults?\\b(?:\\s+(?:value\\s+)?(?:is|to|of))?:?\\s*\`([^\`]*)\``,
    'g',
  ),
  new RegExp(`\`(${NAME})\` (?:is|defaults to) \`([^\`]*)\` by default`, 'g'),
  new RegExp(`\`(${NAME})=([^\`]*)\`(?:,| \\()? ?the default\\b`, 'g'),
  new RegExp(`\`(${NAME})\`${SAME_SENTENCE}默认(?:值)?(?:为|是)?\\s*\`([^\`]*)\``, 'g'),
  new RegExp(`默认的\\s*\`(${NAME})=([^\`]*)\``, 'g'),
  new RegExp(`\`(${NAME})=([^\`]*)\`\\s*[（(]默认值?[）)]`, 'g'),
];

/** In a sentence that starts with "By default": assignments and "`NAME` is `v`". */
const BY_DEFAULT_SENTENCE = /^(?:By default|默认情况下)/;
const IN_DEFAULT_SENTENCE = new RegExp(`\`(${NAME})(?:=([^\`]*)\`|\` (?:is|为) \`([^\`]*)\`)`, 'g');

const unquote = (value: string): string => value.trim().replace(/^(["'])(.*)\1$/, '$2');

function fromParagraph(paragraph: Paragraph): StatedDefault[] {
  // One string for the paragraph, with where each line starts, so a match knows its line.
  const starts: number[] = [];
  let text = '';
  for (const {text: line} of paragraph) {
    starts.push(text.length);
    text += `${line} `;
  }
  const lineAt = (offset: number): number => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= offset) index += 1;
    return paragraph[index]!.line;
  };
  const found: StatedDefault[] = [];
  for (const pattern of PROSE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      found.push({name: match[1]!, value: unquote(match[2]!), line: lineAt(match.index)});
    }
  }
  let offset = 0;
  // Chinese sentences end without a space.
  for (const sentence of text.split(/(?<=[。！？])|(?<=[.!?])\s+/)) {
    const at = text.indexOf(sentence, offset);
    offset = at + sentence.length;
    if (!BY_DEFAULT_SENTENCE.test(sentence.trim())) continue;
    for (const match of sentence.matchAll(IN_DEFAULT_SENTENCE)) {
      found.push({
        name: match[1]!,
        value: unquote(match[2] ?? match[3]!),
        line: lineAt(at + match.index),
      });
    }
  }
  return found;
}

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function fromTable(paragraph: Paragraph): StatedDefault[] {
  if (!paragraph.every(({text}) => text.trim().startsWith('|')) || paragraph.length < 3) return [];
  const column = cells(paragraph[0]!.text).findIndex((header) =>
    /^(?:\*\*)?(?:default|默认值?)(?:\*\*)?$/i.test(header),
  );
  if (column < 0) return [];
  return paragraph.slice(2).flatMap(({text, line}): StatedDefault[] => {
    const row = cells(text);
    const name = row.map((cell) => new RegExp(`^\`(${NAME})\`$`).exec(cell)?.[1]).find(Boolean);
    const value = row[column];
    if (!name || value === undefined) return [];
    const code = /^`([^`]*)`$/.exec(value);
    if (code) return [{name, value: code[1]!, line}];
    if (/^(?:none|无|—|-)$/i.test(value)) return [{name, value: undefined, line}];
    return [];
  });
}

const BLOCK_LINE = new RegExp(`^\\s*(?:#\\s*)?(${NAME})(?:=|:\\s)(.*)$`);

export function statedDefaults(text: string): StatedDefault[] {
  const {blocks, paragraphs} = splitSource(text);
  const fromBlocks = blocks
    .filter((block) => /default|默认/i.test(block.title))
    .flatMap((block) =>
      block.lines.flatMap(({text: line, line: number}): StatedDefault[] => {
        const match = BLOCK_LINE.exec(line);
        if (!match) return [];
        const value = unquote(match[2]!.replace(/\s+#.*$/, ''));
        return [{name: match[1]!, value: value === '' ? undefined : value, line: number}];
      }),
    );
  return [...paragraphs.flatMap(fromParagraph), ...paragraphs.flatMap(fromTable), ...fromBlocks];
}
