/**
 * The local index: the head's records in memory, term chunks and content blocks fetched as queries
 * need them. MiniSearch scores the records that hold the query's terms (BM25 over the hierarchy and
 * content fields, weighted); the ranking is then: most query words held, best score, custom ranking.
 * No record needs every word: a question finds the records that answer most of it.
 */
import MiniSearch, {type AsPlainObject} from 'minisearch';

import {
  decodeRecords,
  fillContent,
  headingLengths,
  runOf,
  type ContentBlock,
  type FieldPostings,
  type IndexHead,
  type TermChunk,
} from '../indexFormat';
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../types';
import {perAttribute} from './attributes';
import {IndexUnavailableError, quote, SearchError} from './errors';
import {countFacets, countValues, facetHits, isFacetAttribute} from './facets';
import {highlight, snippet} from './highlight';
import {retrieveAttributes} from './hits';
import {FIELD_BOOSTS, INDEX_FIELDS, indexOptions} from './indexOptions';
import {resolveParams, serializeParams, type ResolvedParams} from './params';
import {
  compileQuery,
  hanRangesOf,
  rangesOf,
  typoRangesOf,
  wordsToCorrect,
  type CompiledQuery,
  type Ranges,
  type TermSource,
} from './query';
import {nameKey, namedRecords} from './names';
import {rank} from './ranking';
import type {
  FacetSearchResult,
  LocalSearchIndex,
  SearchHit,
  SearchParams,
  SearchResult,
} from './types';

/** Where an index's parts come from: fetched in the browser, read from memory in tests and benchmarks. */
export interface IndexParts {
  head: IndexHead;
  chunk(n: number): Promise<TermChunk>;
  block(n: number): Promise<ContentBlock>;
}

type Postings = Record<number, Record<number, number>>;

/** MiniSearch's form of one term's postings: field id to document id to term frequency. */
function toMiniSearch(fields: readonly FieldPostings[]): Postings {
  const postings: Postings = {};
  for (const [fieldId, gaps, counts] of fields) {
    const frequencies: Record<number, number> = {};
    let id = 0;
    gaps.forEach((gap, k) => {
      id += gap;
      frequencies[id] = counts?.[k] ?? 1;
    });
    postings[fieldId] = frequencies;
  }
  return postings;
}

function randomQueryId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A query's matches, best first, before `distinct` and pagination. */
interface Matches {
  ids: readonly number[];
  query: CompiledQuery | undefined;
}

class SearchIndex implements LocalSearchIndex {
  private readonly records: DocSearchRecord[];
  /** Every record, in custom-ranking order: the answer to an empty query. */
  private readonly browseOrder: readonly number[];
  private readonly customRank: Int32Array;
  /** By name (its folded words), the records of the pages that bear it: see `namedRecords`. */
  private readonly names: ReadonlyMap<string, readonly number[]>;
  private readonly chunks = new Map<number, Promise<TermChunk>>();
  private readonly blocks = new Map<number, Promise<void>>();
  /**
   * The MiniSearch index without terms or documents: each query adds the postings of its own terms
   * and the documents they hold, with their field lengths.
   */
  private readonly base: Omit<AsPlainObject, 'index' | 'documentIds' | 'fieldLength'>;
  /** Each record's heading lengths, from the head (counting them here took most of a second). */
  private readonly headingLengths: readonly (readonly number[])[];
  private readonly postings = new Map<string, Postings>();
  private last: {key: string; miniSearch: MiniSearch} | undefined;

  constructor(
    private readonly parts: IndexParts,
    origin: string,
  ) {
    const {head} = parts;
    this.records = decodeRecords(head, origin);
    const byCustomRanking = ({weight: a}: DocSearchRecord, {weight: b}: DocSearchRecord) =>
      b.pageRank - a.pageRank || b.level - a.level || a.position - b.position;
    this.browseOrder = this.records
      .map((_, id) => id)
      .sort((a, b) => byCustomRanking(this.records[a]!, this.records[b]!) || a - b);
    this.customRank = new Int32Array(this.records.length);
    this.browseOrder.forEach((id, rank) => (this.customRank[id] = rank));
    this.names = namedRecords(head, this.records, origin);
    this.headingLengths = headingLengths(head);

    this.base = {
      documentCount: this.records.length,
      nextId: this.records.length,
      fieldIds: Object.fromEntries(INDEX_FIELDS.map((field, id) => [field, id])),
      averageFieldLength: head.fieldLength.average,
      storedFields: {},
      dirtCount: 0,
      serializationVersion: 2,
    };
  }

