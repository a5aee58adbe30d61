/**
 * The hosted index's counterpart of the local engine's first criterion (a query equal to a page's
 * title, sidebar label or section label ranks that page first): one Algolia rule per name, whose
 * condition is the whole query (`anchoring: 'is'`) and whose consequence promotes the pages it names
 * to the top, in the engine's order (guides before reference pages of the same name, then the
 * guides a one-word name of a reference page starts: `namedRanks`). Filters still apply to them
 * (`filterPromotes`), so each locale sees its own.
 */
import type {Rule} from 'algoliasearch';

import {namedRanks, namedRecords} from '../common/engine/names';
import {decodeRecords, type IndexHead} from '../common/indexFormat';
import {PageRank} from '../common/selectors';

/** The rules of one locale's index head; rule ids are unique across locales through `locale`. */
export function nameRules(head: IndexHead, locale: string): Rule[] {
  const records = decodeRecords(head, '');
  const names = namedRecords(head, records, '');
  const isGuide = (id: number) => records[id]!.weight.pageRank === PageRank.guide;
  return [...names.keys()].map((name, n) => {
    const ranks = namedRanks(name, names, isGuide);
    const ids = [...ranks.keys()].sort((a, b) => ranks.get(b)! - ranks.get(a)!);
    return {
      objectID: `name-${locale}-${n}`,
      description: `A query equal to "${name}" shows the pages it names first`,
      conditions: [{pattern: name, anchoring: 'is', alternatives: false}],
      consequence: {
        promote: [{objectIDs: ids.map((id) => records[id]!.objectID), position: 0}],
        filterPromotes: true,
      },
    };
  });
}
