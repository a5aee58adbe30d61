/**
 * The MiniSearch index of the records: its fields, how they are read and cut into terms, and their
 * weights. The build (src/search/indexEncoder.ts) and the browser use these same options, so the terms
 * and field lengths written at build time are those the browser scores with.
 */
import type {Options} from 'minisearch';

import {
  HIERARCHY_LEVELS,
  SEARCHABLE_ATTRIBUTES,
  type DocSearchRecord,
  type SearchableAttribute,
} from '../types';
import {attributeValue} from './attributes';
import {indexTerm, stemOf} from './terms';
import {words} from './tokenize';

/** A document of the index: a record, and its place in the index file (the document id). */
export interface IndexedRecord {
  id: number;
  record: DocSearchRecord;
}

/** One field per searchable attribute: each hierarchy level, and the content. */
export const INDEX_FIELDS: readonly SearchableAttribute[] = SEARCHABLE_ATTRIBUTES;

/**
 * What a record's field holds. A heading level holds only the words that the levels above it (from
 * lvl1) lack: every record repeats the headings above it, and a section "Flows › Build a flow › Run
 * the flow" must not outscore the page "Flows" for "flows" by saying it three times. Each word counts
 * in the best heading that holds it, as Algolia's attribute criterion has it.
 */
function fieldText(record: DocSearchRecord, field: SearchableAttribute): string | null {
  const text = attributeValue(record, field);
  const depth = HIERARCHY_LEVELS.findIndex((level) => field === `hierarchy.${level}`);
  if (text === null || depth < 2) return text;
  const above = new Set(
    HIERARCHY_LEVELS.slice(1, depth).flatMap((level) =>
      words(record.hierarchy[level] ?? '').map(stemOf),
    ),
  );
  return words(text)
    .filter((word) => !above.has(stemOf(word)))
    .join(' ');
}

/**
 * Field weights in the BM25 score: the page title weighs most, then headings by depth, then the text;
 * lvl0, a section name that whole groups of pages share ("Components"), weighs least.
 */
export const FIELD_BOOSTS: Readonly<Record<SearchableAttribute, number>> = {
  'hierarchy.lvl0': 0.5,
  'hierarchy.lvl1': 4,
  'hierarchy.lvl2': 3,
  'hierarchy.lvl3': 2.5,
  'hierarchy.lvl4': 2,
  'hierarchy.lvl5': 2,
  'hierarchy.lvl6': 2,
  content: 1,
};

export const indexOptions: Options<IndexedRecord> = {
  fields: [...INDEX_FIELDS],
  idField: 'id',
  extractField: (document, field) =>
    field === 'id' ? document.id : fieldText(document.record, field as SearchableAttribute),
  tokenize: words,
  processTerm: indexTerm,
};
