/**
 * What `npm run api:gen` wrote, read back by the build: a locale's overlaid copy of openapi.json and
 * each operation page's operation. Each is computed once, by the generator; a file it has not
 * written yet stops the build with the command that writes it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {builtLocales, type BuiltLocale} from '../../../data/site';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';
import type {JsonObject} from '../../../plugins/helpers/json';
import {openApiDocument} from './document';
import {localizedSpecFile, operationFile} from './paths';

function readGenerated(file: string): JsonObject {
  let text: string;
  try {
    text = readFileSync(join(SITE_DIR, file), 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run api:gen\`, which writes it.`);
  }
  return JSON.parse(text) as JsonObject;
}

const documents = new Map<BuiltLocale, JsonObject>();
/** openapi.json in `locale`: the document itself in the default locale, else its overlaid copy. */
export function localizedDocument(locale: BuiltLocale): JsonObject {
  if (locale === builtLocales[0]) return openApiDocument();
  let document = documents.get(locale);
  if (!document) documents.set(locale, (document = readGenerated(localizedSpecFile(locale))));
  return document;
}

/** The operation of the page `id` (`simplified-run-flow`) in `locale`. */
export const readOperation = (locale: BuiltLocale, id: string): JsonObject =>
  readGenerated(operationFile(locale, id));
