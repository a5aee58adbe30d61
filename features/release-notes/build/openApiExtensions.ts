/**
 * The served copy of openapi.json with each operation's history from the record, for the API's
 * clients and assistants: `x-since` (the release it arrived in) on every operation, and on a
 * deprecated one `x-deprecated-in` and `x-replaced-by` (the replacement's operationId, or null).
 * OpenAPI's own `deprecated` flag stays as written; the build holds it to the record.
 */
import {deprecationOf, sinceOf} from '../../../data/releases';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function withReleaseHistory(document: Json): Json {
  const copy = structuredClone(document);
  for (const item of Object.values(isObject(copy.paths) ? copy.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) continue;
      if (typeof operation.operationId !== 'string') continue;
      const subject = {operation: operation.operationId};
      operation['x-since'] = sinceOf(subject);
      const deprecation = deprecationOf(subject);
      if (!deprecation) continue;
      operation['x-deprecated-in'] = deprecation.version;
      const {replacement} = deprecation;
      operation['x-replaced-by'] =
        replacement !== 'none' && 'operation' in replacement ? replacement.operation : null;
    }
  }
  return copy;
}
