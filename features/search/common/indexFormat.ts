/**
 * The local search index of one locale, as the build writes it: a head the browser fetches when search
 * is about to be used, and parts it fetches as queries need them, so that what a reader downloads
 * before the first result grows with the query, not with the site.
 *
 * - `search-index.json` (the head): every record's page, anchor, type and hierarchy (texts once, in a
 *   string table), the names of each page, the first term of each term chunk, and the field lengths
 *   the BM25 score needs.
 * - `search-index/<id>/t<n>.json`: a run of consecutive index terms (in sorted order) and their
 *   postings (a term chunk). A query fetches the chunks that hold the words it may match.
 * - `search-index/<id>/c<n>.json`: the texts of a run of consecutive records (a content block), fetched
 *   for the hits shown, to highlight and cut snippets.
 *
 * `<id>` is a hash of the parts: a reader holding an old head never mixes it with new parts.
 */
import {HIERARCHY_LEVELS, RECORD_TYPES, type DocSearchRecord, type Hierarchy} from './types';

export const INDEX_FORMAT_VERSION = 4;
/** Served beside each locale's pages: `/docs/workflow/search-index.json`, `/docs/workflow/zh-Hans/search-index.json`. */
export const INDEX_FILE_NAME = 'search-index.json';
export const INDEX_PARTS_DIR = 'search-index';

export interface CompactPage {
  /** Path without anchor, e.g. `/docs/workflow/concepts-flows`. */
  p: string;
  /** docusaurus_tag */
  t: string;
  /** weight.pageRank */
  r: number;
  /** language */
  l: string;
  /**
   * The other names readers know the page by, when any: its sidebar label where it differs from the
   * title, and the labels of the sidebar sections it opens. A query equal to a name ranks the page first.
   */
  n?: string[];
}

/**
 * A record, as a change from the record before it (records come page by page, in reading order):
 * - 0: a content record of the same page, anchor and hierarchy (most paragraphs);
 * - else [1 if it starts the next page else 0, anchor ('' for none, 0 for the same as before), type
 *   index in RECORD_TYPES, how many hierarchy levels it keeps from the record before, then the string
 *   ids of its further levels (-1 for null, trailing nulls dropped)].
 */
export type CompactRecord = 0 | [0 | 1, string | 0, number, number, ...number[]];

/** A record's place and headings, as `decodeRecords` and the encoder see them. */
export interface RecordPlace {
  page: number;
  anchor: string;
  type: number;
  /** Hierarchy string ids from lvl0, -1 for null, trailing nulls dropped. */
  levels: number[];
}

/** One field's postings of a term: [field id, document ids as gaps from the previous one, term frequencies when one is not 1]. */
export type FieldPostings = [number, number[]] | [number, number[], number[]];
/** A term chunk: consecutive index terms, and the postings of each, per field. */
export interface TermChunk {
  terms: string[];
  postings: FieldPostings[][];
}
/** A content block: the content of each of its records, '' for none. */
export type ContentBlock = string[];

export interface IndexHead {
  /** INDEX_FORMAT_VERSION when written; a file from an older build may hold another. */
  v: number;
  pages: CompactPage[];
  strings: string[];
  records: CompactRecord[];
  /** The folder of this head's parts, under INDEX_PARTS_DIR. */
  parts: string;
  /** Per term chunk, its first term; terms are sorted by UTF-16 code units. */
  chunks: string[];
  /** Per content block, the id of its first record. */
  blocks: number[];
  /**
   * The lengths MiniSearch scores with (distinct words of a field, engine/indexOptions.ts): of each
   * record's content; of its headings, one per heading level a record of `records` sets anew (the
   * levels it keeps from the record before keep their lengths); and the average per field.
   */
  fieldLength: {content: number[]; levels: number[]; average: number[]};
}

/** The head of an index of no record (the development server has none). */
export const EMPTY_HEAD: IndexHead = {
  v: INDEX_FORMAT_VERSION,
  pages: [],
  strings: [],
  records: [],
  parts: '',
  chunks: [],
  blocks: [],
  fieldLength: {content: [], levels: [], average: []},
};

export type PartKind = 't' | 'c';

/** The path of a part, relative to the head. */
export function partPath(head: Pick<IndexHead, 'parts'>, kind: PartKind, n: number): string {
  return `${INDEX_PARTS_DIR}/${head.parts}/${kind}${n}.json`;
}

