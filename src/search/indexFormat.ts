/**
 * The local index file (`search-index.json`, one per locale, written at build time). Records are stored
 * compactly: page-level fields once per page, hierarchy texts once in a string table, URLs as paths.
 * `decodeIndex` rebuilds the exact DocSearch records, with absolute URLs on the given origin.
 */
import {HIERARCHY_LEVELS, RECORD_TYPES, type DocSearchRecord, type Hierarchy} from './types';

export const INDEX_FORMAT_VERSION = 1;
/** Served beside each locale's pages: `/docs/workflow/search-index.json`, `/docs/workflow/zh-Hans/search-index.json`. */
export const INDEX_FILE_NAME = 'search-index.json';

interface CompactPage {
  /** Path without anchor, e.g. `/docs/workflow/concepts-flows`. */
  p: string;
  /** docusaurus_tag */
  t: string;
  /** weight.pageRank */
  r: number;
}

/** [page index, anchor ('' for none), type index in RECORD_TYPES, hierarchy string ids lvl0..lvl6 (-1 for null), content ('' for null)] */
type CompactRecord = [number, string, number, number[], string];

export interface CompactIndex {
  /** INDEX_FORMAT_VERSION when written; a file from an older build may hold another. */
  v: number;
  language: string;
  pages: CompactPage[];
  strings: string[];
  records: CompactRecord[];
}

export function objectIdOf(path: string, position: number): string {
  return `${path}#${position}`;
}

export function encodeIndex(records: readonly DocSearchRecord[]): CompactIndex {
  const language = records[0]?.language ?? '';
  const pages: CompactPage[] = [];
  const pageIds = new Map<string, number>();
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const stringId = (value: string | null): number => {
    if (value === null) return -1;
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.push(value) - 1;
      stringIds.set(value, id);
    }
    return id;
  };
  const nextPosition = new Map<number, number>();
  const compact = records.map((record): CompactRecord => {
    if (record.language !== language) {
      throw new Error(
        `A local index holds one language: found ${record.language} beside ${language} (${record.url})`,
      );
    }
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIds.get(path);
    if (page === undefined) {
      page = pages.push({p: path, t: record.docusaurus_tag, r: record.weight.pageRank}) - 1;
      pageIds.set(path, page);
    }
    // Positions and objectIDs are not stored: decoding derives them from the record order.
    const position = nextPosition.get(page) ?? 0;
    nextPosition.set(page, position + 1);
    if (record.weight.position !== position || record.objectID !== objectIdOf(path, position)) {
      throw new Error(
        `Record ${record.objectID} is out of page order: expected position ${position} (${objectIdOf(path, position)})`,
      );
    }
    const trimmed = HIERARCHY_LEVELS.map((level) => stringId(record.hierarchy[level]));
    while (trimmed.length > 0 && trimmed[trimmed.length - 1] === -1) trimmed.pop();
    return [
      page,
      record.anchor ?? '',
      RECORD_TYPES.indexOf(record.type),
      trimmed,
      record.content ?? '',
    ];
  });
  return {v: INDEX_FORMAT_VERSION, language, pages, strings, records: compact};
}

const LEVEL_WEIGHT: Record<DocSearchRecord['type'], number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

export function levelWeight(type: DocSearchRecord['type']): number {
  return LEVEL_WEIGHT[type];
}

export function decodeIndex(index: CompactIndex, origin: string): DocSearchRecord[] {
  if (index.v !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `Search index format ${String(index.v)} is not ${INDEX_FORMAT_VERSION}: rebuild the site`,
    );
  }
  const positions = new Map<number, number>();
  return index.records.map(([pageId, anchor, typeId, levels, content]) => {
    const page = index.pages[pageId]!;
    const position = positions.get(pageId) ?? 0;
    positions.set(pageId, position + 1);
    const type = RECORD_TYPES[typeId]!;
    const hierarchy = Object.fromEntries(
      HIERARCHY_LEVELS.map((level, i) => {
        const id = levels[i] ?? -1;
        return [level, id === -1 ? null : index.strings[id]!];
      }),
    ) as Hierarchy;
    const urlWithoutAnchor = origin + page.p;
    return {
      objectID: objectIdOf(page.p, position),
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: anchor || null,
      type,
      hierarchy,
      content: content || null,
      language: index.language,
      docusaurus_tag: page.t,
      weight: {pageRank: page.r, level: levelWeight(type), position},
    };
  });
}
