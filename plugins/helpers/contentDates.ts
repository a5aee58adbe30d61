/**
 * When each page last changed, from one pass over the Git history (`git log --name-only`), not one
 * `git log` per file as Docusaurus's own last-update option runs it. docusaurus.config.ts gives each
 * guide its date as `last_update` front matter, which Docusaurus then shows under the page ("Last
 * updated on …", in the locale's date format) and writes as the page's `lastmod` in the sitemap, so
 * the two agree. A translated page gets the date of its own file: when its translation last changed.
 *
 * Without the history (a shallow clone, as CI checks out by default) every date would be the one
 * commit the clone holds: the dates then fall back to the newest commit's, said once. A file Git does
 * not track yet (a page being written) gets its modification time; with no Git at all, every file does.
 */
import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import {isAbsolute, join, relative, sep} from 'node:path';

import logger from '@docusaurus/logger';

import {SITE_DIR} from './siteDir';

/** The folders whose pages show their date. */
const CONTENT_FOLDERS = ['docs', 'i18n'];

export interface ContentDates {
  /** The date `file` (absolute, or relative to the repository) last changed. */
  dateOf(file: string): Date;
  /** How the dates were read, for the build's log and the tests. */
  source: 'git' | 'shallow clone' | 'no git';
  /** Files dated from the history. */
  files: number;
  milliseconds: number;
}

const git = (args: string[], cwd: string): string =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/**
 * Parses `git log --format=%x00%cI --name-only`: for each commit, newest first, a NUL, its committer
 * date, then the files it changed. A file's first commit in that order is its last change.
 */
export function parseLog(log: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, new Date(date!));
  }
  return dates;
}

/**
 * Docusaurus loads the config afresh for each locale it builds, and this module with it: the dates
 * are kept on the global object, so that one build reads the history, and says it falls back, once.
 */
const CACHE = Symbol.for('flowloom.contentDates');
type Cached = typeof globalThis & {[CACHE]?: Map<string, ContentDates>};

export function contentDates(siteDir = SITE_DIR): ContentDates {
  const cache = ((globalThis as Cached)[CACHE] ??= new Map<string, ContentDates>());
  const cached = cache.get(siteDir);
  if (cached) return cached;
  const dates = readContentDates(siteDir);
  cache.set(siteDir, dates);
  logger.info(
    `Page dates: ${dates.files} files dated from the Git history in ${dates.milliseconds.toFixed(0)} ms (${dates.source}).`,
  );
  return dates;
}

export function readContentDates(siteDir = SITE_DIR): ContentDates {
  const started = performance.now();
  const mtime = (file: string) => statSync(isAbsolute(file) ? file : join(siteDir, file)).mtime;
  const key = (file: string) =>
    (isAbsolute(file) ? relative(siteDir, file) : file).split(sep).join('/');
  let source: ContentDates['source'] = 'git';
  let dates = new Map<string, Date>();
  let fallback: ((file: string) => Date) | undefined;
  try {
    if (git(['rev-parse', '--is-shallow-repository'], siteDir).trim() === 'true') {
      source = 'shallow clone';
      const newest = new Date(git(['log', '-1', '--format=%cI'], siteDir).trim());
      fallback = () => newest;
    } else {
      dates = parseLog(
        git(
          [
            'log',
            '--format=%x00%cI',
            '--name-only',
            '--no-renames',
            '--relative',
            '--',
            ...CONTENT_FOLDERS,
          ],
          siteDir,
        ),
      );
    }
  } catch {
    source = 'no git';
    fallback = mtime;
  }
  const milliseconds = performance.now() - started;
  if (source !== 'git')
    logger.warn(
      source === 'shallow clone'
        ? 'This clone has no Git history (shallow): every page shows the date of the newest commit. `git fetch --unshallow` gives each page its own date.'
        : 'Git is not available: every page shows the date its file was last modified.',
    );
  return {
    dateOf: (file) => fallback?.(file) ?? dates.get(key(file)) ?? mtime(file),
    source,
    files: dates.size,
    milliseconds,
  };
}