/** The last of `starts` (ascending) that is at most `position`: the run holding it. */
export function runOf<T extends number | string>(starts: readonly T[], position: T): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

export function objectIdOf(path: string, position: number): string {
  return `${path}#${position}`;
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

const CONTENT = RECORD_TYPES.indexOf('content');

/** The place of every record, from the changes `records` holds. */
export function expandRecords(records: readonly CompactRecord[]): RecordPlace[] {
  let before: RecordPlace = {page: -1, anchor: '', type: CONTENT, levels: []};
  return records.map((compact) => {
    if (compact === 0) return (before = {...before, type: CONTENT});
    const [nextPage, anchor, type, keep, ...levels] = compact;
    return (before = {
      page: before.page + nextPage,
      anchor: anchor === 0 ? before.anchor : anchor,
      type,
      levels: [...before.levels.slice(0, keep), ...levels],
    });
  });
}

/** The changes that `expandRecords` reads back into `places`. */
export function compactRecords(places: readonly RecordPlace[]): CompactRecord[] {
  return places.map((place, id): CompactRecord => {
    const before = places[id - 1] ?? {page: -1, anchor: '', type: CONTENT, levels: []};
    let keep = 0;
    while (
      keep < place.levels.length &&
      keep < before.levels.length &&
      place.levels[keep] === before.levels[keep]
    )
      keep++;
    const sameSection =
      place.page === before.page &&
      place.anchor === before.anchor &&
      keep === place.levels.length &&
      keep === before.levels.length;
    if (sameSection && place.type === CONTENT) return 0;
    return [
      place.page === before.page ? 0 : 1,
      place.anchor === before.anchor ? 0 : place.anchor,
      place.type,
      keep,
      ...place.levels.slice(keep),
    ];
  });
}

/** Each record's heading lengths from lvl0, as `fieldLength.levels` gives them; a level past the end is 0. */
export function headingLengths(head: Pick<IndexHead, 'records' | 'fieldLength'>): number[][] {
  const {levels} = head.fieldLength;
  let next = 0;
  let before: number[] = [];
  return head.records.map((compact) => {
    if (compact === 0) return before;
    const keep = compact[3];
    const count = compact.length - 4;
    before = [...before.slice(0, keep), ...levels.slice(next, next + count)];
    next += count;
    return before;
  });
}

/** Fails with the reason when a head is not of this format (a cached head of an older build). */
export function checkHead(head: IndexHead): IndexHead {
  if (head.v !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `Search index format ${String(head.v)} is not ${INDEX_FORMAT_VERSION}: rebuild the site`,
    );
  }
  return head;
}

/**
 * The DocSearch records of a head, with absolute URLs on the given origin. Their content is null until
 * `withContent` fills it from the content blocks.
 */
export function decodeRecords(head: IndexHead, origin: string): DocSearchRecord[] {
  checkHead(head);
  const positions = new Map<number, number>();
  return expandRecords(head.records).map(({page: pageId, anchor, type: typeId, levels}) => {
    const page = head.pages[pageId]!;
    const position = positions.get(pageId) ?? 0;
    positions.set(pageId, position + 1);
    const type = RECORD_TYPES[typeId]!;
    const hierarchy = Object.fromEntries(
      HIERARCHY_LEVELS.map((level, i) => {
        const id = levels[i] ?? -1;
        return [level, id === -1 ? null : head.strings[id]!];
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
      content: null,
      language: page.l,
      docusaurus_tag: page.t,
      weight: {pageRank: page.r, level: levelWeight(type), position},
    };
  });
}

/** Puts block `n`'s texts into the records it covers. */
export function fillContent(
  records: DocSearchRecord[],
  head: IndexHead,
  n: number,
  block: ContentBlock,
): void {
  const first = head.blocks[n]!;
  block.forEach((content, offset) => {
    records[first + offset]!.content = content || null;
  });
}

/** Every record, content included: for the upload to Algolia, benchmarks and tests. */
export function decodeIndex(
  {head, blocks}: {head: IndexHead; blocks: readonly ContentBlock[]},
  origin: string,
): DocSearchRecord[] {
  const records = decodeRecords(head, origin);
  blocks.forEach((block, n) => fillContent(records, head, n, block));
  return records;
}
