/** Reading the searchable attributes of a record, and the order in which they rank. */
import {
  SEARCHABLE_ATTRIBUTES,
  type DocSearchRecord,
  type HierarchyLevel,
  type SearchableAttribute,
} from '../types';
import type {AttributeResults} from './types';

/**
 * Searchable attributes in ranking order. lvl0 (the section, e.g. "Concepts") is shared by whole
 * groups of pages, so it ranks last: it must not outrank a page title or a heading.
 */
export const RANKED_ATTRIBUTES: readonly SearchableAttribute[] = [
  ...SEARCHABLE_ATTRIBUTES.filter((attribute) => attribute !== 'hierarchy.lvl0'),
  'hierarchy.lvl0',
];

const HIERARCHY_PREFIX = 'hierarchy.';

function levelOf(attribute: SearchableAttribute): HierarchyLevel | undefined {
  return attribute === 'content'
    ? undefined
    : (attribute.slice(HIERARCHY_PREFIX.length) as HierarchyLevel);
}

export function attributeValue(
  record: DocSearchRecord,
  attribute: SearchableAttribute,
): string | null {
  const level = levelOf(attribute);
  return level ? record.hierarchy[level] : record.content;
}

/** An attributesToHighlight / attributesToSnippet name: `*`, `hierarchy`, or one searchable attribute (others have no text to mark). */
export function searchableAttributesNamed(name: string): readonly SearchableAttribute[] {
  if (name === '*') return SEARCHABLE_ATTRIBUTES;
  if (name === 'hierarchy')
    return SEARCHABLE_ATTRIBUTES.filter((attribute) => attribute !== 'content');
  return SEARCHABLE_ATTRIBUTES.filter((attribute) => attribute === name);
}

/**
 * `{hierarchy: {lvl0…}, content}` for the given attributes, skipping null values: the search page
 * reads every key of `hierarchy` as text.
 */
export function perAttribute<Result>(
  record: DocSearchRecord,
  attributes: readonly SearchableAttribute[],
  render: (value: string, attribute: SearchableAttribute) => Result,
): AttributeResults<Result> {
  const results: AttributeResults<Result> = {};
  for (const attribute of attributes) {
    const level = levelOf(attribute);
    const value = attributeValue(record, attribute);
    if (level) {
      const hierarchy = (results.hierarchy ??= {});
      if (typeof value === 'string') hierarchy[level] = render(value, attribute);
    } else if (typeof value === 'string') {
      results.content = render(value, attribute);
    }
  }
  return results;
}
