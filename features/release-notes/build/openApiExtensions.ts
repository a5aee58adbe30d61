/**
 * The served copy of openapi.json with each operation's history from the record, for the API's
 * clients and assistants: `x-since` (the release it arrived in) on every operation, and on a
 * deprecated one `x-deprecated-in` and `x-replaced-by` (the replacement's operationId, or null).
 * OpenAPI's own `deprecated` flag stays as written; the build holds it to the record.
 */
import {deprecationOf, sinceOf} from '../../../data/releases';
import {isObject, type JsonObject} from '../../../plugins/helpers/json';
import {operationEntries} from '../../../plugins/helpers/openApiOperations';

export function withReleaseHistory(document: JsonObject): JsonObject {
  const copy = structuredClone(document);
  for (const {operation} of operationEntries(copy.paths)) {
    if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
    const subject = {operation: operation.operationId};
    operation['x-since'] = sinceOf(subject);
    const deprecation = deprecationOf(subject);
    if (!deprecation) continue;
    const {replacement} = deprecation;
    operation['x-deprecated-in'] = deprecation.version;
    operation['x-replaced-by'] =
      replacement !== 'none' && 'operation' in replacement ? replacement.operation : null;
  }
  return copy;
}
