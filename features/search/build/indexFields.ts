/**
 * How the build reads a record's fields into the MiniSearch index (the browser only loads what this
 * wrote, so this stays out of its bundle).
 */
import type {Options} from 'minisearch';

import {attributeValue} from '../common/engine/attributes';
import {indexOptions, type IndexedRecord} from '../common/engine/indexOptions';
import {stemOf} from '../common/engine/terms';
import {words} from '../common/engine/tokenize';
import {HIERARCHY_LEVELS, type DocSearchRecord, type SearchableAttribute} from '../common/types';

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

/** The browser's options, and how a record's fields are read. */
export const buildOptions: Options<IndexedRecord> = {
  ...indexOptions,
  extractField: (document, field) =>
    field === 'id' ? document.id : fieldText(document.record, field as SearchableAttribute),
};
