/**
 * DocSearch records for the search tests, written the way the indexer writes them
 * (features/search/build/records.ts): each carries the hierarchy of the headings above it.
 */
import {levelWeight} from '../../features/search/common/indexFormat';
import {GUIDES_TAG_PREFIX, PageRank} from '../../features/search/common/selectors';
import {
  HIERARCHY_LEVELS,
  type DocSearchRecord,
  type Hierarchy,
  type RecordType,
} from '../../features/search/common/types';

export const ORIGIN = 'https://flowloom.dev';
export const BASE = '/docs/workflow/';

export interface PageSpec {
  path: string;
  language?: string;
  tag?: string;
  /** [type, heading or content, anchor of the heading] — content records take the anchor of their section. */
  records: [RecordType, string, string?][];
  lvl0: string;
}

/** A page's records, in order; a guide's unless `tag` is another docs instance's. */
export function page({
  path,
  language = 'en',
  tag = 'docs-default-current',
  records,
  lvl0,
}: PageSpec): DocSearchRecord[] {
  const pagePath = `${BASE}${path}`;
  const hierarchy: Hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.map((level) => [level, null]),
  ) as Hierarchy;
  hierarchy.lvl0 = lvl0;
  let anchor: string | null = null;
  return records.map(([type, text, headingAnchor], position) => {
    if (type !== 'content') {
      const depth = Number(type.slice(3));
      hierarchy[type] = text;
      for (const level of HIERARCHY_LEVELS.slice(depth + 1)) hierarchy[level] = null;
      anchor = headingAnchor ?? null;
    }
    const url = `${ORIGIN}${pagePath}${anchor ? `#${anchor}` : ''}`;
    return {
      objectID: `${pagePath}#${position}`,
      url,
      url_without_anchor: `${ORIGIN}${pagePath}`,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content: type === 'content' ? text : null,
      language,
      docusaurus_tag: tag,
      weight: {
        pageRank: tag.startsWith(GUIDES_TAG_PREFIX) ? PageRank.guide : PageRank.reference,
        level: levelWeight(type),
        position,
      },
    };
  });
}
