/** The record attributes a hit carries, as attributesToRetrieve selects them. */
import type {DocSearchRecord} from '../types';
import type {SearchHit} from './types';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/**
 * All attributes (copied, so a caller cannot alter the index), or the listed ones; a dotted path such as
 * `hierarchy.lvl0` keeps its nesting. The objectID is always there.
 */
export function retrieveAttributes(
  record: DocSearchRecord,
  paths: readonly (readonly string[])[] | undefined,
): SearchHit {
  if (paths === undefined)
    return {...record, hierarchy: {...record.hierarchy}, weight: {...record.weight}};
  const hit: SearchHit = {objectID: record.objectID};
  for (const path of paths) {
    let value: unknown = record;
    for (const key of path)
      value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (value === undefined) continue;
    let target: Json = hit;
    for (const key of path.slice(0, -1)) {
      const child = target[key];
      target = isObject(child) ? child : (target[key] = {});
    }
    target[path[path.length - 1]!] = isObject(value) ? {...value} : value;
  }
  return hit;
}
