/**
 * The Atom and RSS feeds of a locale, written with the `feed` library: one entry per release,
 * newest first, linking to the release on its minor's page, its content the changes a feed
 * carries (feedFiles.ts) as HTML with absolute links.
 */
import {Feed} from 'feed';

import {facts} from '../../../data/facts';
import {CHANGE_KINDS, releaseNotesPath, releases, type Release} from '../../../data/releases';
import type {BuiltLocale} from '../../../data/site';
import {escapeHtml} from '../../../src/utils/escapeHtml';
import {feedFiles, type FeedFile} from './feedFiles';
import {kindTitles, labels} from './labels';
import type {Operation} from '../../../plugins/helpers/openApiOperations';
import {resolveSubject} from './subjects';

/** The record's inline Markdown (code spans, bold) as HTML. */
const inlineHtml = (markdown: string): string =>
  escapeHtml(markdown)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** The HTML of a release's changes that `feed` carries; empty when it carries none. */
function releaseHtml(
  release: Release,
  feed: FeedFile,
  locale: BuiltLocale,
  operations: readonly Operation[],
  siteRoot: string,
): string {
  const sections = CHANGE_KINDS.flatMap((kind) => {
    const changes = release.changes.filter(
      (change) => change.kind === kind && feed.carries(change),
    );
    if (changes.length === 0) return [];
    const items = changes.map((change) => {
      const links = change.subjects.map((subject) => {
        const {label, href} = resolveSubject(subject, locale, operations);
        return `<a href="${escapeHtml(siteRoot + href.slice(1))}">${inlineHtml(label)}</a>`;
      });
      return `<li>${inlineHtml(change.text[locale])} ${links.join(', ')}</li>`;
    });
    return [`<h3>${kindTitles[kind][locale]}</h3><ul>${items.join('')}</ul>`];
  });
  if (sections.length === 0) return '';
  const upgrade = release.upgrade
    ? `<h3>${labels.upgrade[locale]}</h3><p>${inlineHtml(release.upgrade[locale])}</p>`
    : '';
  return `<p>${inlineHtml(release.summary[locale])}</p>${sections.join('')}${upgrade}`;
}

/** "Flowloom release notes", in a locale. */
export const feedTitle = (locale: BuiltLocale): string =>
  `${facts.name} ${labels.feedsTitle[locale]}`;

/** Every feed file of a locale: its name and its XML. `siteRoot` is the locale's full URL, with a final slash. */
export function feedsOf(
  locale: BuiltLocale,
  operations: readonly Operation[],
  siteRoot: string,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const [index, file] of feedFiles.entries()) {
    // The first feed carries every change; the others say which area they follow.
    const title = feedTitle(locale) + (index === 0 ? '' : `: ${file.title[locale]}`);
    const feed = new Feed({
      title,
      id: siteRoot + file.atom,
      link: siteRoot + 'release-notes',
      language: locale,
      copyright: `${facts.name}`,
      updated: new Date(`${releases[0]!.date}T00:00:00Z`),
      feedLinks: {atom: siteRoot + file.atom, rss: siteRoot + file.rss},
    });
    for (const release of releases) {
      const content = releaseHtml(release, file, locale, operations, siteRoot);
      if (!content) continue;
      const link = siteRoot + releaseNotesPath(release.version);
      feed.addItem({
        title: `${facts.name} ${release.version}`,
        id: link,
        link,
        date: new Date(`${release.date}T00:00:00Z`),
        description: release.summary[locale],
        content,
      });
    }
    files.set(file.atom, feed.atom1());
    files.set(file.rss, feed.rss2());
  }
  return files;
}
