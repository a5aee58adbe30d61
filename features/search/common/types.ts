/**
 * DocSearch record shape (DocSearch v3 records, as the DocSearch crawler writes them), shared by the
 * build-time indexer, the in-browser engine, the Algolia upload and the tests.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** lvl1..lvl6 for a heading record, `content` for a paragraph, list item or table cell. */
export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface DocSearchRecord {
  /** Stable within a build: the page path and the record's position on the page. */
  objectID: string;
  /** Absolute URL with the heading anchor, as DocSearch hits carry it. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Contextual-search facets, read from the page's `docsearch:*` meta tags. */
  language: string;
  docusaurus_tag: string;
  /** Custom ranking, as DocSearch sets it: level 100 (lvl0) down to 0 (content); position on the page. */
  weight: {pageRank: number; level: number; position: number};
}

/** The searchable attributes, in ranking order: a match in an earlier one ranks higher. */
export const SEARCHABLE_ATTRIBUTES = [
  ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}` as const),
  'content',
] as const;
export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];

/** The attributes a record can be filtered and faceted on. */
export const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'type'] as const;
