/**
 * Which English page each translated page translates, and whether the translation is behind it.
 * A translated page records, in its front matter, the English file it was last brought in step with:
 *
 *   translated_from: 4b825dc642cb6eb9a060e54bf8d69288fbee4904
 *
 * the Git blob id of the English file's content (what `git hash-object docs/<page>.mdx` prints). A content
 * hash rather than a commit: it is the same on every branch, survives rebases and squash merges,
 * needs no Git history to say "behind", and Git can still show the English as it was then
 * (`git diff <blob> <blob>`) whenever that version was committed. `npm run translations:mark` writes
 * it; plugins/remark/remark-translation-notice.ts and `npm run translations:status` read it.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {isAbsolute, join, relative, sep} from 'node:path';

import {SITE_DIR} from './siteDir';

/** The front-matter key of the English source's blob id. */
export const SOURCE_KEY = 'translated_from';

/** English folders and the folder of each one's translations, relative to the repository. */
const SOURCE_FOLDERS = [
  {
    english: 'docs',
    translated: (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/current`,
  },
  // The API reference's overview; its other pages are generated from openapi.json in each locale.
  {
    english: 'api-reference',
    translated: (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs-api/current`,
    only: ['index.mdx'],
  },
] as const;

export interface TranslationPair {
  /** Both relative to the repository, with `/` separators. */
  english: string;
  translation: string;
}

const posix = (path: string): string => path.split(sep).join('/');

/** Every English page that has a translation in `locale`, with that translation. */
export function translationPairs(locale: string, siteDir = SITE_DIR): TranslationPair[] {
  return SOURCE_FOLDERS.flatMap((folder) => {
    const root = join(siteDir, folder.english);
    if (!existsSync(root)) return [];
    const pages =
      'only' in folder
        ? folder.only.filter((name) => existsSync(join(root, name)))
        : readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((name) =>
            /\.mdx?$/.test(name),
          );
    return pages
      .map((name) => ({
        english: posix(join(folder.english, name)),
        translation: posix(join(folder.translated(locale), name)),
      }))
      .filter(({translation}) => existsSync(join(siteDir, translation)))
      .sort((a, b) => a.english.localeCompare(b.english));
  });
}

/** The pair whose translation is `file` (absolute, or relative to the repository); undefined if none. */
export function pairOfTranslation(
  file: string,
  locale: string,
  siteDir = SITE_DIR,
): TranslationPair | undefined {
  const path = posix(isAbsolute(file) ? relative(siteDir, file) : file);
  for (const folder of SOURCE_FOLDERS) {
    const prefix = `${folder.translated(locale)}/`;
    if (!path.startsWith(prefix)) continue;
    const name = path.slice(prefix.length);
    if ('only' in folder && !(folder.only as readonly string[]).includes(name)) return undefined;
    const english = `${folder.english}/${name}`;
    return existsSync(join(siteDir, english)) ? {english, translation: path} : undefined;
  }
  return undefined;
}

/** Git's blob id of a file's content: `git hash-object` without Git. */
export const blobId = (content: string | Buffer): string => {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const SOURCE_LINE = new RegExp(`^${SOURCE_KEY}:\\s*['"]?([0-9a-f]{40})['"]?\\s*$`, 'm');

/** The blob id a translation's front matter records; undefined when it records none. */
export function recordedSource(translationText: string): string | undefined {
  const frontMatter = FRONT_MATTER.exec(translationText)?.[1];
  return frontMatter === undefined ? undefined : SOURCE_LINE.exec(frontMatter)?.[1];
}

/** The translation's text with `blob` recorded as its source, in place of any recorded before. */
export function withRecordedSource(translationText: string, blob: string): string {
  const match = FRONT_MATTER.exec(translationText);
  if (!match) throw new Error('the page has no front matter to record its English source in');
  const line = `${SOURCE_KEY}: ${blob}`;
  const frontMatter = SOURCE_LINE.test(match[1]!)
    ? match[1]!.replace(SOURCE_LINE, line)
    : `${match[1]}\n${line}`;
  return `---\n${frontMatter}\n---\n${translationText.slice(match[0].length)}`;
}

export type TranslationState = 'current' | 'behind' | 'unmarked';

export interface TranslationStatus extends TranslationPair {
  state: TranslationState;
  /** The blob id the translation records, if any. */
  recorded?: string;
  /** The blob id of the English file today. */
  current: string;
}

/** Whether `pair`'s translation is in step with its English file as it is on disk. */
export function translationStatus(pair: TranslationPair, siteDir = SITE_DIR): TranslationStatus {
  const current = blobId(readFileSync(join(siteDir, pair.english)));
  const recorded = recordedSource(readFileSync(join(siteDir, pair.translation), 'utf8'));
  const state = recorded === undefined ? 'unmarked' : recorded === current ? 'current' : 'behind';
  return {...pair, state, current, ...(recorded && {recorded})};
}

/** Records the English file's blob id in the translation of `pair`; returns the blob id. */
export function markTranslation(pair: TranslationPair, siteDir = SITE_DIR): string {
  const blob = blobId(readFileSync(join(siteDir, pair.english)));
  const file = join(siteDir, pair.translation);
  writeFileSync(file, withRecordedSource(readFileSync(file, 'utf8'), blob));
  return blob;
}

/**
 * The English file's changes since the version the translation records, as a unified diff; or,
 * when Git does not have that version (it was never committed), a sentence that says so.
 */
export function englishChanges(status: TranslationStatus, siteDir = SITE_DIR): string {
  const git = (...command: string[]) =>
    spawnSync('git', command, {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const before = status.recorded ? git('cat-file', 'blob', status.recorded) : undefined;
  if (before?.status !== 0)
    return `The version of ${status.english} it was marked with (${status.recorded ?? 'none'}) is not in this repository's history: compare the two pages by hand.`;
  const dir = mkdtempSync(join(tmpdir(), 'translation-'));
  try {
    const old = join(dir, 'english');
    writeFileSync(old, before.stdout);
    const diff = git('diff', '--no-index', '--no-color', old, join(siteDir, status.english));
    // Git's header names the temporary file: name the English page, then and now, instead.
    const hunks = diff.stdout.slice(Math.max(0, diff.stdout.indexOf('\n@@') + 1));
    return `--- ${status.english} (translated: ${status.recorded!.slice(0, 12)})\n+++ ${status.english} (now)\n${hunks}`;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
