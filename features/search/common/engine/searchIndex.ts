/**
 * The local index: the head's records in memory, term chunks and content blocks fetched as queries
 * need them. The records that hold the query's terms are scored (BM25 over the hierarchy and content
 * fields, weighted: ./scoring.ts); the ranking is then: the pages named, most query words held, fewest
 * typos, best score, custom ranking. No record needs every word: a question finds the records that
 * answer most of it.
 */
import {
  decodeRecords,
  fillContent,
  runOf,
  type ContentBlock,
  type IndexHead,
  type TermChunk,
} from '../indexFormat';
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../types';
import {perAttribute} from './attributes';
import {IndexUnavailableError, quote, SearchError} from './errors';
import {countFacets, countValues, facetHits, isFacetAttribute} from './facets';
import {highlight, snippet} from './highlight';
import {retrieveAttributes} from './hits';
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
import type {BuiltLocale} from '../../../../data/site';
import {PageRank} from '../selectors';
import {synonyms} from '../synonyms';
import {Alternatives} from './alternatives';
import {nameKey, namedRanks, namedRecords} from './names';
import {rank} from './ranking';
import {
  decodePostings,
  scoreRecords,
  scoringContext,
  type FieldRun,
  type ScoringContext,
} from './scoring';
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
  private readonly scoring: ScoringContext;
  /** Each loaded term's postings. */
  private readonly postings = new Map<string, FieldRun[]>();
  /** By filters (`filterKey`), which records they keep: 1 kept, 0 left out. */
  private readonly kept = new Map<string, Uint8Array>();
  /** Whether a record belongs to a guide (its page outranks the API reference's on a tie). */
  private readonly isGuide = (id: number): boolean =>
    this.records[id]!.weight.pageRank === PageRank.guide;
  /** Whether a record belongs to a hub (the home page, the glossary): on equal words, it comes after. */
  private readonly isHub = (id: number): boolean =>
    this.records[id]!.weight.pageRank === PageRank.hub;
  /** The synonyms of the index's locale, as its query words' alternatives. */
  private readonly alternatives: Alternatives;

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
    this.scoring = scoringContext(head, this.records);
    const language = head.pages[0]?.l;
    this.alternatives = new Alternatives(
      language !== undefined && language in synonyms ? synonyms[language as BuiltLocale] : [],
    );
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
  private async matchingRecords(resolved: ResolvedParams): Promise<Matches> {
    const {query, distinct} = resolved;
    const keep = this.keptBy(resolved);
    if (query === '') {
      // Algolia browses on an empty query: every record, in custom-ranking order.
      const ids = keep ? this.browseOrder.filter(keep) : this.browseOrder;
      return {ids: this.keepPerUrl(ids, distinct), query: undefined};
    }
    // The terms of the words as typed first; then, only if needed, the characters of Han words the
    // index lacks and the neighbours of words it does not hold (typos): most queries need one fetch.
    const ranges = rangesOf(query, this.alternatives);
    let terms = await this.termsFor(ranges);
    const split = hanRangesOf(query, terms, this.alternatives);
    if (split.length > 0) {
      ranges.prefixes.push(...split);
      terms = await this.termsFor(ranges);
    }
    let compiled = compileQuery(query, terms, new Set(), this.alternatives);
    const correct = wordsToCorrect(compiled);
    if (correct.length > 0) {
      ranges.prefixes.push(...typoRangesOf(correct));
      compiled = compileQuery(
        query,
        await this.termsFor(ranges),
        new Set(correct),
        this.alternatives,
      );
    }
    const named = namedRanks(nameKey(query), this.names, this.isGuide);
    if (keep) for (const id of named.keys()) if (!keep(id)) named.delete(id);
    if (compiled.candidates.size === 0 && named.size === 0) return {ids: [], query: compiled};
    const results = scoreRecords(
      [...compiled.candidates].map(([term, {weight}]) => ({
        term,
        weight,
        postings: this.postings.get(term)!,
      })),
      this.scoring,
      keep,
    );
    const ids = rank(results, compiled, this.customRank, named, this.isHub);
    return {ids: this.keepPerUrl(ids, distinct), query: compiled};
  }

  /**
   * Whether the filters keep a record, by id; undefined when there are none. Each set of filters is
   * tried on every record once: the modal sends the same ones with every query.
   */
  private keptBy({filter, filterKey}: ResolvedParams): ((id: number) => boolean) | undefined {
    if (!filter) return undefined;
    let kept = this.kept.get(filterKey);
    if (!kept) {
      kept = Uint8Array.from(this.records, (record) => Number(filter(record)));
      this.kept.set(filterKey, kept);
    }
    const verdicts = kept;
    return (id) => verdicts[id] === 1;
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
            this.postings.set(term, decodePostings(chunk.postings[k]!)),
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
