/**
 * The error messages of the API: the `detail` of every example body of openapi.json's error
 * responses (status 400 and above), a shared response (`$ref` to `components.responses`) and a shared
 * example included, and each `msg` of a validation error's list. Each distinct message comes with
 * the operations that answer it, under the title their page bears in the locale, and their status
 * codes. Another locale's copy of the document is the one `npm run api:gen` writes; each operation's
 * page is named after its operationId, as the generator names it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {builtLocales, type BuiltLocale} from '../../../data/site';
import {deref, isObject, type JsonObject} from '../../../plugins/helpers/json';
import {operationEntries, operationPage} from '../../../plugins/helpers/openApiOperations';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';

/** The locale's document: openapi.json, or the copy `npm run api:gen` lays its translations over. */
const documentFile = (locale: BuiltLocale): string =>
  locale === builtLocales[0]
    ? join(SITE_DIR, 'openapi.json')
    : join(SITE_DIR, 'generated', 'openapi', `openapi.${locale}.json`);

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

/** The messages of an error body: its `detail`, or each `msg` of a validation error's list. */
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
  const byMessage = new Map<string, Map<string, ApiOperation>>();
  for (const {operation} of operationEntries(document.paths)) {
    if (!isObject(operation) || !isObject(operation.responses)) continue;
    if (typeof operation.operationId !== 'string') continue;
    const page = operationPage(operation.operationId);
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
