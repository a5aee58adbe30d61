/**
 * Build time: the records of one locale into the index of features/search/common/indexFormat.ts. MiniSearch
 * indexes them with the browser's own options (features/search/common/engine/indexOptions.ts, read by
 * ./indexFields.ts); its postings are cut into term chunks and
 * the record texts into content blocks. Also reads and writes the files, for the build, the upload and
 * the benchmarks (Node only).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import MiniSearch from 'minisearch';

import type {IndexParts} from '../common/engine';
import {INDEX_FIELDS} from '../common/engine/indexOptions';
import {buildOptions} from './indexFields';
import {
  checkHead,
  compactRecords,
  INDEX_FILE_NAME,
  INDEX_FORMAT_VERSION,
  objectIdOf,
  partPath,
  type CompactPage,
  type ContentBlock,
  type FieldPostings,
  type IndexHead,
  type RecordPlace,
  type TermChunk,
} from '../common/indexFormat';
import {HIERARCHY_LEVELS, RECORD_TYPES, type DocSearchRecord} from '../common/types';

/**
 * About this many bytes of JSON per term chunk and content block: a query fetches a few chunks, and
 * the block of each hit it shows. Hits fall in different blocks, so a block carries little besides
 * the hit. The costliest question at the index's capacity (bench/quality.ts) fetched, before its
 * first result, 150.1 KB (zh-Hans) and 141.2 KB (en) with blocks of 1,000 bytes; 148.4 and 139.7
 * KB at 800; 147.0 and 140.2 KB at 600.
 */
const CHUNK_BYTES = 4_000;
const BLOCK_BYTES = 800;

export interface EncodedIndex {
  head: IndexHead;
  chunks: TermChunk[];
  blocks: ContentBlock[];
}

type Postings = Record<string, Record<string, number>>;

/** Document ids as gaps from the previous one (ascending), term frequencies only when one is not 1. */
function fieldPostings(fieldId: number, frequencies: Record<string, number>): FieldPostings {
  const ids = Object.keys(frequencies)
    .map(Number)
    .sort((a, b) => a - b);
  const gaps = ids.map((id, k) => id - (k === 0 ? 0 : ids[k - 1]!));
  const counts = ids.map((id) => frequencies[id]!);
  return counts.every((count) => count === 1) ? [fieldId, gaps] : [fieldId, gaps, counts];
}

/** Consecutive items in runs of about `bytes` bytes of JSON each: the index of each run's first item. */
function runStarts<T>(items: readonly T[], bytes: number): number[] {
  const starts: number[] = [];
  let size = bytes;
  items.forEach((item, k) => {
    if (size >= bytes) {
      starts.push(k);
      size = 0;
    }
    size += Buffer.byteLength(JSON.stringify(item));
  });
  return starts;
}

const slices = <T>(items: readonly T[], starts: readonly number[]): T[][] =>
  starts.map((start, n) => items.slice(start, starts[n + 1] ?? items.length));

/**
 * The index of `records`. `names` holds, by page path, the other names of a page (its sidebar label,
 * the sections it opens); a name equal to the page's title is not stored again.
 */
export function encodeIndex(
  records: readonly DocSearchRecord[],
  names: ReadonlyMap<string, readonly string[]> = new Map(),
): EncodedIndex {
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
  const places = records.map((record): RecordPlace => {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIds.get(path);
    if (page === undefined) {
      const otherNames = (names.get(path) ?? []).filter((name) => name !== record.hierarchy.lvl1);
      page =
        pages.push({
          p: path,
          t: record.docusaurus_tag,
          r: record.weight.pageRank,
          l: record.language,
          ...(otherNames.length > 0 && {n: otherNames}),
        }) - 1;
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
    const levels = HIERARCHY_LEVELS.map((level) => stringId(record.hierarchy[level]));
    while (levels.length > 0 && levels[levels.length - 1] === -1) levels.pop();
    return {page, anchor: record.anchor ?? '', type: RECORD_TYPES.indexOf(record.type), levels};
  });

  const miniSearch = new MiniSearch(buildOptions);
  miniSearch.addAll(records.map((record, id) => ({id, record})));
  const serialized = miniSearch.toJSON();

  const contentField = INDEX_FIELDS.indexOf('content');
  const lengthsOf = (id: number) => serialized.fieldLength[id] as (number | null)[];
  const contentLength = records.map((_, id) => lengthsOf(id)[contentField] ?? 0);
  // The heading levels of `records` are fields 0 to 6, in order.
  const compact = compactRecords(places);
  const levels: number[] = [];
  compact.forEach((record, id) => {
    if (record === 0) return;
    for (let level = record[3]; level < places[id]!.levels.length; level++)
      levels.push(lengthsOf(id)[level] ?? 0);
  });

  const entries = (serialized.index as [string, Postings][]).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const terms = entries.map(([term]) => term);
  const postings = entries.map(([, fields]) =>
    Object.entries(fields).map(([fieldId, frequencies]) =>
      fieldPostings(Number(fieldId), frequencies),
    ),
  );
  const chunkStarts = runStarts(postings, CHUNK_BYTES);
  const termRuns = slices(terms, chunkStarts);
  const chunks = slices(postings, chunkStarts).map((run, n) => ({
    terms: termRuns[n]!,
    postings: run,
  }));
  const contents = records.map((record) => record.content ?? '');
  const blockStarts = runStarts(contents, BLOCK_BYTES);
  const blocks = slices(contents, blockStarts);

  const parts = createHash('sha256')
    .update(JSON.stringify([chunks, blocks]))
    .digest('hex')
    .slice(0, 12);
  return {
    head: {
      v: INDEX_FORMAT_VERSION,
      pages,
      strings,
      records: compact,
      parts,
      chunks: chunks.map((chunk) => chunk.terms[0]!),
      blocks: blockStarts,
      fieldLength: {content: contentLength, levels, average: serialized.averageFieldLength},
    },
    chunks,
    blocks,
  };
}

/** The parts of an encoded index, read from memory: for tests and benchmarks. */
export function inMemory({head, chunks, blocks}: EncodedIndex): IndexParts {
  return {
    head,
    chunk: (n) => Promise.resolve(structuredClone(chunks[n]!)),
    block: (n) => Promise.resolve(structuredClone(blocks[n]!)),
  };
}

/** Writes the head into `dir` and the parts into its parts folder. */
export function writeIndexFiles(dir: string, {head, chunks, blocks}: EncodedIndex): void {
  const write = (path: string, value: unknown) => {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), JSON.stringify(value));
  };
  write(INDEX_FILE_NAME, head);
  chunks.forEach((chunk, n) => write(partPath(head, 't', n), chunk));
  blocks.forEach((block, n) => write(partPath(head, 'c', n), block));
}

/** Reads the head in `dir` alone. */
export function readIndexHead(dir: string): IndexHead {
  return checkHead(JSON.parse(readFileSync(join(dir, INDEX_FILE_NAME), 'utf8')) as IndexHead);
}

/** Reads the head in `dir` and every part it names. */
export function readIndexFiles(dir: string): EncodedIndex {
  const read = <T>(path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;
  const head = readIndexHead(dir);
  return {
    head,
    chunks: head.chunks.map((_, n) => read<TermChunk>(partPath(head, 't', n))),
    blocks: head.blocks.map((_, n) => read<ContentBlock>(partPath(head, 'c', n))),
  };
}
