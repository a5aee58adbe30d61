/**
 * openapi.json as guide pages use it: an operation named the way pages name it (`POST /api/v1/run/{…}`),
 * the schema of its request body or of one of its responses, and its status codes and query
 * parameters, with every `$ref` followed. The build renders field tables from it
 * (features/api-reference/build/remark/schemaTable.ts) and the unit tests validate the pages' examples against it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {deref, isObject, type JsonObject} from '../../../plugins/helpers/json';
import {SITE_DIR} from '../../../plugins/helpers/siteDir';
import {parseOpenApi} from './validate';

export const OPENAPI_FILE = join(SITE_DIR, 'openapi.json');

let loaded: JsonObject | undefined;
/** The project's openapi.json, parsed once per process. */
export const openApiDocument = (): JsonObject =>
  (loaded ??= parseOpenApi(readFileSync(OPENAPI_FILE, 'utf8')));

export interface OperationRef {
  method: string;
  path: string;
}

/** `POST /api/v1/run/{flow_id_or_name}` → its method and path template; undefined if malformed. */
export function parseOperationRef(api: string): OperationRef | undefined {
  const match = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/.exec(api.trim());
  return match ? {method: match[1]!, path: match[2]!} : undefined;
}

export function findOperation(document: JsonObject, {method, path}: OperationRef) {
  const item = isObject(document.paths) ? document.paths[path] : undefined;
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  return isObject(operation) ? operation : undefined;
}

/** The schema (as written, possibly a `$ref`) of the request body in `mediaType`. */
export function requestSchema(
  document: JsonObject,
  operation: JsonObject,
  mediaType = 'application/json',
): JsonObject | undefined {
  const body = deref(document, operation.requestBody);
  const content = isObject(body?.content) ? body.content[mediaType] : undefined;
  return isObject(content) && isObject(content.schema) ? content.schema : undefined;
}

/** The schema (as written) of the response `status` in `mediaType`. */
export function responseSchema(
  document: JsonObject,
  operation: JsonObject,
  status: string,
  mediaType = 'application/json',
): JsonObject | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const response = deref(document, responses[status]);
  const content = isObject(response?.content) ? response.content[mediaType] : undefined;
  return isObject(content) && isObject(content.schema) ? content.schema : undefined;
}

/** The status codes the operation defines (`200`, `401`, …). */
export const responseCodes = (operation: JsonObject): string[] =>
  Object.keys(isObject(operation.responses) ? operation.responses : {});

/** The names of the operation's parameters that sit `in` the query (or a header, a path…). */
export function parameterNames(
  document: JsonObject,
  operation: JsonObject,
  where: 'query' | 'header' | 'path',
): string[] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.flatMap((parameter) => {
    const resolved = deref(document, parameter);
    return resolved?.in === where && typeof resolved.name === 'string' ? [resolved.name] : [];
  });
}
