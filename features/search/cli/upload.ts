/**
 * Pushes the site's search records to a hosted Algolia index, for teams that serve DocSearch from Algolia
 * rather than from the built-in local index, with the index's settings, synonyms and rules. Reads
 * every locale's search index from a production build:
 *
 *   DOCS_ALGOLIA_APP_ID=… DOCS_ALGOLIA_INDEX_NAME=… DOCS_ALGOLIA_ADMIN_KEY=… npm run search:upload [-- --build-dir build] [--no-records]
 *
 * URLs are made absolute on DOCS_SITE_URL (default: the production site), as the DocSearch crawler's are.
 * `--no-records` sends the settings, synonyms and rules only: for an index the DocSearch crawler
 * fills, whose configuration cannot carry synonyms or rules.
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {algoliasearch, type Rule, type SynonymHit} from 'algoliasearch';
import {siteDefaults} from '../../../data/site';
import {localesOf} from '../../../scripts/static-server';
import {readIndexFiles, readIndexHead} from '../build/indexFiles';
import {decodeIndex, INDEX_FILE_NAME} from '../common/indexFormat';
import type {DocSearchRecord} from '../common/types';
import {nameRules} from '../build/algoliaRules';
import {algoliaSynonyms} from '../build/algoliaSynonyms';
import {docsearchIndexSettings} from '../build/algoliaSettings';

// Environment, read once. The admin key never leaves the client's request headers.
const SITE_URL = process.env.DOCS_SITE_URL ?? siteDefaults.url;
const ALGOLIA_ENV = {
  DOCS_ALGOLIA_APP_ID: process.env.DOCS_ALGOLIA_APP_ID,
  DOCS_ALGOLIA_INDEX_NAME: process.env.DOCS_ALGOLIA_INDEX_NAME,
  DOCS_ALGOLIA_ADMIN_KEY: process.env.DOCS_ALGOLIA_ADMIN_KEY,
};

export interface AlgoliaTarget {
  appId: string;
  indexName: string;
  adminKey: string;
}

/** The upload target, or an error naming every missing variable. */
export function algoliaTarget(
  env: Readonly<Record<keyof typeof ALGOLIA_ENV, string | undefined>>,
): AlgoliaTarget {
  const missing = Object.entries(env)
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variable(s) ${missing.join(', ')}: set them to upload the search records to Algolia.`,
    );
  }
  return {
    appId: env.DOCS_ALGOLIA_APP_ID!.trim(),
    indexName: env.DOCS_ALGOLIA_INDEX_NAME!.trim(),
    adminKey: env.DOCS_ALGOLIA_ADMIN_KEY!.trim(),
  };
}

/** The folders of a build that hold a locale's index: the default locale's at the root, the others' in theirs. */
function indexFolders(buildDir: string): string[] {
  const folders = existsSync(buildDir) ? ['', ...localesOf(buildDir)] : [];
  return folders.filter((folder) => existsSync(join(buildDir, folder, INDEX_FILE_NAME)));
}

/** The records of every built locale. */
export function readBuiltRecords(buildDir: string, origin: string): DocSearchRecord[] {
  const records = indexFolders(buildDir).flatMap((folder) =>
    decodeIndex(readIndexFiles(join(buildDir, folder)), origin),
  );
  if (records.length === 0) {
    throw new Error(
      `No search records in ${buildDir} (no ${INDEX_FILE_NAME} with records): run \`npm run build\` first.`,
    );
  }
  return records;
}

/** The rules that put a page first for a query equal to one of its names, in every built locale. */
export function readBuiltRules(buildDir: string): Rule[] {
  return indexFolders(buildDir).flatMap((folder) =>
    nameRules(readIndexHead(join(buildDir, folder)), folder || 'default'),
  );
}

type Requester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>;

export interface UploadOptions extends AlgoliaTarget {
  /** The records, replacing the index's; undefined leaves them as they are (`--no-records`). */
  records: readonly DocSearchRecord[] | undefined;
  /** Query rules (the pages each name finds first), replacing the index's rules. */
  rules?: readonly Rule[];
  /** Synonyms, replacing the index's. */
  synonyms?: readonly SynonymHit[];
  /** Replaces the client's HTTP requester (tests). */
  requester?: Requester;
  log?: (line: string) => void;
}

/**
 * Applies the DocSearch settings, the synonyms and the rules to the index, then swaps its records
 * for `records` in one move.
 */
export async function uploadRecords({
  appId,
  adminKey,
  indexName,
  records,
  rules = [],
  synonyms = [],
  requester,
  log = console.log,
}: UploadOptions): Promise<void> {
  const started = performance.now();
  const client = algoliasearch(appId, adminKey, requester && {requester});
  // Settings first: replaceAllObjects copies the index's settings into the temporary index it fills.
  const {taskID} = await client.setSettings({indexName, indexSettings: docsearchIndexSettings});
  await client.waitForTask({indexName, taskID});
  // Synonyms and rules too, before the records: the temporary index copies them with the settings.
  const synonymsSaved = await client.saveSynonyms({
    indexName,
    synonymHit: [...synonyms],
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName, taskID: synonymsSaved.taskID});
  const saved = await client.saveRules({indexName, rules: [...rules], clearExistingRules: true});
  await client.waitForTask({indexName, taskID: saved.taskID});
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const config = `${synonyms.length} synonyms and ${rules.length} rules`;
  if (records === undefined) {
    log(
      `Algolia index ${indexName}: settings, ${config} in ${seconds()} s; records left as they are`,
    );
    return;
  }
  // Fills a temporary index, then moves it over this one: searches never see a half-filled index.
  // (Copies: the client's type wants plain objects, which an interface-typed record is not.)
  await client.replaceAllObjects({indexName, objects: records.map((record) => ({...record}))});

  const perLanguage = new Map<string, number>();
  for (const {language} of records) perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  const counts = [...perLanguage].map(([language, count]) => `${language} ${count}`).join(', ');
  log(
    `Algolia index ${indexName}: ${records.length} records (${counts}), ${config} in ${seconds()} s`,
  );
}

async function main(): Promise<void> {
  const target = algoliaTarget(ALGOLIA_ENV);
  const flag = process.argv.indexOf('--build-dir');
  const buildDir = resolve(flag === -1 ? 'build' : (process.argv[flag + 1] ?? 'build'));
  const records = process.argv.includes('--no-records')
    ? undefined
    : readBuiltRecords(buildDir, new URL(SITE_URL).origin);
  await uploadRecords({
    ...target,
    records,
    rules: readBuiltRules(buildDir),
    synonyms: algoliaSynonyms(),
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(
      `✖ Search records not uploaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  });
}
