/**
 * The hosted index's counterpart of the local engine's first criterion (a query equal to a page's
 * title, sidebar label or section label ranks that page first): one Algolia rule per name, whose
 * condition is the whole query (`anchoring: 'is'`) and whose consequence promotes the page's title
 * records to the top. Filters still apply to them (`filterPromotes`), so each locale sees its own.
 */
import type {Rule} from 'algoliasearch';

import {namedRecords} from '../shared/engine/names';
import {decodeRecords, type IndexHead} from '../shared/indexFormat';

/** The rules of one locale's index head; rule ids are unique across locales through `locale`. */
export function nameRules(head: IndexHead, locale: string): Rule[] {
  const records = decodeRecords(head, '');
  return [...namedRecords(head, records, '')].map(([name, ids], n) => ({
    objectID: `name-${locale}-${n}`,
    description: `A query equal to "${name}" shows the page it names first`,
    conditions: [{pattern: name, anchoring: 'is', alternatives: false}],
    consequence: {
      promote: [{objectIDs: ids.map((id) => records[id]!.objectID), position: 0}],
      filterPromotes: true,
    },
  }));
}
