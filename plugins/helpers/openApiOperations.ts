/**
 * The operations of an OpenAPI document, walked one way for every reader: the API reference's
 * checks and pages, the release notes' marks and served history, the Troubleshooting index's error
 * messages. An operation's reference page is named after its operationId, as the generator names it.
 */
import kebabCase from 'lodash/kebabCase';

import {isObject, type Json, type JsonObject} from './json';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** The reference page of the operation: /api/{page}. */
  page: string;
  /** OpenAPI's own `deprecated` flag. */
  deprecated: boolean;
}

/** The reference page of an operation: /api/{page}. */
export const operationPage = (operationId: string): string => kebabCase(operationId);

/** Each method of each path item, as written (not yet checked to be an object); METHOD in capitals. */
export function* operationEntries(
  paths: unknown,
): Generator<{path: string; method: string; operation: Json}> {
  if (!isObject(paths)) return;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      if (item[method] !== undefined)
        yield {path, method: method.toUpperCase(), operation: item[method]!};
    }
  }
}

/** Every operation of the document, with the name of its reference page. */
export function listOperations(document: JsonObject): Operation[] {
  return [...operationEntries(document.paths)].flatMap(({path, method, operation}) =>
    isObject(operation) && typeof operation.operationId === 'string'
      ? [
          {
            operationId: operation.operationId,
            method,
            path,
            page: operationPage(operation.operationId),
            deprecated: operation.deprecated === true,
          },
        ]
      : [],
  );
}
