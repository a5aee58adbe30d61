/**
 * openapi.json is written in English only; the API reference of another locale is generated from an
 * overlaid copy in which each prose text is replaced by its translation. The translations of a locale
 * live in `i18n/<locale>/openapi/*.json`, each entry keyed by the JSON pointer (RFC 6901) of the text
 * it translates and holding that English text beside the translation:
 *
 *   "/paths/~1api~1v1~1run~1{flow_id_or_name}/post/summary": {"en": "Simplified run flow", "zh": "…"}
 *
 * so that a change of the English shows as a mismatch (the entry is stale) rather than going unseen.
 * Prose is every `summary`, `description` and `title` string of the document and every tag's `name`,
 * outside example payloads, defaults, enum and const values: what a reader reads, not what a
 * program sends. A `title` that is one identifier (`add_message`) names a type and is not prose. A tag's name is also the key operations use, so its translation becomes the tag's
 * `x-displayName`, which the generator shows instead.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import kebabCase from 'lodash/kebabCase';

import {isObject, type JsonObject} from '../../../plugins/helpers/json';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';

/** Values a program reads, never prose, whatever keys they hold. */
const VALUE_KEYS = new Set(['example', 'default', 'enum', 'const']);
const PROSE_KEYS = new Set(['summary', 'description', 'title']);

export interface ProseText {
  pointer: string;
  text: string;
}

const escapeToken = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeToken = (token: string): string => token.replaceAll('~1', '/').replaceAll('~0', '~');

/** The tokens of a pointer (`/paths/~1health/get/summary` → `paths`, `/health`, `get`, `summary`). */
export const pointerTokens = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);

const IDENTIFIER = /^[A-Za-z_][\w.-]*$/;

const isTagName = (tokens: string[]): boolean =>
  tokens.length === 3 && tokens[0] === 'tags' && tokens[2] === 'name';

/** Every prose text of an OpenAPI document, in document order. */
export function proseTexts(document: JsonObject): ProseText[] {
  const found: ProseText[] = [];
  const walk = (node: unknown, pointer: string, inExample: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${pointer}/${index}`, false));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escapeToken(key)}`;
      // An Example object's `value` is a payload; its summary and description are prose.
      if (VALUE_KEYS.has(key) || (inExample && key === 'value')) continue;
      if (typeof value === 'string') {
        const prose =
          (PROSE_KEYS.has(key) && !(key === 'title' && IDENTIFIER.test(value))) ||
          isTagName(pointerTokens(at));
        if (prose) found.push({pointer: at, text: value});
      } else if (key === 'examples') {
        // A schema's `examples` is a list of payloads; a media type's is a map of Example objects.
        if (isObject(value))
          for (const [name, example] of Object.entries(value))
            walk(example, `${at}/${escapeToken(name)}`, true);
      } else walk(value, at, false);
    }
  };
  walk(document, '', false);
  return found;
}

/** One translated text: the English it translates, and the translation. */
export interface TranslationEntry {
  en: string;
  zh: string;
}

export interface LoadedTranslation extends TranslationEntry {
  /** The file that holds the entry, relative to the repository. */
  file: string;
}

/** The folder of a locale's translations of openapi.json. */
export const translationDir = (locale: string): string => join(SITE_DIR, 'i18n', locale, 'openapi');

/**
 * The translations of a locale, from every JSON file of its folder; empty when it has none. A file
 * that is not JSON, an entry that is not `{"en": "…", "zh": "…"}` or a pointer in two files throws,
 * naming the file and the pointer.
 */
export function loadTranslations(
  locale: string,
  dir = translationDir(locale),
): Map<string, LoadedTranslation> {
  const entries = new Map<string, LoadedTranslation>();
  if (!existsSync(dir)) return entries;
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const file = relative(SITE_DIR, join(dir, name));
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    if (!isObject(content)) throw new Error(`${file} must hold an object keyed by JSON pointers`);
    for (const [pointer, entry] of Object.entries(content)) {
      if (
        !pointer.startsWith('/') ||
        !isObject(entry) ||
        typeof entry.en !== 'string' ||
        typeof entry.zh !== 'string' ||
        Object.keys(entry).length !== 2
      )
        throw new Error(
          `${file}: the entry ${JSON.stringify(pointer)} must be a JSON pointer to {"en": "…", "zh": "…"}`,
        );
      const other = entries.get(pointer);
      if (other) throw new Error(`${file}: ${pointer} is translated in ${other.file} too`);
      entries.set(pointer, {en: entry.en, zh: entry.zh, file});
    }
  }
  return entries;
}

export interface TranslationProblem {
  pointer: string;
  kind: 'missing' | 'stale' | 'empty' | 'dangling';
  message: string;
}

