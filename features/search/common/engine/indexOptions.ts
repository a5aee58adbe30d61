/**
 * The MiniSearch index of the records: its fields, how they are read and cut into terms, and their
 * weights. The build (features/search/build/indexFiles.ts, through indexFields.ts) and the browser use these
 * same options, so the terms and field lengths written at build time are those the browser scores with.
 */
import type {Options} from 'minisearch';

import {SEARCHABLE_ATTRIBUTES, type DocSearchRecord, type SearchableAttribute} from '../types';
import {indexTerm} from './terms';
import {words} from './tokenize';

/** A document of the index: a record, and its place in the index file (the document id). */
export interface IndexedRecord {
  id: number;
  record: DocSearchRecord;
}

/** One field per searchable attribute: each hierarchy level, and the content. */
export const INDEX_FIELDS: readonly SearchableAttribute[] = SEARCHABLE_ATTRIBUTES;

/**
 * Field weights in the BM25 score: the page title weighs most, then headings by depth, then the text;
 * lvl0, a section name that whole groups of pages share ("Components"), weighs least.
 */
export const FIELD_BOOSTS: Readonly<Record<SearchableAttribute, number>> = {
  'hierarchy.lvl0': 0.5,
  'hierarchy.lvl1': 4,
  'hierarchy.lvl2': 3,
  'hierarchy.lvl3': 2.5,
  'hierarchy.lvl4': 2,
  'hierarchy.lvl5': 2,
  'hierarchy.lvl6': 2,
  content: 1,
};

/**
 * The options the browser scores with. It never adds a document, so how a record's fields are read
 * (features/search/build/indexFields.ts, build side) stays out of its bundle.
 */
export const indexOptions: Options<IndexedRecord> = {
  fields: [...INDEX_FIELDS],
  idField: 'id',
  tokenize: words,
  processTerm: indexTerm,
};
