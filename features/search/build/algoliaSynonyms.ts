/**
 * The site's synonyms (../common/synonyms.ts) as the hosted index's: a group as Algolia's
 * multi-way `synonym`, a one-way entry as its `onewaysynonym`. One index holds every locale, so it
 * gets every locale's entries, each once.
 */
import type {SynonymHit} from 'algoliasearch';

import {builtLocales} from '../../../data/site';
import {synonyms, type SynonymEntry} from '../common/synonyms';

const keyOf = (entry: SynonymEntry) => JSON.stringify(entry);

export function algoliaSynonyms(): SynonymHit[] {
  const seen = new Set<string>();
  return builtLocales.flatMap((locale) =>
    synonyms[locale].flatMap((entry, n): SynonymHit[] => {
      if (seen.has(keyOf(entry))) return [];
      seen.add(keyOf(entry));
      const objectID = `synonym-${locale}-${n}`;
      return 'input' in entry
        ? [{objectID, type: 'onewaysynonym', input: entry.input, synonyms: [...entry.words]}]
        : [{objectID, type: 'synonym', synonyms: [...entry.words]}];
    }),
  );
}