const quote = (text: string): string =>
  JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}…` : text);

/**
 * What keeps the translations from matching the document: a prose text with no entry, an entry
 * whose English is no longer the document's (the English changed), an empty translation, an
 * entry whose pointer is not a prose text of the document. Each names the pointer.
 */
export function translationProblems(
  document: JsonObject,
  translations: ReadonlyMap<string, LoadedTranslation>,
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const prose = new Map(proseTexts(document).map(({pointer, text}) => [pointer, text]));
  for (const [pointer, text] of prose) {
    const entry = translations.get(pointer);
    if (!entry)
      problems.push({
        pointer,
        kind: 'missing',
        message: `${pointer} has no translation of ${quote(text)}`,
      });
    else if (entry.en !== text)
      problems.push({
        pointer,
        kind: 'stale',
        message: `${pointer} (${entry.file}): the English changed from ${quote(entry.en)} to ${quote(text)}; translate it again`,
      });
    else if (entry.zh.trim() === '')
      problems.push({
        pointer,
        kind: 'empty',
        message: `${pointer} (${entry.file}): the translation is empty`,
      });
  }
  for (const [pointer, entry] of translations)
    if (!prose.has(pointer))
      problems.push({
        pointer,
        kind: 'dangling',
        message: `${pointer} (${entry.file}) points at no prose text of openapi.json; remove the entry`,
      });
  return problems;
}

/** Sets `value` at the pointer's place in `document` (whose parents exist). */
function setAt(document: JsonObject, tokens: string[], value: string): void {
  const parent = tokens
    .slice(0, -1)
    .reduce<unknown>(
      (node, token) =>
        Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined,
      document,
    );
  if (!isObject(parent)) return;
  const key = tokens.at(-1)!;
  // A tag's name is what operations refer to: the translation is shown as its display name.
  if (isTagName(tokens)) parent['x-displayName'] = value;
  else parent[key] = value;
}

/**
 * A copy of `document` with each prose text translated. A text whose entry is missing, stale or
 * empty stays English, so the reference never shows a translation of words it no longer has.
 */
export function overlay(
  document: JsonObject,
  translations: ReadonlyMap<string, TranslationEntry>,
): JsonObject {
  const copy = structuredClone(document);
  for (const {pointer, text} of proseTexts(document)) {
    const entry = translations.get(pointer);
    if (entry && entry.en === text && entry.zh.trim() !== '')
      setAt(copy, pointerTokens(pointer), entry.zh);
  }
  return copy;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The file of a locale's folder that holds the entry of `pointer`: an operation's texts go with its
 * tag (`paths/run.json`), the schemas' in `schemas.json`, the rest (info, tags, shared responses) in
 * `document.json`. Only `npm run translations:status -- --add` relies on it, to place new entries.
 */
export function translationFileFor(document: JsonObject, pointer: string): string {
  const [area, first, second] = pointerTokens(pointer);
  if (area === 'components' && first === 'schemas') return 'schemas.json';
  if (area !== 'paths' || first === undefined) return 'document.json';
  const item = isObject(document.paths) ? document.paths[first] : undefined;
  if (!isObject(item)) return 'document.json';
  const method =
    second !== undefined && METHODS.has(second)
      ? second
      : Object.keys(item).find((key) => METHODS.has(key));
  const operation = method === undefined ? undefined : item[method];
  const tag = isObject(operation) && Array.isArray(operation.tags) ? operation.tags[0] : undefined;
  return typeof tag === 'string' ? `paths/${kebabCase(tag)}.json` : 'document.json';
}

/**
 * Adds an entry with an empty translation for each prose text that has none, to the file
 * `translationFileFor` names, and removes each entry that points at nothing; each file written keeps
 * the document's order. Returns the files written, relative to the repository. A stale entry is left
 * for the writer, who translates the new English.
 */
export function addMissingEntries(
  document: JsonObject,
  locale: string,
  dir = translationDir(locale),
): string[] {
  const loaded = loadTranslations(locale, dir);
  const texts = new Map(proseTexts(document).map(({pointer, text}) => [pointer, text]));
  const order = [...texts.keys()];
  const files = new Map<string, Record<string, TranslationEntry>>();
  const contentOf = (name: string): Record<string, TranslationEntry> => {
    const path = join(dir, name);
    if (!files.has(path))
      files.set(
        path,
        existsSync(path)
          ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, TranslationEntry>)
          : {},
      );
    return files.get(path)!;
  };
  for (const {pointer, kind} of translationProblems(document, loaded)) {
    if (kind === 'missing')
      contentOf(translationFileFor(document, pointer))[pointer] = {en: texts.get(pointer)!, zh: ''};
    if (kind === 'dangling')
      delete contentOf(relative(dir, join(SITE_DIR, loaded.get(pointer)!.file)))[pointer];
  }
  for (const [path, content] of files) {
    const sorted = Object.entries(content).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
  }
  return [...files.keys()].map((path) => relative(SITE_DIR, path));
}
