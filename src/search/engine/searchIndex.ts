/**
 * The local index: records pre-tokenized into term ids, a posting list (record ids) per term, and the
 * query pipeline: match every word, filter, rank, keep one hit per url, paginate, highlight.
 */
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../types';
import {attributeValue, perAttribute, RANKED_ATTRIBUTES} from './attributes';
import {Counters} from './counters';
import {quote, SearchError} from './errors';
import {countFacets, countValues, facetHits, isFacetAttribute} from './facets';
import {highlight, snippet} from './highlight';
import {retrieveAttributes} from './hits';
import {resolveParams, serializeParams, type ResolvedParams} from './params';
import {QueryMatches} from './query';
import {Ranking} from './ranking';
import {words} from './tokenize';
import type {
  FacetSearchResult,
  LocalSearchIndex,
  SearchHit,
  SearchParams,
  SearchResult,
} from './types';
import {Vocabulary} from './vocabulary';

const NO_TERMS = new Int32Array(0);

function compareCustomRanking({weight: a}: DocSearchRecord, {weight: b}: DocSearchRecord): number {
  return b.pageRank - a.pageRank || b.level - a.level || a.position - b.position;
}

function randomQueryId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

class SearchIndex implements LocalSearchIndex {
  private readonly vocabulary: Vocabulary;
  /** Per record, the term ids of each searchable attribute in RANKED_ATTRIBUTES order. */
  private readonly attributeTerms: (readonly Int32Array[])[];
  /** Per term, the ids of the records holding it, ascending. */
  private readonly postings: Int32Array[];
  /** Every record, in custom-ranking order: the answer to an empty query. */
  private readonly browseOrder: number[];
  private readonly urlIds: Int32Array;
  private readonly ranking: Ranking;
  private readonly matches: QueryMatches;
  /** Per record: how many query words it holds so far. */
  private readonly wordsFound: Counters;
  /** Per url: hits kept so far, for distinct. */
  private readonly hitsPerUrl: Counters;

  constructor(private readonly records: readonly DocSearchRecord[]) {
    // Hierarchy texts repeat on every record of a page: each distinct text is tokenized once. Words get
    // provisional ids in order of appearance, renumbered once the vocabulary is sorted.
    const textTerms = new Map<string, Int32Array>();
    const provisionalIds = new Map<string, number>();
    for (const record of records) {
      for (const attribute of RANKED_ATTRIBUTES) {
        const text = attributeValue(record, attribute);
        if (!text || textTerms.has(text)) continue;
        const found = words(text);
        const terms = new Int32Array(found.length);
        for (let k = 0; k < found.length; k++) {
          let id = provisionalIds.get(found[k]!);
          if (id === undefined) provisionalIds.set(found[k]!, (id = provisionalIds.size));
          terms[k] = id;
        }
        textTerms.set(text, terms);
      }
    }
    const vocabulary = new Vocabulary(provisionalIds.keys());
    const finalIds = Int32Array.from(provisionalIds.keys(), (word) => vocabulary.id(word)!);
    for (const terms of textTerms.values())
      for (let k = 0; k < terms.length; k++) terms[k] = finalIds[terms[k]!]!;
    this.vocabulary = vocabulary;
    this.attributeTerms = records.map((record) =>
      RANKED_ATTRIBUTES.map(
        (attribute) => textTerms.get(attributeValue(record, attribute) ?? '') ?? NO_TERMS,
      ),
    );
    this.postings = this.buildPostings();

    this.browseOrder = records
      .map((_, id) => id)
      .sort((a, b) => compareCustomRanking(records[a]!, records[b]!) || a - b);
    const customRank = new Int32Array(records.length);
    this.browseOrder.forEach((id, rank) => (customRank[id] = rank));
    const urls = new Map<string, number>();
    this.urlIds = new Int32Array(records.length);
    records.forEach(({url}, id) => {
      if (!urls.has(url)) urls.set(url, urls.size);
      this.urlIds[id] = urls.get(url)!;
    });

    this.ranking = new Ranking(customRank);
    this.matches = new QueryMatches(vocabulary);
    this.wordsFound = new Counters(records.length);
    this.hitsPerUrl = new Counters(urls.size);
  }

