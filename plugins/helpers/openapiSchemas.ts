/**
 * openapi.json as guide pages use it: an operation named the way pages name it (`POST /api/v1/run/{…}`),
 * the schema of its request body or of one of its responses, and its status codes and query
 * parameters, with every `$ref` followed. The build renders field tables from it
 * (plugins/remark/remark-api-schema-table.ts) and the unit tests validate the pages' examples against it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {isObject, parseOpenApi, type JsonObject} from './validateOpenapi';
import {SITE_DIR} from './siteDir';

export {isObject, type JsonObject};

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

/** Follows `$ref`s (local ones only: openapi.json has no other kind) until a plain object. */
export function deref(document: JsonObject, node: unknown): JsonObject | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) =>
          isObject(at) ? at[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined,
        document,
      );
  }
  return isObject(current) ? current : undefined;
}

/** The name of the schema a `$ref` points to (`#/components/schemas/RunRequest` → `RunRequest`). */
export const refName = (node: unknown): string | undefined =>
  isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;

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
