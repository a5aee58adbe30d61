/**
 * The API calls the pages quote, as the API tests read them: `METHOD /path` in prose and tables,
 * and curl commands against the local server with their query string and JSON body. Pages are
 * read as written (tokens such as `{{serverUrl}}` still in place), with their line numbers.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

import {listOperations} from '../../plugins/helpers/openApiOperations';
import {type JsonObject} from '../../plugins/helpers/json';
import {splitSource} from './docSources';

/** Every hand-written page of both locales, and the API reference's own overview. */
export function pageSources(): string[] {
  const roots = ['docs', 'i18n', 'api-reference'];
  return roots.flatMap((root) =>
    readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter(
        (file) => /\.mdx?$/.test(file) && !file.endsWith('.api.mdx') && !file.endsWith('.tag.mdx'),
      )
      .sort()
      .map((file) => join(root, file)),
  );
}

export interface Template {
  method: string;
  path: string;
  /** Matches a concrete path of this template: `/api/v1/flows/$FLOW_ID` for `/api/v1/flows/{flow_id}`. */
  pattern: RegExp;
}

export const operationTemplates = (document: JsonObject): Template[] =>
  listOperations(document).map(({method, path}) => ({
    method,
    path,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

/**
 * The operation a concrete call reaches. A literal segment wins over a parameter
 * (`/api/v1/flows/upload/` is not `/api/v1/flows/{flow_id}`), as in the server's router.
 */
export function matchTemplate(
  templates: Template[],
  method: string,
  path: string,
): Template | undefined {
  const candidates = templates.filter(
    (template) => template.method === method && template.pattern.test(path),
  );
  const literalSegments = ({path: template}: Template) =>
    template.split('/').filter((segment) => !segment.startsWith('{')).length;
  return candidates.sort((a, b) => literalSegments(b) - literalSegments(a))[0];
}

export interface QuotedCall {
  method: string;
  path: string;
  /** The query string written after the path, without `?`; empty when there is none. */
  query: string;
  /** 1-based line of the call in the text. */
  line: number;
}

const QUOTED_CALL = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/(?:api|health|logs)[^\s`'"<>)|,]*)/g;

/** `METHOD /path` written in prose, a table or code: the path template must match exactly. */
export function quotedCalls(text: string): QuotedCall[] {
  return [...text.matchAll(QUOTED_CALL)].map((match) => {
    const written = match[2]!.replace(/[.:;]$/, '');
    return {
      method: match[1]!,
      path: written.replace(/[?#].*$/, ''),
      query: /\?([^#]*)/.exec(written)?.[1] ?? '',
      line: text.slice(0, match.index).split('\n').length,
    };
  });
}

// --- curl commands ----------------------------------------------------------

/** A shell word and the line it starts on. */
interface Word {
  text: string;
  line: number;
}

/**
 * Splits shell code into commands of words, as a POSIX shell would for the cases pages use: quotes,
 * backslash escapes and line continuations; a command ends at an unquoted newline, `;`, `|`, `&`,
 * a parenthesis (`TOKEN=$(curl …)`) or a backtick.
 */
export function shellCommands(source: string, firstLine = 1): Word[][] {
  const commands: Word[][] = [];
  let words: Word[] = [];
  let word: Word | undefined;
  let line = firstLine;
  const endWord = () => {
    if (word) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const append = (text: string) => {
    word ??= {text: '', line};
    word.text += text;
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[index + 1];
      index += 1;
      if (next === '\n') line += 1;
      else if (next !== undefined) append(next);
    } else if (char === "'" || char === '"') {
      append('');
      for (index += 1; index < source.length; index += 1) {
        const inner = source[index]!;
        if (inner === char) break;
        if (inner === '\n') line += 1;
        if (char === '"' && inner === '\\' && /["\\$`]/.test(source[index + 1] ?? '')) {
          index += 1;
          append(source[index]!);
        } else append(inner);
      }
    } else if (char === '\n') {
      line += 1;
      endCommand();
    } else if (/[;|&`()]/.test(char)) endCommand();
    else if (/\s/.test(char)) endWord();
    else append(char);
  }
  endCommand();
  return commands;
}

export interface CurlCommand {
  method: string;
  /** The path after `{{serverUrl}}`, shell variables left as written: `/api/v1/flows/$FLOW_ID`. */
  path: string;
  /** The query string, without `?`; empty when there is none. */
  query: string;
  /** The literal body of `-d`, `--data`, `--data-raw`, `--data-binary` or `--json` (not `@file`). */
  body?: string;
  /** 1-based line where the command starts. */
  line: number;
}

const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);
const SERVER_URL = /\{\{serverUrl\}\}(\/[^?#]*)(?:\?([^#]*))?/;

function curlCommand(words: Word[]): CurlCommand | undefined {
  const start = words.findIndex((word) => word.text === 'curl');
  if (start < 0) return undefined;
  const args = words.slice(start + 1);
  const url = args.map((word) => SERVER_URL.exec(word.text)).find(Boolean);
  if (!url) return undefined;
  const valueOf = (names: Set<string>) => {
    const at = args.findIndex((word) => names.has(word.text));
    return at < 0 ? undefined : args[at + 1]?.text;
  };
  const sendsData = args.some(
    (word) => DATA_OPTIONS.has(word.text) || word.text === '-F' || word.text === '--form',
  );
  const body = valueOf(DATA_OPTIONS);
  return {
    method: valueOf(new Set(['-X', '--request'])) ?? (sendsData ? 'POST' : 'GET'),
    path: url[1]!,
    query: url[2] ?? '',
    ...(body !== undefined && !body.startsWith('@') && {body}),
    line: words[start]!.line,
  };
}

/**
 * curl commands against the local server (`{{serverUrl}}`), in code blocks and in the inline code
 * of prose: the method (`-X`, or POST when data is sent), the concrete path, the query and the body.
 */
export function curlCommands(text: string): CurlCommand[] {
  const {blocks, paragraphs} = splitSource(text);
  const fromBlocks = blocks.flatMap(({lines}) =>
    lines.length === 0
      ? []
      : shellCommands(lines.map((line) => line.text).join('\n'), lines[0]!.line),
  );
  // Prose is not shell: only its inline code is read, so an apostrophe opens no quote.
  const fromProse = paragraphs.flatMap((paragraph) =>
    paragraph.flatMap(({text: prose, line}) =>
      [...prose.matchAll(/`([^`]+)`/g)].flatMap((span) => shellCommands(span[1]!, line)),
    ),
  );
  return [...fromBlocks, ...fromProse]
    .flatMap((words) => curlCommand(words) ?? [])
    .sort((a, b) => a.line - b.line);
}
