/**
 * BM25 over the postings of a query's terms, computed in place. It is MiniSearch's scoring (the same
 * formula, parameters, field boosts and order of additions, so the same scores to the last bit), done
 * on arrays: building a MiniSearch index of the query's records for each query took most of a query's
 * time and garbage in the browser.
 */
import {headingLengths, type FieldPostings, type IndexHead} from '../indexFormat';
import {PageRank} from '../selectors';
import type {DocSearchRecord} from '../types';
import {FIELD_BOOSTS, INDEX_FIELDS} from './indexOptions';

/** MiniSearch's default BM25+ parameters: term-frequency saturation, length normalisation, floor. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One field's postings of a term: the records holding it, ascending, and how often (absent: once each). */
export interface FieldRun {
  field: number;
  ids: Int32Array;
  counts: readonly number[] | undefined;
}

/** A term's postings as the index stores them (gaps between record ids), decoded once. */
export function decodePostings(fields: readonly FieldPostings[]): FieldRun[] {
  return fields.map(([field, gaps, counts]) => {
    const ids = new Int32Array(gaps.length);
    let id = 0;
    gaps.forEach((gap, k) => (ids[k] = id += gap));
    return {field, ids, counts};
  });
}

/** What the scores depend on besides the postings: the index's records and fields. */
export interface ScoringContext {
  recordCount: number;
  /** Each field's boost, by field id. */
  fieldBoosts: readonly number[];
  /** Each field's average length over the records, by field id. */
  averageLength: readonly number[];
  /** Each record's length in terms, by field id, then record id. */
  fieldLengths: readonly Uint32Array[];
  /** A record's boost (its heading level and page rank), by record id. */
  recordBoost: Float64Array;
}

/** The scoring context of an index: its head, and its records as the head decodes them. */
/** A record's factor on its score: headings a little before paragraphs, guides a little before the API reference, hubs a little after. */
export const recordBoostOf = ({level, pageRank}: DocSearchRecord['weight']): number =>
  1 + level / 150 + (pageRank - PageRank.reference) / 10;

export function scoringContext(
  head: IndexHead,
  records: readonly DocSearchRecord[],
): ScoringContext {
  // Each record's heading lengths, from the head (counting them here took most of a second).
  const headings = headingLengths(head);
  return {
    recordCount: records.length,
    fieldBoosts: INDEX_FIELDS.map((field) => FIELD_BOOSTS[field]),
    averageLength: head.fieldLength.average,
    fieldLengths: INDEX_FIELDS.map((field, k) =>
      field === 'content'
        ? Uint32Array.from(head.fieldLength.content)
        : Uint32Array.from(headings, (lengths) => lengths[k] ?? 0),
    ),
    recordBoost: Float64Array.from(records, ({weight}) => recordBoostOf(weight)),
  };
}

/** A record that holds some of the query's terms: the sum of their weighted scores, and which. */
export interface Scored {
  id: number;
  score: number;
  /** The query terms it holds, in the order they were scored. */
  terms: string[];
}

/**
 * The records holding any of `terms` (each with its postings and weight), with their scores: for each
 * term, in order, the sum over the fields, in field order, of the term's weight × the field's boost ×
 * the record's boost × BM25+; summed over the terms. `keep` leaves out records the filters reject.
 */
export function scoreRecords(
  terms: readonly {term: string; weight: number; postings: readonly FieldRun[]}[],
  context: ScoringContext,
  keep?: (id: number) => boolean,
): Scored[] {
  const {recordCount, fieldBoosts, averageLength, fieldLengths, recordBoost} = context;
  const total = new Float64Array(recordCount);
  const termScore = new Float64Array(recordCount);
  /** Per record: 0 not seen yet, 1 kept, 2 left out by the filters. */
  const verdict = new Uint8Array(recordCount);
  /** Per record: whether the term being scored has touched it. */
  const touchedNow = new Uint8Array(recordCount);
  const found = new Map<number, Scored>();
  for (const {term, weight, postings} of terms) {
    const touched: number[] = [];
    const runs = [...postings].sort((a, b) => a.field - b.field);
    for (const {field, ids, counts} of runs) {
      const fieldBoost = fieldBoosts[field]!;
      const average = averageLength[field]!;
      const lengths = fieldLengths[field]!;
      const idf = Math.log(1 + (recordCount - ids.length + 0.5) / (ids.length + 0.5));
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        if (verdict[id] === 0) verdict[id] = !keep || keep(id) ? 1 : 2;
        if (verdict[id] === 2) continue;
        const frequency = counts?.[k] ?? 1;
        const bm25 =
          idf *
          (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * lengths[id]!) / average)));
        if (touchedNow[id] === 0) {
          touchedNow[id] = 1;
          touched.push(id);
        }
        termScore[id] = termScore[id]! + weight * fieldBoost * recordBoost[id]! * bm25;
      }
    }
    for (const id of touched) {
      const scored = found.get(id);
      if (scored) {
        total[id] = total[id]! + termScore[id]!;
        scored.terms.push(term);
      } else {
        total[id] = termScore[id]!;
        found.set(id, {id, score: 0, terms: [term]});
      }
      termScore[id] = 0;
      touchedNow[id] = 0;
    }
  }
  for (const scored of found.values()) scored.score = total[scored.id]!;
  return [...found.values()];
}
