/**
 * Settings of the hosted (Algolia) search index: those of the DocSearch crawler's Docusaurus template,
 * narrowed to the attributes our records carry (no `lang`, no `version`). `npm run search:upload` sends
 * them, and the crawler configuration (`npm run search:crawler-config`) carries them.
 */
import type {IndexSettings} from 'algoliasearch';
import {FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES} from '../common/types';

export const docsearchIndexSettings = {
  // Hierarchy before content; `unordered` because a word's place inside a heading says nothing about relevance.
  searchableAttributes: SEARCHABLE_ATTRIBUTES.map((attribute) =>
    attribute === 'content' ? attribute : `unordered(${attribute})`,
  ),
  // DocSearch only filters on these (contextual search by language and docs version) and never asks for
  // facet counts or facet values, so filter-only is enough and keeps the index smaller.
  attributesForFaceting: FACET_ATTRIBUTES.map((attribute) => `filterOnly(${attribute})`),
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // One hit per URL (page + anchor), ordered by page rank, then heading level, then position on the page.
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // DocSearch's order, not Algolia's default: a hit matching more words beats one with fewer typos.
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // What the DocSearch v3 modal asks for on every query (the template's legacy <span> tags are overridden anyway).
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  // The local engine's typo thresholds, so both modes forgive the same mistakes: one typo from 5 letters, two from 9.
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  // Version numbers and ports must match exactly.
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  attributeCriteriaComputedByMinProximity: true,
  advancedSyntax: true,
  // As the local engine: a question need not match every word. When no record holds them all, Algolia
  // retries with every word optional and ranks by words matched ("words" comes first above); stop words
  // are dropped but for the word being typed, and plurals match. Chinese first, for its word segmentation.
  removeWordsIfNoResults: 'allOptional',
  queryLanguages: ['zh', 'en'],
  removeStopWords: true,
  ignorePlurals: true,
} satisfies IndexSettings;
