/**
 * The guides of a locale as the build reads them: each file's source and the slug and title of its
 * front matter. The glossary, the release notes and the Troubleshooting index all read them from
 * here, so each file is read and its front matter parsed once, and again only when it changes (a
 * writer's edit under `npm start`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

import matter from 'gray-matter';

import {builtLocales, type BuiltLocale} from '../../data/site';
import {SITE_DIR} from './siteDir';

/** Where the pages of a locale are written. */
export const docsRoot = (locale: BuiltLocale): string =>
  locale === builtLocales[0]
    ? join(SITE_DIR, 'docs')
    : join(SITE_DIR, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

export interface GuideSource {
  /** The file's absolute path. */
  file: string;
  /** Its path under the locale's docs folder without the extension (`concepts/flows`). */
  docId: string;
  /** Its front matter's slug without the slash, its title; undefined when absent. */
  slug: string | undefined;
  title: string | undefined;
  source: string;
}

/** A guide's source with its front matter read. */
export function guideSource(file: string, source: string, docId: string): GuideSource {
  const {slug, title} = matter(source).data as {slug?: unknown; title?: unknown};
  return {
    file,
    docId,
    slug: typeof slug === 'string' ? slug.replace(/^\//, '') : undefined,
    title: typeof title === 'string' ? title : undefined,
    source,
  };
}

const read = new Map<string, {mtimeMs: number; guide: GuideSource}>();

/** Every guide of `locale`, in the order of their paths. */
export function guideSources(locale: BuiltLocale): GuideSource[] {
  const root = docsRoot(locale);
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((path) => /\.mdx?$/.test(path))
    .sort()
    .map((path) => {
      const file = join(root, path);
      const {mtimeMs} = statSync(file);
      const known = read.get(file);
      if (known?.mtimeMs === mtimeMs) return known.guide;
      const guide = guideSource(file, readFileSync(file, 'utf8'), path.replace(/\.mdx?$/, ''));
      read.set(file, {mtimeMs, guide});
      return guide;
    });
}

/** The guide at `path` under the locale's docs folder (`concepts/flows.mdx`, an anchor allowed). */
export function guideAt(path: string, locale: BuiltLocale): GuideSource {
  const docId = path.replace(/#.*$/, '').replace(/\.mdx?$/, '');
  const guide = guideSources(locale).find((each) => each.docId === docId);
  if (!guide) throw new Error(`${join(docsRoot(locale), path)}: no such page`);
  return guide;
}
