/**
 * What the prose of a page says about Flowloom's API beyond the call itself: the status codes it
 * quotes (`answers 401`, `returns 404`, a heading `### 401 Unauthorized`) and the query parameters
 * it names (`?stream=true`, "the `x-api-key` query parameter"), each with the calls it may be about:
 * - a status code in a paragraph, list item or table row: the calls quoted there. One in a paragraph
 *   that quotes no call is about something else (a model provider, a web page) and is not read;
 * - a heading that starts with a status code (`### 401 Unauthorized`, a troubleshooting entry): the
 *   calls of its section (the text under it), or if it has none, those of the page's curl examples;
 * - a query parameter: any call the page quotes or makes; a name none of them takes is a slip.
 */
import {curlCommands, matchTemplate, quotedCalls, type Template} from './apiCalls';
import {splitSource, type Line} from './docSources';

export interface ApiStatement {
  kind: 'status' | 'query';
  /** The status code or the parameter name. */
  value: string;
  line: number;
  /** The calls the statement is about, as `METHOD /path` templates. */
  calls: Template[];
}

const REASONS =
  'OK|Created|Accepted|No Content|Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Payload Too Large|Content Too Large|Unprocessable Entity|Internal Server Error|Service Unavailable';
/** A three-digit number said to be an HTTP status: after a verb of answering, or with its reason. */
const STATUS_PATTERNS = [
  /\b(?:answers?|returns?|responds? with|fails? with|rejects? with|status(?: code)?|HTTP)\s+(?:with\s+)?(?:an?\s+)?`?([1-5]\d\d)\b/gi,
  new RegExp(`\\b([1-5]\\d\\d) (?:${REASONS})\\b`, 'g'),
  /(?:返回|响应|答复|状态码|回应)\s*(?:一个\s*)?`?([1-5]\d\d)(?!\d)/g,
];
const HEADING_STATUS = /^#{2,6}\s+([1-5]\d\d)\b/;

/**
 * Query parameters a text names apart from a call: `` `?a=1&b=2` ``, "the `x` query parameter",
 * "query parameters `a`, `b` and `c`".
 */
function namedQueryParameters(text: string): string[] {
  const names = [...text.matchAll(/`\?([^`\s#]+)`/g)].flatMap(([, query]) =>
    query!.split('&').map((pair) => pair.split('=')[0]!),
  );
  for (const [, name] of text.matchAll(/`([\w-]+)`\s*(?:query parameter|查询参数)/g))
    names.push(name!);
  for (const [, list] of text.matchAll(
    /(?:query parameters?|查询参数)((?:\s*(?:,|and|or|和|或|、)?\s*`[\w-]+`)+)/g,
  ))
    for (const [, name] of list!.matchAll(/`([\w-]+)`/g)) names.push(name!);
  return names;
}

const statusCodes = (text: string): string[] => [
  ...new Set(STATUS_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!))),
];

/** A paragraph cut into the units a statement belongs to: list items and table rows stand alone. */
function units(paragraph: Line[]): Line[][] {
  const found: Line[][] = [];
  for (const line of paragraph) {
    if (found.length === 0 || /^\s*(?:[-*+]\s|\d+\.\s|\|)/.test(line.text)) found.push([line]);
    else found[found.length - 1]!.push(line);
  }
  return found;
}

/** Every status code and query parameter a page's prose states about its calls. */
export function apiStatements(text: string, templates: Template[]): ApiStatement[] {
  const resolve = (method: string, path: string) =>
    templates.find((template) => template.method === method && template.path === path) ??
    matchTemplate(templates, method, path);
  const statements: ApiStatement[] = [];
  /** A query written on the call itself (`…/run/$FLOW_ID?stream=true`) is about that call only. */
  const ownQuery = (query: string, template: Template, line: number) => {
    for (const pair of query.split('&').filter(Boolean))
      statements.push({kind: 'query', value: pair.split('=')[0]!, line, calls: [template]});
  };
  const quoted = quotedCalls(text).flatMap(({method, path, query, line}) => {
    const template = resolve(method, path);
    if (template) ownQuery(query, template, line);
    return template ? [{template, line}] : [];
  });
  const curls = curlCommands(text).flatMap(({method, path, query, line}) => {
    const template = matchTemplate(templates, method, path);
    if (template) ownQuery(query, template, line);
    return template ? [{template, line}] : [];
  });
  const callsBetween = (from: number, to: number) =>
    unique(
      [...quoted, ...curls]
        .filter(({line}) => line >= from && line <= to)
        .map(({template}) => template),
    );
  const pageCalls = unique(curls.map(({template}) => template));

  const {paragraphs} = splitSource(text);
  const headings = paragraphs.filter((paragraph) => /^#{2,6}\s/.test(paragraph[0]!.text));
  const sectionOf = (line: number) => {
    const start =
      [...headings].reverse().find((heading) => heading[0]!.line <= line)?.[0]!.line ?? 1;
    const next = headings.find((heading) => heading[0]!.line > line)?.[0]!.line ?? Infinity;
    return callsBetween(start, next - 1);
  };

  const everyCall = unique([...quoted, ...curls].map(({template}) => template));
  for (const paragraph of paragraphs) {
    for (const unit of units(paragraph)) {
      const unitText = unit.map(({text: line}) => line).join('\n');
      const line = unit[0]!.line;
      const own = callsBetween(line, unit[unit.length - 1]!.line);
      const codes = own.length > 0 ? statusCodes(unitText) : [];
      for (const value of codes) statements.push({kind: 'status', value, line, calls: own});
      const heading = HEADING_STATUS.exec(unitText)?.[1];
      if (heading && !codes.includes(heading)) {
        const calls = [own, sectionOf(line), pageCalls].find((found) => found.length > 0) ?? [];
        statements.push({kind: 'status', value: heading, line, calls});
      }
      for (const value of namedQueryParameters(unitText)) {
        statements.push({kind: 'query', value, line, calls: everyCall});
      }
    }
  }
  return statements;
}

function unique(templates: Template[]): Template[] {
  return [...new Set(templates)];
}