  async search(params: SearchParams = {}): Promise<SearchResult> {
    const started = performance.now();
    const resolved = resolveParams(params);
    const {ids, query} = await this.matchingRecords(resolved);
    const {hitsPerPage, page} = resolved;
    const shown = ids.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    await this.loadContent(shown);
    const result: SearchResult = {
      hits: shown.map((id) => this.hit(id, resolved, query)),
      nbHits: ids.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(ids.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query: resolved.query,
      params: serializeParams(params),
      processingTimeMS: 0,
    };
    if (resolved.facets.length > 0) result.facets = countFacets(this.records, ids, resolved.facets);
    if (resolved.clickAnalytics) result.queryID = randomQueryId();
    result.processingTimeMS = Math.round(performance.now() - started);
    return result;
  }

  async searchForFacetValues(
    facetName: string,
    facetQuery: string,
    params: SearchParams = {},
  ): Promise<FacetSearchResult> {
    const started = performance.now();
    if (!isFacetAttribute(facetName)) {
      throw new SearchError(
        400,
        `Cannot search the values of ${quote(facetName)}: the facets are ${FACET_ATTRIBUTES.join(', ')}`,
      );
    }
    if (typeof facetQuery !== 'string')
      throw new SearchError(400, `facetQuery must be a string, not ${quote(facetQuery)}`);
    const resolved = resolveParams(params);
    const {ids} = await this.matchingRecords(resolved);
    const counts = countValues(this.records, ids, facetName);
    return {
      facetHits: facetHits(counts, facetQuery, resolved.markup, resolved.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** The records that answer the query and filters, best first, `distinct` applied. */
  private async matchingRecords({query, filter, distinct}: ResolvedParams): Promise<Matches> {
    if (query === '') {
      // Algolia browses on an empty query: every record, in custom-ranking order.
      const ids = filter
        ? this.browseOrder.filter((id) => filter(this.records[id]!))
        : this.browseOrder;
      return {ids: this.keepPerUrl(ids, distinct), query: undefined};
    }
    // The terms of the words as typed first; then, only if needed, the characters of Han words the
    // index lacks and the neighbours of words it does not hold (typos): most queries need one fetch.
    const ranges = rangesOf(query);
    let terms = await this.termsFor(ranges);
    const split = hanRangesOf(query, terms);
    if (split.length > 0) {
      ranges.prefixes.push(...split);
      terms = await this.termsFor(ranges);
    }
    let compiled = compileQuery(query, terms);
    const correct = wordsToCorrect(compiled);
    if (correct.length > 0) {
      ranges.prefixes.push(...typoRangesOf(correct));
      compiled = compileQuery(query, await this.termsFor(ranges), new Set(correct));
    }
    const named = (this.names.get(nameKey(query)) ?? []).filter(
      (id) => !filter || filter(this.records[id]!),
    );
    if (compiled.candidates.size === 0 && named.length === 0) return {ids: [], query: compiled};
    const results = this.miniSearchFor(compiled).search([...compiled.candidates.keys()].join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOSTS,
      boostTerm: (term) => compiled.candidates.get(term)?.weight ?? 0,
      // Headings a little before paragraphs, guides a little before the API reference.
      boostDocument: (id: number) => {
        const {level, pageRank} = this.records[id]!.weight;
        return 1 + level / 150 + pageRank / 10;
      },
      filter: filter && ((result) => filter(this.records[result.id as number]!)),
    });
    const ids = rank(results, compiled, this.customRank, named);
    return {ids: this.keepPerUrl(ids, distinct), query: compiled};
  }

  /** Fetches the term chunks that hold these ranges, and looks terms up in them. */
  private async termsFor({prefixes, terms}: Ranges): Promise<TermSource> {
    const {chunks} = this.parts.head;
    const needed = new Set<number>();
    if (chunks.length > 0) {
      for (const prefix of prefixes) {
        // Every chunk from the one where the prefix would sit to the one where its last extension would.
        const last = runOf(chunks, `${prefix}\uffff`);
        for (let n = runOf(chunks, prefix); n <= last; n++) needed.add(n);
      }
      for (const term of terms) needed.add(runOf(chunks, term));
    }
    const loaded = await Promise.all([...needed].map((n) => this.chunk(n)));
    const known = new Set(loaded.flatMap((chunk) => chunk.terms));
    return {
      withPrefix: (prefix) =>
        loaded.flatMap((chunk) => chunk.terms.filter((term) => term.startsWith(prefix))).sort(),
      has: (term) => known.has(term),
    };
  }

  private chunk(n: number): Promise<TermChunk> {
    let loading = this.chunks.get(n);
    if (!loading) {
      loading = this.parts.chunk(n).then(
        (chunk) => {
          chunk.terms.forEach((term, k) =>
            this.postings.set(term, toMiniSearch(chunk.postings[k]!)),
          );
          return chunk;
        },
        (error: unknown) => {
          throw new IndexUnavailableError(`t${n}`, error);
        },
      );
      // A failed fetch is tried again by the next query.
      loading.catch(() => this.chunks.delete(n));
      this.chunks.set(n, loading);
    }
    return loading;
  }

  /**
   * A MiniSearch index of the query's terms and the records they occur in, which are the only ones
   * it scores; kept while the next keystrokes match the same terms.
   */
  private miniSearchFor({candidates}: CompiledQuery): MiniSearch {
    const terms = [...candidates.keys()];
    const key = terms.join(' ');
    if (this.last?.key !== key) {
      const index = terms.map((term) => [term, this.postings.get(term)!] as [string, Postings]);
      const documentIds: Record<number, number> = {};
      const fieldLength: Record<number, number[]> = {};
      for (const [, postings] of index)
        for (const frequencies of Object.values(postings))
          for (const id of Object.keys(frequencies).map(Number)) {
            if (id in documentIds) continue;
            documentIds[id] = id;
            fieldLength[id] = INDEX_FIELDS.map((field, k) =>
              field === 'content'
                ? this.parts.head.fieldLength.content[id]!
                : (this.headingLengths[id]![k] ?? 0),
            );
          }
      this.last = {
        key,
        miniSearch: MiniSearch.loadJS(
          {...this.base, documentIds, fieldLength, index},
          indexOptions,
        ),
      };
    }
    return this.last.miniSearch;
  }

  /** Fetches the text of the content records among `ids` (a heading's record has none). */
  private async loadContent(ids: readonly number[]): Promise<void> {
    const {head} = this.parts;
    const needed = new Set(
      ids.filter((id) => this.records[id]!.type === 'content').map((id) => runOf(head.blocks, id)),
    );
    await Promise.all(
      [...needed].map((n) => {
        let loading = this.blocks.get(n);
        if (!loading) {
          loading = this.parts.block(n).then(
            (block) => fillContent(this.records, head, n, block),
            (error: unknown) => {
              throw new IndexUnavailableError(`c${n}`, error);
            },
          );
          loading.catch(() => this.blocks.delete(n));
          this.blocks.set(n, loading);
        }
        return loading;
      }),
    );
  }

  /** Keeps the first `limit` records of each url (attributeForDistinct: url); 0 keeps all. */
  private keepPerUrl(ranked: readonly number[], limit: number): readonly number[] {
    if (limit === 0) return ranked;
    const kept = new Map<string, number>();
    return ranked.filter((id) => {
      const {url} = this.records[id]!;
      const count = kept.get(url) ?? 0;
      if (count >= limit) return false;
      kept.set(url, count + 1);
      return true;
    });
  }

  private hit(
    id: number,
    {retrieve, highlight: toHighlight, snippet: toSnippet, markup}: ResolvedParams,
    query: CompiledQuery | undefined,
  ): SearchHit {
    const record = this.records[id]!;
    const matcher = query ?? {words: [], match: () => 0};
    const hit = retrieveAttributes(record, retrieve);
    if (toHighlight.length > 0) {
      hit._highlightResult = perAttribute(record, toHighlight, (value) =>
        highlight(value, matcher, markup),
      );
    }
    if (toSnippet.size > 0) {
      hit._snippetResult = perAttribute(record, [...toSnippet.keys()], (value, attribute) =>
        snippet(value, matcher, toSnippet.get(attribute)!, markup),
      );
    }
    return hit;
  }
}

/** The records' URLs are made absolute on `origin`, as DocSearch hits carry them. */
export function createSearchIndex(parts: IndexParts, origin: string): LocalSearchIndex {
  return new SearchIndex(parts, origin);
}
