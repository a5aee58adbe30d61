/**
 * The request and response bodies a page shows next to API calls, gathered for validation against
 * openapi.json (./exampleValidator.ts):
 * - code blocks whose meta names the operation and the role: ```` ```json title="Response"
 *   api="POST /api/v1/run/{flow_id_or_name}" response="200" ```` or `request`; a `text` block of
 *   `event:` and `data:` lines with such meta is a Server-Sent Events response;
 * - the JSON body of a curl command (`-d '…'`, `--data`, `--data-raw`, `--data-binary`, `--json`);
 * - the literal body of a Python `requests` call (`json={…}`, or `json=payload` with
 *   `payload = {…}` in the same block) and of a JavaScript `fetch` (`body: JSON.stringify({…})`),
 *   when the block calls exactly one API path.
 */
import {parseOperationRef} from '../../features/api-reference/build/document';
import {curlCommands, matchTemplate, type Template} from './apiCalls';
import {literalToJson, type LiteralLanguage} from './codeLiterals';
import {splitSource, type CodeBlock} from './docSources';
import {EVENT_STREAM, JSON_MEDIA, type Example} from './exampleValidator';

export interface PageExamples {
  examples: Example[];
  /** Bodies seen but not checkable (not literal, or no single operation), with where they are. */
  unchecked: string[];
  /** Blocks that present a request or response body without naming the operation. */
  unlabelled: string[];
}

export interface ExampleMeta {
  api?: string;
  role?: 'request' | 'response';
  status?: string;
}

/** The `api="…"`, `request` and `response="…"` attributes of a fence's meta string. */
export function exampleMeta(meta: string): ExampleMeta {
  const unquoted = meta.replace(/"[^"]*"/g, '""');
  const api = /(?:^|\s)api="([^"]*)"/.exec(meta)?.[1];
  const status = /(?:^|\s)response="([^"]*)"/.exec(meta)?.[1];
  const request = /(?:^|\s)request(?=\s|$)/.test(unquoted);
  return {
    ...(api !== undefined && {api}),
    ...(status !== undefined ? {role: 'response', status} : request && {role: 'request'}),
  };
}

/** Titles that present a body as the request or the response of a call, in both locales. */
const BODY_TITLE = /^(request|request body|response|请求|请求体|响应)$/i;

const canonical = ({method, path}: Template) => `${method} ${path}`;

/** Server-Sent Events as pages show them: `event:` lines, each followed by a `data:` line. */
const isStream = (block: CodeBlock): boolean =>
  block.lines.some(({text}) => /^\s*data:/.test(text)) &&
  block.lines.some(({text}) => /^\s*event:/.test(text));

function blockText(block: CodeBlock): string {
  return block.lines.map((line) => line.text).join('\n');
}

function labelledExample(file: string, block: CodeBlock, problems: string[]): Example | undefined {
  const meta = exampleMeta(block.meta);
  const at = `${file}:${block.line}`;
  if (meta.api === undefined && meta.role === undefined) {
    if (block.language === 'json' && BODY_TITLE.test(block.title.trim()))
      problems.push(
        `${at}: a "${block.title}" body without api="METHOD /path" and request or response="CODE"`,
      );
    if (isStream(block))
      problems.push(`${at}: a stream of events without api="METHOD /path" and response="CODE"`);
    return undefined;
  }
  if (!meta.api || !parseOperationRef(meta.api) || !meta.role) {
    problems.push(`${at}: the meta needs api="METHOD /path" and request or response="CODE"`);
    return undefined;
  }
  const stream = isStream(block);
  return {
    file,
    line: block.lines[0]?.line ?? block.line,
    source: stream ? 'stream' : 'json block',
    api: meta.api,
    role: meta.role,
    ...(meta.status !== undefined && {status: meta.status}),
    mediaType: stream ? EVENT_STREAM : JSON_MEDIA,
    text: blockText(block),
  };
}

const API_PATH = /\/(?:api\/v\d+|health|logs)[^\s"'`?#)]*/g;
const LANGUAGES: Record<string, LiteralLanguage> = {
  python: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'javascript',
  ts: 'javascript',
};

/** Where the body literal of a Python or JavaScript block starts, if it sends one. */
function bodyStart(code: string, language: LiteralLanguage): number | undefined {
  if (language === 'javascript') {
    const match = /JSON\.stringify\(\s*(?=[{[])/.exec(code);
    return match ? match.index + match[0].length : undefined;
  }
  const inline = /\bjson\s*=\s*(?=[{[])/.exec(code);
  if (inline) return inline.index + inline[0].length;
  const name = /\bjson\s*=\s*([A-Za-z_]\w*)/.exec(code)?.[1];
  if (!name) return undefined;
  const assignment = new RegExp(`^\\s*${name}\\s*=\\s*(?=[{[])`, 'm').exec(code);
  return assignment ? assignment.index + assignment[0].length : undefined;
}

function codeExample(
  file: string,
  block: CodeBlock,
  language: LiteralLanguage,
  templates: Template[],
  unchecked: string[],
): Example | undefined {
  const code = blockText(block);
  const start = bodyStart(code, language);
  if (start === undefined) return undefined;
  const line = (block.lines[0]?.line ?? block.line) + code.slice(0, start).split('\n').length - 1;
  const at = `${file}:${line}: ${language} body`;
  const method =
    language === 'python'
      ? /\brequests\.(get|post|put|patch|delete)\(/.exec(code)?.[1]?.toUpperCase()
      : (/\bmethod:\s*["'`](\w+)["'`]/.exec(code)?.[1]?.toUpperCase() ?? 'GET');
  // `{flow_id}` and `${FLOW_ID}` interpolations stand for one path segment.
  const paths = [...new Set(code.replace(/\$?\{[^}/]*\}/g, 'X').match(API_PATH) ?? [])];
  const template =
    method && paths.length === 1 ? matchTemplate(templates, method, paths[0]!) : undefined;
  if (!template) {
    unchecked.push(`${at}: no single operation (${method ?? '?'} ${paths.join(', ')})`);
    return undefined;
  }
  const json = literalToJson(code, start, language);
  if (json === undefined) {
    unchecked.push(`${at}: not a literal`);
    return undefined;
  }
  return {
    file,
    line,
    source: language,
    api: canonical(template),
    role: 'request',
    mediaType: JSON_MEDIA,
    text: json,
  };
}

/** Every checkable example of one page (`text` as written, tokens in place). */
export function pageExamples(file: string, text: string, templates: Template[]): PageExamples {
  const examples: Example[] = [];
  const unchecked: string[] = [];
  const unlabelled: string[] = [];
  const {blocks} = splitSource(text);
  for (const block of blocks) {
    const labelled = labelledExample(file, block, unlabelled);
    if (labelled) examples.push(labelled);
    const language = LANGUAGES[block.language];
    if (language) {
      const example = codeExample(file, block, language, templates, unchecked);
      if (example) examples.push(example);
    }
  }
  for (const command of curlCommands(text)) {
    if (command.body === undefined) continue;
    const template = matchTemplate(templates, command.method, command.path);
    if (!template) continue; // the quoted-calls test names it
    if (!/^\s*[{[]/.test(command.body)) {
      unchecked.push(`${file}:${command.line}: curl body ${command.body}: not a literal`);
      continue;
    }
    examples.push({
      file,
      line: command.line,
      source: 'curl',
      api: canonical(template),
      role: 'request',
      mediaType: JSON_MEDIA,
      text: command.body,
    });
  }
  return {examples, unchecked, unlabelled};
}
