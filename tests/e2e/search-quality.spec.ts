/**
 * The local search measured on the built index, without a browser: it answers the readers' questions
 * (success@3) and the error messages they paste (apart, with a floor of their own), it finds every
 * page by its title, sidebar label and section label, and what a reader downloads before the first
 * result stays within budget at the index's capacity. All are deterministic for a build, so they are
 * asserted; `npm run bench:search` prints them.
 */
import {join} from 'node:path';

import {
  grownIndex,
  INDEX_CAPACITY_PAGES,
  kb,
  nameQueries,
  namesMissed,
  nameTies,
  questionSets,
  readQuestions,
  successAt3,
  tiesMissed,
  transferBeforeFirstResult,
  type Question,
} from '../../features/search/bench/quality';
import {localeDir, siteDefaults} from '../../data/site';
import {createSearchIndex} from '../../features/search/common/engine';
import {inMemory, readIndexFiles} from '../../features/search/build/indexFiles';
import {decodeIndex} from '../../features/search/common/indexFormat';
import {expect, locales, test} from './fixtures';
import {builtPages} from './sitemap';

/** Share of the readers' questions with an answering page among the first three. */
const SUCCESS_AT_3 = 0.95;
/** The same share over the error messages readers paste (`"kind": "error"`), held apart. */
const ERRORS_SUCCESS_AT_3 = 0.9;
/** Gzip bytes before the first result, for every question, with the site grown to the index's capacity. */
const TRANSFER_BUDGET_KB = 150;

const questions = readQuestions();

for (const locale of locales) {
  test.describe(`local search quality (${locale})`, () => {
    const dir = join('build', localeDir(locale));

    const {errors, others} = questionSets(questions[locale]);
    const success = (asked: readonly Question[]) => {
      const encoded = readIndexFiles(dir);
      const records = decodeIndex(encoded, siteDefaults.url);
      return successAt3(
        createSearchIndex(inMemory(encoded), siteDefaults.url),
        locale,
        asked,
        `${siteDefaults.url}${siteDefaults.baseUrl}${localeDir(locale)}`,
        new Set(records.map((record) => record.url_without_anchor)),
      );
    };

    test(`answers at least ${SUCCESS_AT_3 * 100}% of the readers' questions among its first three pages`, async () => {
      expect(others.length).toBeGreaterThanOrEqual(60);
      const {rate, missed} = await success(others);
      expect(rate, `missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(SUCCESS_AT_3);
    });

    test(`answers at least ${ERRORS_SUCCESS_AT_3 * 100}% of the error messages readers paste among its first three pages`, async () => {
      expect(errors.length).toBeGreaterThanOrEqual(22);
      const {rate, missed} = await success(errors);
      expect(rate, `missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(ERRORS_SUCCESS_AT_3);
    });

    const reference = `${siteDefaults.baseUrl}${localeDir(locale)}api`;
    const isReference = (path: string) => path === reference || path.startsWith(`${reference}/`);

    test('a query equal to a page’s title or sidebar label finds it first (a guide first on a name tie); a section’s label, among the first three', async () => {
      const queries = nameQueries(await builtPages(locale));
      // Every page has a title; the sidebars add labels and sections: a short list means a broken reader.
      expect(queries.length).toBeGreaterThanOrEqual(200);
      const index = createSearchIndex(inMemory(readIndexFiles(dir)), siteDefaults.url);
      const missed = await namesMissed(index, locale, queries, nameTies(queries, isReference));
      expect(missed, `missed:\n${missed.join('\n')}`).toEqual([]);
    });

    test('a guide comes before an API reference page of the same name, or one whose one-word name starts the guide’s', async () => {
      const ties = nameTies(nameQueries(await builtPages(locale)), isReference);
      // "API keys" / "API 密钥" and "Voice" / "语音" at least: a short list means a broken reader.
      expect(ties.length, ties.map(({q}) => q).join(', ')).toBeGreaterThanOrEqual(3);
      const index = createSearchIndex(inMemory(readIndexFiles(dir)), siteDefaults.url);
      const missed = await tiesMissed(index, locale, ties);
      expect(missed, `missed:\n${missed.join('\n')}`).toEqual([]);
    });

    test(`downloads at most ${TRANSFER_BUDGET_KB} KB before the first result, with ${INDEX_CAPACITY_PAGES} pages`, async () => {
      test.setTimeout(120_000);
      const grown = grownIndex(
        decodeIndex(readIndexFiles(dir), siteDefaults.url),
        INDEX_CAPACITY_PAGES,
      );
      const asked = questions[locale].map(({q}) => q);
      expect(asked.length).toBeGreaterThanOrEqual(30);
      const transfers = await transferBeforeFirstResult(grown, locale, asked);
      const worst = Math.max(...transfers);
      expect(
        worst / 1024,
        `"${asked[transfers.indexOf(worst)]}" needs ${kb(worst)}`,
      ).toBeLessThanOrEqual(TRANSFER_BUDGET_KB);
    });
  });
}
