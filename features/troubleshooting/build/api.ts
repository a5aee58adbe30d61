/**
 * The error messages of the API: the `detail` of every example body of openapi.json's error
 * responses (status 400 and above), a shared response (`$ref` to `components.responses`) and a shared
 * example included, and each `msg` of a validation error's list. Each distinct message comes with
 * the operations that answer it, under the title their page bears in the locale, and their status
 * codes. The pages are those `npm run api:gen` generates: it writes the locale's copy of the document
 * and each operation page's operation, whose file is named by the page's id.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {builtLocales, type BuiltLocale} from '../../../data/site';
import {deref, isObject, type JsonObject} from '../../../plugins/helpers/json';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';

/** Where `npm run api:gen` writes each operation page's operation, `<locale>/<page id>.json`. */
const OPERATIONS_DIR = join(SITE_DIR, 'generated', 'api-operations');

/** openapi.json in `locale`: the document itself, or the copy with its prose translated. */
const documentFile = (locale: BuiltLocale): string =>
  locale === builtLocales[0]
    ? join(SITE_DIR, 'openapi.json')
    : join(SITE_DIR, 'generated', 'openapi', `openapi.${locale}.json`);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ApiOperation {
  /** The id of its page, under the API reference's route (`/api/read-flow`). */
  page: string;
  /** Its summary in the locale: its page's title. */
  title: string;
  /** The error status codes that answer with the message, in ascending order. */
  statuses: string[];
}

export interface ApiMessage {
  message: string;
  operations: ApiOperation[];
}

function readJson(file: string): JsonObject {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  } catch {
    throw new Error(`${file} is missing or unreadable: run \`npm run api:gen\`, which writes it.`);
  }
}

/** The page id of each operation id, from the operations api:gen took out of the pages. */
function operationPages(locale: BuiltLocale): Map<unknown, string> {
  const dir = join(OPERATIONS_DIR, locale);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    throw new Error(`${dir} is missing: run \`npm run api:gen\`, which writes it.`);
  }
  return new Map(
    files.map((file) => [readJson(join(dir, file)).operationId, file.replace(/\.json$/, '')]),
  );
}

/** The messages of one example body: its `detail`, or each `msg` of a validation error's list. */
function detailMessages(body: unknown): string[] {
  if (!isObject(body)) return [];
  const {detail} = body;
  if (typeof detail === 'string') return [detail];
  if (Array.isArray(detail))
    return detail.flatMap((item) =>
      isObject(item) && typeof item.msg === 'string' ? [item.msg] : [],
    );
  return [];
}

/** Every message of one response, from its example and examples in every media type. */
function responseMessages(document: JsonObject, response: unknown): string[] {
  const content = deref(document, response)?.content;
  if (!isObject(content)) return [];
  return Object.values(content).flatMap((media) => {
    if (!isObject(media)) return [];
    const examples = isObject(media.examples) ? Object.values(media.examples) : [];
    return [
      ...detailMessages(media.example),
      ...examples.flatMap((example) => detailMessages(deref(document, example)?.value)),
    ];
  });
}

/** Each distinct error message of the API in `locale`, in order of its lowest status code. */
export function gatherApiMessages(locale: BuiltLocale): ApiMessage[] {
  const document = readJson(documentFile(locale));
  const pages = operationPages(locale);
  const byMessage = new Map<string, Map<string, ApiOperation>>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const id = operation.operationId;
      const page = pages.get(id);
      if (page === undefined)
        throw new Error(
          `${method.toUpperCase()} ${path} has no page in ${join(OPERATIONS_DIR, locale)}: run \`npm run api:gen\`.`,
        );
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        for (const message of responseMessages(document, response)) {
          let operations = byMessage.get(message);
          if (!operations) byMessage.set(message, (operations = new Map<string, ApiOperation>()));
          let entry = operations.get(page);
          if (!entry) {
            const title = typeof operation.summary === 'string' ? operation.summary : page;
            operations.set(page, (entry = {page, title, statuses: []}));
          }
          if (!entry.statuses.includes(status)) entry.statuses.push(status);
        }
      }
    }
  }
  const lowest = (message: ApiMessage) =>
    Math.min(...message.operations.flatMap(({statuses}) => statuses.map(Number)));
  return [...byMessage]
    .map(([message, operations]) => ({
      message,
      operations: [...operations.values()].map((operation) => ({
        ...operation,
        statuses: operation.statuses.sort(),
      })),
    }))
    .sort((a, b) => lowest(a) - lowest(b) || a.message.localeCompare(b.message, 'en'));
}
