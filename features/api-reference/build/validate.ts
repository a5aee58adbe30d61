/**
 * Checks openapi.json before the reference is generated from it, so a broken
 * document stops the build with a message that names the operation and the
 * problem, instead of a stack trace from deep inside the generator.
 */
import kebabCase from 'lodash/kebabCase';

import {isObject, type Json, type JsonObject} from '../../../plugins/helpers/json';
import {operationEntries, operationPage} from '../../../plugins/helpers/openApiOperations';

/** Parses the document text; a syntax error names its line and column. */
export function parseOpenApi(text: string, file = 'openapi.json'): JsonObject {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1]);
    const where = Number.isFinite(position)
      ? ` (line ${text.slice(0, position).split('\n').length}, column ${position - text.lastIndexOf('\n', position - 1)})`
      : '';
    throw new Error(`${file} is not valid JSON${where}: ${message}`);
  }
  if (!isObject(document)) throw new Error(`${file} must hold a JSON object`);
  return document;
}

function resolvePointer(document: JsonObject, ref: string): boolean {
  if (!ref.startsWith('#/')) return true; // external references are the linter's business
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) return false;
    node = node[key]!;
  }
  return true;
}

function findBrokenRefs(document: JsonObject, node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => findBrokenRefs(document, child, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !resolvePointer(document, value))
        found.push(value);
      else findBrokenRefs(document, value, found);
    }
  }
  return found;
}

/**
 * What the reference's Markdown renderer leaves out (../browser/noRawHtml.ts, ../browser/remarkGfmTables.ts): raw HTML, and GitHub Flavored
 * Markdown other than tables. Code spans and fenced code may hold anything.
 */
const UNRENDERED_MARKDOWN: [RegExp, string][] = [
  [/<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>/, 'raw HTML'],
  [/~~\S[^~]*~~/, 'strikethrough'],
  [/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]\s/m, 'a task list'],
  [/\[\^[^\]]+\]/, 'a footnote'],
  [/(?<![(<\w/])(?:https?:\/\/|www\.)\S/, 'a bare URL (write <https://…> or [text](url))'],
];

function unrenderedMarkdown(text: string): string | undefined {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const [pattern, what] of UNRENDERED_MARKDOWN) {
    const found = pattern.exec(prose);
    if (found) return `${what} (${JSON.stringify(found[0].trim())})`;
  }
  return undefined;
}

/** Every `description` under `node`, with the keys that lead to it. */
function* descriptions(node: Json, at: string[] = []): Generator<{text: string; at: string}> {
  const entries: [string, Json][] = Array.isArray(node)
    ? node.map((child, index) => [String(index), child])
    : isObject(node)
      ? Object.entries(node)
      : [];
  for (const [key, value] of entries) {
    if (key === 'description' && typeof value === 'string') yield {text: value, at: at.join('.')};
    else yield* descriptions(value, [...at, key]);
  }
}

function descriptionProblems(node: Json, name: string): string[] {
  return [...descriptions(node)].flatMap(({text, at}) => {
    const problem = unrenderedMarkdown(text);
    return problem
      ? [
          `${name}: the description${at ? ` at ${at}` : ''} has ${problem}, which the reference does not render`,
        ]
      : [];
  });
}

/** Returns the problems of the document, each naming where it is; empty when it is sound. */
export function validateOpenApi(document: JsonObject): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.')) {
    problems.push('the "openapi" field must name an OpenAPI 3 version, such as "3.1.0"');
  }
  const info = isObject(document.info) ? document.info : undefined;
  if (!info || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('"info" must have a title and a version');
  }
  if (!isObject(document.paths) || Object.keys(document.paths).length === 0) {
    problems.push('"paths" must define at least one operation');
    return problems;
  }
  const tags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).flatMap((tag) =>
      isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [],
    ),
  );
  const tagPages = new Map([...tags].map((tag) => [kebabCase(tag), tag]));
  const pages = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) problems.push(`path ${path}: must be an object of operations`);
  }
  for (const {path, method, operation} of operationEntries(document.paths)) {
    const name = `${method} ${path}`;
    if (!isObject(operation)) {
      problems.push(`${name}: must be an object`);
      continue;
    }
    const id = operation.operationId;
    if (typeof id !== 'string' || !id) {
      problems.push(`${name}: operationId is missing (it names the reference page)`);
    } else {
      const page = operationPage(id);
      const clash = pages.get(page);
      if (clash)
        problems.push(
          `${name}: operationId "${id}" gives the page "${page}", already used by ${clash}`,
        );
      if (tagPages.has(page))
        problems.push(
          `${name}: page "${page}" clashes with the page of tag "${tagPages.get(page)}"`,
        );
      pages.set(page, name);
    }
    if (typeof operation.summary !== 'string' || !operation.summary)
      problems.push(`${name}: summary is missing`);
    if (typeof operation.description !== 'string' || !operation.description) {
      problems.push(`${name}: description is missing`);
    }
    const operationTags = Array.isArray(operation.tags) ? operation.tags : [];
    if (operationTags.length !== 1)
      problems.push(`${name}: needs exactly one tag (it places the page in the sidebar)`);
    for (const tag of operationTags) {
      if (typeof tag !== 'string' || !tags.has(tag))
        problems.push(`${name}: tag ${JSON.stringify(tag)} is not declared in "tags"`);
    }
    if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) {
      problems.push(`${name}: responses are missing`);
    }
    for (const ref of findBrokenRefs(document, operation))
      problems.push(`${name}: $ref "${ref}" points to nothing`);
    problems.push(...descriptionProblems(operation, name));
  }
  const components = isObject(document.components) ? document.components : {};
  for (const ref of findBrokenRefs(document, components))
    problems.push(`components: $ref "${ref}" points to nothing`);
  problems.push(...descriptionProblems(components, 'components'));
  return problems;
}