  /** Two passes over the records' distinct terms: count, then fill exactly sized arrays. */
  private buildPostings(): Int32Array[] {
    const size = this.vocabulary.size;
    const counts = new Int32Array(size);
    const lastRecord = new Int32Array(size);
    const eachDistinctTerm = (visit: (term: number, record: number) => void): void => {
      lastRecord.fill(-1);
      for (let record = 0; record < this.attributeTerms.length; record++) {
        for (const terms of this.attributeTerms[record]!) {
          for (let k = 0; k < terms.length; k++) {
            const term = terms[k]!;
            if (lastRecord[term] === record) continue;
            lastRecord[term] = record;
            visit(term, record);
          }
        }
      }
    };
    eachDistinctTerm((term) => counts[term]!++);
    const postings = Array.from(counts, (count) => new Int32Array(count));
    const filled = new Int32Array(size);
    eachDistinctTerm((term, record) => (postings[term]![filled[term]!++] = record));
    return postings;
  }

  search(params: SearchParams = {}): SearchResult {
    const started = performance.now();
    const resolved = resolveParams(params);
    const ids = this.matchingRecords(resolved);
    const {hitsPerPage, page} = resolved;
    const result: SearchResult = {
      hits: ids
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map((id) => this.hit(id, resolved)),
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

  searchForFacetValues(
    facetName: string,
    facetQuery: string,
    params: SearchParams = {},
  ): FacetSearchResult {
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
    const counts = countValues(this.records, this.matchingRecords(resolved), facetName);
    return {
      facetHits: facetHits(counts, facetQuery, resolved.markup, resolved.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** The ids of the records that answer the query and filters, best first, `distinct` applied. Compiles the query into `this.matches`. */
  private matchingRecords({query, filter, distinct}: ResolvedParams): readonly number[] {
    if (!this.matches.compile(query)) return [];
    let ranked: readonly number[];
    if (query === '') {
      // Algolia browses on an empty query: every record, in custom-ranking order.
      ranked = filter
        ? this.browseOrder.filter((id) => filter(this.records[id]!))
        : this.browseOrder;
    } else if (this.matches.words.length === 0) {
      // Separators only ("?!…"): no word to look for, so nothing matches.
      return [];
    } else {
      let found = this.recordsWithEveryWord();
      if (filter) found = found.filter((id) => filter(this.records[id]!));
      for (const id of found) this.ranking.score(id, this.attributeTerms[id]!, this.matches);
      ranked = found.sort(this.ranking.compare);
    }
    return distinct > 0 ? this.keepPerUrl(ranked, distinct) : ranked;
  }

  /** Intersects the query words' postings (each the union of its terms' lists), counting words per record. */
  private recordsWithEveryWord(): number[] {
    const {termsByWord} = this.matches;
    const found = this.wordsFound;
    found.reset(termsByWord.length);
    const records: number[] = [];
    for (let word = 0; word < termsByWord.length; word++) {
      const last = word === termsByWord.length - 1;
      let reached = 0;
      for (const term of termsByWord[word]!) {
        const postings = this.postings[term]!;
        for (let k = 0; k < postings.length; k++) {
          const record = postings[k]!;
          // A record counts once per word, and only if it held every earlier word.
          if (found.get(record) !== word) continue;
          found.set(record, word + 1);
          reached++;
          if (last) records.push(record);
        }
      }
      if (reached === 0) return [];
    }
    return records;
  }

  /** Keeps the first `limit` records of each url (attributeForDistinct: url). */
  private keepPerUrl(ranked: readonly number[], limit: number): number[] {
    const kept = this.hitsPerUrl;
    kept.reset(limit);
    return ranked.filter((id) => {
      const url = this.urlIds[id]!;
      const count = kept.get(url);
      if (count >= limit) return false;
      kept.set(url, count + 1);
      return true;
    });
  }

  private hit(
    id: number,
    {retrieve, highlight: toHighlight, snippet: toSnippet, markup}: ResolvedParams,
  ): SearchHit {
    const record = this.records[id]!;
    const hit = retrieveAttributes(record, retrieve);
    if (toHighlight.length > 0) {
      hit._highlightResult = perAttribute(record, toHighlight, (value) =>
        highlight(value, this.matches, markup),
      );
    }
    if (toSnippet.size > 0) {
      hit._snippetResult = perAttribute(record, [...toSnippet.keys()], (value, attribute) =>
        snippet(value, this.matches, toSnippet.get(attribute)!, markup),
      );
    }
    return hit;
  }
}

export function createSearchIndex(records: readonly DocSearchRecord[]): LocalSearchIndex {
  return new SearchIndex(records);
}
