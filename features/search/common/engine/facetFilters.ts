/**
 * Algolia facetFilters: the elements of the array are ANDed, the elements of a nested array ORed;
 * `attr:value`, negated as `-attr:value` or `attr:-value` (`attr:\-value` is a literal dash).
 */
import type {DocSearchRecord} from '../types';
import {quote, SearchError} from './errors';
import {isFacetAttribute, type FacetAttribute} from './facets';

export type RecordFilter = (record: DocSearchRecord) => boolean;

interface Condition {
  /** Undefined for an attribute that is not a facet: Algolia matches nothing then. */
  attribute: FacetAttribute | undefined;
  value: string;
  negated: boolean;
}

function parseCondition(filter: unknown): Condition {
  if (typeof filter !== 'string') {
    throw new SearchError(
      400,
      `facetFilters: ${quote(filter)} is not a string; use "attribute:value" strings, nested at most one level to OR them`,
    );
  }
  let negated = filter.startsWith('-');
  const text = negated ? filter.slice(1) : filter;
  const colon = text.indexOf(':');
  if (colon <= 0)
    throw new SearchError(
      400,
      `facetFilters: ${quote(filter)} is not of the form "attribute:value"`,
    );
  const name = text.slice(0, colon);
  let value = text.slice(colon + 1);
  if (value.startsWith('\\-')) {
    value = value.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  return {attribute: isFacetAttribute(name) ? name : undefined, value, negated};
}

function holds({attribute, value, negated}: Condition, record: DocSearchRecord): boolean {
  return attribute !== undefined && (record[attribute] === value) !== negated;
}

/** The filter the facetFilters parameter describes; undefined when it filters nothing. */
export function compileFacetFilters(filters: unknown): RecordFilter | undefined {
  if (filters === undefined || filters === null || filters === '') return undefined;
  if (typeof filters !== 'string' && !Array.isArray(filters)) {
    throw new SearchError(400, `facetFilters must be a string or an array, not ${quote(filters)}`);
  }
  // A bare string is one filter: commas inside it are part of the value.
  const groups = (typeof filters === 'string' ? [filters] : (filters as unknown[]))
    .map((group) =>
      Array.isArray(group) ? (group as unknown[]).map(parseCondition) : [parseCondition(group)],
    )
    // An empty OR group constrains nothing (rather than excluding everything).
    .filter((group) => group.length > 0);
  if (groups.length === 0) return undefined;
  return (record) => groups.every((group) => group.some((condition) => holds(condition, record)));
}
